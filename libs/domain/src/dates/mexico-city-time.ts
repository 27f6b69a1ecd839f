import { type IsoDate, addCalendarDays, isoDateFromParts, isoDateParts } from './calendar-date';

export const MEXICO_CITY_TIME_ZONE = 'America/Mexico_City';
/** The product's date-time format (section 9), in dayjs/moment tokens. */
export const DATE_TIME_FORMAT = 'DD/MM/YYYY HH:mm:ss';
export const DATE_FORMAT = 'DD/MM/YYYY';

/**
 * Mexico abolished daylight saving time (Ley de los Husos Horarios, 2022): the last change was on
 * 2022-10-30 at 02:00 CDT (07:00 UTC), and Mexico City has been UTC−6 all year since. From that
 * instant on we use the fixed offset, so the result does not depend on the time-zone data of the
 * browser or server (older devices still apply the abolished summer time and would show an hour
 * off). Earlier instants, which did have summer time, are read from the runtime's time-zone data.
 */
export const DST_ABOLISHED_AT = Date.UTC(2022, 9, 30, 7, 0, 0);
const STANDARD_OFFSET_MINUTES = -360;

export type InstantInput = Date | number | string;

const ZONED_ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/i;

/**
 * An instant from a Date, epoch milliseconds, or an ISO date-time string that states its zone
 * ('2024-05-01T16:00:00.000Z', '2024-05-01T10:00:00-06:00', as MongoDB and the API give them).
 * ISO strings without a zone are refused: JavaScript would read them in the runtime's own zone.
 */
export function toInstant(input: InstantInput): Date {
  let date: Date;
  if (input instanceof Date) date = new Date(input.getTime());
  else if (typeof input === 'number') date = new Date(input);
  else if (typeof input === 'string' && ZONED_ISO.test(input.trim())) date = new Date(input.trim());
  else throw new RangeError(`Not an instant with a zone: ${String(input)}`);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Invalid date: ${String(input)}`);
  return date;
}

let historicFormatter: Intl.DateTimeFormat | undefined;

function historicOffsetMinutes(ms: number): number {
  historicFormatter ??= new Intl.DateTimeFormat('en-US', {
    timeZone: MEXICO_CITY_TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  });
  const parts: Record<string, number> = {};
  for (const part of historicFormatter.formatToParts(new Date(ms))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const wallAsUtc = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second);
  return Math.round((wallAsUtc - Math.floor(ms / 1000) * 1000) / 60_000);
}

/** Minutes from UTC of Mexico City time at the instant: -360 now, -300 in summers before 2022-10-30. */
export function mexicoCityOffsetMinutes(instant: InstantInput): number {
  const ms = toInstant(instant).getTime();
  return ms >= DST_ABOLISHED_AT ? STANDARD_OFFSET_MINUTES : historicOffsetMinutes(ms);
}

interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function wallTime(instant: InstantInput): WallTime {
  const date = toInstant(instant);
  const shifted = new Date(date.getTime() + mexicoCityOffsetMinutes(date) * 60_000);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
    second: shifted.getUTCSeconds(),
  };
}

const pad = (value: number, length = 2): string => String(value).padStart(length, '0');

/** 'DD/MM/YYYY HH:mm:ss' in Mexico City time, e.g. 2024-05-01T16:30:05Z → '01/05/2024 10:30:05'. */
export function formatDateTime(instant: InstantInput): string {
  const t = wallTime(instant);
  return `${pad(t.day)}/${pad(t.month)}/${pad(t.year, 4)} ${pad(t.hour)}:${pad(t.minute)}:${pad(t.second)}`;
}

/** 'DD/MM/YYYY' of the Mexico City calendar day of the instant. */
export function formatDate(instant: InstantInput): string {
  const t = wallTime(instant);
  return `${pad(t.day)}/${pad(t.month)}/${pad(t.year, 4)}`;
}

/** The Mexico City calendar day of the instant as 'YYYY-MM-DD' (for grouping events by day). */
export function toMexicoCityDate(instant: InstantInput): IsoDate {
  const t = wallTime(instant);
  return isoDateFromParts({ year: t.year, month: t.month, day: t.day });
}

/** The instant at which Mexico City clocks show the given wall time. */
function fromWallTime(t: WallTime): Date {
  const wallAsUtc = Date.UTC(t.year, t.month - 1, t.day, t.hour, t.minute, t.second);
  // First guess with today's offset, then correct once if that instant had a different offset
  // (only possible before 2022-10-30).
  const guessOffset = mexicoCityOffsetMinutes(wallAsUtc - STANDARD_OFFSET_MINUTES * 60_000);
  const guess = wallAsUtc - guessOffset * 60_000;
  const offset = mexicoCityOffsetMinutes(guess);
  return new Date(offset === guessOffset ? guess : wallAsUtc - offset * 60_000);
}

const DISPLAY_DATE_TIME = /^(\d{2})\/(\d{2})\/(\d{4})(?: (\d{2}):(\d{2}):(\d{2}))?$/;

/**
 * Reads 'DD/MM/YYYY HH:mm:ss' (or 'DD/MM/YYYY', meaning 00:00:00) as Mexico City time.
 * Returns null for text in another shape or an impossible date or time ('31/02/2024').
 */
export function parseDateTime(text: string): Date | null {
  const match = DISPLAY_DATE_TIME.exec(text.trim());
  if (!match) return null;
  const [day, month, year, hour, minute, second] = match
    .slice(1)
    .map((v) => (v === undefined ? 0 : Number(v)));
  if (hour > 23 || minute > 59 || second > 59) return null;
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day)
    return null;
  return fromWallTime({ year, month, day, hour, minute, second });
}

/** The instant a Mexico City calendar day starts (00:00:00 local). */
export function startOfMexicoCityDay(date: IsoDate): Date {
  const { year, month, day } = isoDateParts(date);
  return fromWallTime({ year, month, day, hour: 0, minute: 0, second: 0 });
}

/**
 * A report or dashboard filter 'from … to' (both calendar days, inclusive) as instants:
 * start of `from` and start of the day after `to` (exclusive), in Mexico City time.
 * Use as `created_at >= start && created_at < endExclusive`.
 */
export function mexicoCityDayRange(from: IsoDate, to: IsoDate): { start: Date; endExclusive: Date } {
  const start = startOfMexicoCityDay(from);
  const endExclusive = startOfMexicoCityDay(addCalendarDays(to, 1));
  if (endExclusive.getTime() <= start.getTime())
    throw new RangeError(`'from' (${from}) is after 'to' (${to})`);
  return { start, endExclusive };
}
