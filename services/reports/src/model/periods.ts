import { addCalendarDays, toMexicoCityDate } from '@envios/domain';

/**
 * Lists of dates a period makes, kept by period: the screens ask the same few periods (the month
 * so far, the last 12 months) over and over, and a year's days cost 365 validated date steps.
 * Shared: never change one.
 */
const periodLists = new Map<string, readonly string[]>();
function periodList(key: string, make: () => string[]): readonly string[] {
  let list = periodLists.get(key);
  if (!list) {
    if (periodLists.size >= 512) periodLists.clear();
    list = Object.freeze(make());
    periodLists.set(key, list);
  }
  return list;
}

/** The months (AAAA-MM) a period touches, in order. */
export function monthsOf(from: string, to: string): readonly string[] {
  return periodList(`M${from}|${to}`, () => {
    const months: string[] = [];
    for (let m = from.slice(0, 7); m <= to.slice(0, 7);) {
      months.push(m);
      const [y, mm] = m.split('-').map(Number);
      m = mm === 12 ? `${y + 1}-01` : `${y}-${String(mm + 1).padStart(2, '0')}`;
    }
    return months;
  });
}

export const lastDayOf = (month: string) => {
  const [y, m] = month.split('-').map(Number);
  return `${month}-${String(new Date(Date.UTC(y, m, 0)).getUTCDate()).padStart(2, '0')}`;
};

/**
 * The aggregate documents that make up a period exactly: a month's own document where the period
 * covers it (up to today: no later day has figures yet), its days' documents at the ends.
 */
export function documentsOf(
  from: string,
  to: string,
  today = toMexicoCityDate(new Date()),
): { id: string; month: string }[] {
  const ids: { id: string; month: string }[] = [];
  for (const month of monthsOf(from, to)) {
    const first = `${month}-01`;
    const last = lastDayOf(month);
    if (from <= first && (to >= last || (to >= today && today.startsWith(month))))
      ids.push({ id: `M${month}`, month });
    else
      for (let d = from > first ? from : first; d <= (to < last ? to : last); d = addCalendarDays(d, 1))
        ids.push({ id: `D${d}`, month });
  }
  return ids;
}

/** Every day of a period, newest first. */
function daysNewestFirst(from: string, to: string): readonly string[] {
  return periodList(`D${from}|${to}`, () => {
    const days: string[] = [];
    for (let d = to; d >= from; d = addCalendarDays(d, -1)) days.push(d);
    return days;
  });
}

/** The days of `month` within a period, newest first. */
export function daysWithin(month: string, period: { from: string; to: string }): readonly string[] {
  const first = `${month}-01`;
  const last = lastDayOf(month);
  return daysNewestFirst(period.from > first ? period.from : first, period.to < last ? period.to : last);
}
