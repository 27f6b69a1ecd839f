import { type IsoDate, dayOfWeek, isoDateFromParts, isoDateParts } from './calendar-date';

export interface Holiday {
  readonly date: IsoDate;
  /** Spanish name, for display. */
  readonly name: string;
}

/** The n-th given weekday (0 = Sunday … 6 = Saturday) of a month (1–12). */
function nthWeekdayOfMonth(year: number, month: number, weekday: number, n: number): IsoDate {
  const first = isoDateFromParts({ year, month, day: 1 });
  const firstMatch = 1 + ((weekday - dayOfWeek(first) + 7) % 7);
  return isoDateFromParts({ year, month, day: firstMatch + (n - 1) * 7 });
}

const MONDAY = 1;

/**
 * The day the federal executive power changes hands, a statutory holiday every six years
 * (LFT art. 74, fraction VII). Since the 2014 constitutional reform the term starts on October 1
 * (2024, 2030, …); before that it started on December 1 (2018, 2012, …).
 */
function inaugurationDay(year: number): IsoDate | null {
  if (year >= 2024) return (year - 2024) % 6 === 0 ? isoDateFromParts({ year, month: 10, day: 1 }) : null;
  return (2018 - year) % 6 === 0 ? isoDateFromParts({ year, month: 12, day: 1 }) : null;
}

/**
 * Mexico's statutory rest days of a year (Ley Federal del Trabajo, art. 74), in date order.
 * The Monday rules (February, March, November) are those in force since 2006 and are applied to
 * every year. Election days (fraction IX) are set by the electoral laws each time and are not included.
 */
export function mexicanStatutoryHolidays(year: number): Holiday[] {
  if (!Number.isInteger(year) || year < 1 || year > 9999) throw new RangeError(`Invalid year ${year}`);
  const holidays: Holiday[] = [
    { date: isoDateFromParts({ year, month: 1, day: 1 }), name: 'Año Nuevo' },
    { date: nthWeekdayOfMonth(year, 2, MONDAY, 1), name: 'Día de la Constitución' },
    { date: nthWeekdayOfMonth(year, 3, MONDAY, 3), name: 'Natalicio de Benito Juárez' },
    { date: isoDateFromParts({ year, month: 5, day: 1 }), name: 'Día del Trabajo' },
    { date: isoDateFromParts({ year, month: 9, day: 16 }), name: 'Día de la Independencia' },
    { date: nthWeekdayOfMonth(year, 11, MONDAY, 3), name: 'Día de la Revolución' },
    { date: isoDateFromParts({ year, month: 12, day: 25 }), name: 'Navidad' },
  ];
  const inauguration = inaugurationDay(year);
  if (inauguration) holidays.push({ date: inauguration, name: 'Transmisión del Poder Ejecutivo Federal' });
  return holidays.sort((a, b) => a.date.localeCompare(b.date));
}

const holidayCache = new Map<number, ReadonlySet<IsoDate>>();

export function isStatutoryHoliday(date: IsoDate): boolean {
  const { year } = isoDateParts(date);
  let dates = holidayCache.get(year);
  if (!dates) {
    dates = new Set(mexicanStatutoryHolidays(year).map((holiday) => holiday.date));
    holidayCache.set(year, dates);
  }
  return dates.has(date);
}
