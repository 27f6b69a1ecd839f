/**
 * A calendar date without time or zone, as ISO text 'YYYY-MM-DD' (what <input type="date"> gives and
 * what report filters send). Arithmetic is done on UTC midnights, so the runtime's zone never matters.
 */
export type IsoDate = string;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

export interface DateParts {
  readonly year: number;
  /** 1–12 */
  readonly month: number;
  readonly day: number;
}

function pad(value: number, length = 2): string {
  return String(value).padStart(length, '0');
}

/** True for a real calendar date in 'YYYY-MM-DD' form ('2024-02-30' is false). */
export function isIsoDate(value: unknown): value is IsoDate {
  if (typeof value !== 'string') return false;
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

export function isoDateParts(date: IsoDate): DateParts {
  if (!isIsoDate(date)) throw new RangeError(`Not a calendar date 'YYYY-MM-DD': ${date}`);
  const [year, month, day] = date.split('-').map(Number);
  return { year, month, day };
}

export function isoDateFromParts({ year, month, day }: DateParts): IsoDate {
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

function toUtcMs(date: IsoDate): number {
  const { year, month, day } = isoDateParts(date);
  return Date.UTC(year, month - 1, day);
}

function fromUtcMs(ms: number): IsoDate {
  const date = new Date(ms);
  return isoDateFromParts({
    year: date.getUTCFullYear(),
    month: date.getUTCMonth() + 1,
    day: date.getUTCDate(),
  });
}

/** The date moved by a whole number of days (negative moves back). */
export function addCalendarDays(date: IsoDate, days: number): IsoDate {
  if (!Number.isInteger(days)) throw new RangeError(`days must be an integer, got ${days}`);
  return fromUtcMs(toUtcMs(date) + days * DAY_MS);
}

/** 0 = Sunday … 6 = Saturday. */
export function dayOfWeek(date: IsoDate): number {
  return new Date(toUtcMs(date)).getUTCDay();
}

/** 'YYYY-MM-DD' → 'DD/MM/YYYY', the product's date format. */
export function formatIsoDate(date: IsoDate): string {
  const { year, month, day } = isoDateParts(date);
  return `${pad(day)}/${pad(month)}/${pad(year, 4)}`;
}
