import { type IsoDate, addCalendarDays, dayOfWeek } from './calendar-date';
import { isStatutoryHoliday } from './holidays';
import { type InstantInput, toMexicoCityDate } from './mexico-city-time';

const SUNDAY = 0;

/** Carriers deliver Monday to Saturday: a business day is any day but Sunday and statutory holidays. */
export function isBusinessDay(date: IsoDate): boolean {
  return dayOfWeek(date) !== SUNDAY && !isStatutoryHoliday(date);
}

/**
 * The date `days` business days after `date`. Counting starts the day after `date`; `date` itself
 * need not be a business day. With 0 days the result is `date` when it is a business day, otherwise
 * the next business day (same-day services).
 */
export function addBusinessDays(date: IsoDate, days: number): IsoDate {
  if (!Number.isInteger(days) || days < 0) throw new RangeError(`days must be an integer ≥ 0, got ${days}`);
  // A quote asks for the same few (date, days) pairs for every option of every request all day.
  const key = `${date}|${days}`;
  let result = computed.get(key);
  if (result === undefined) {
    result = countBusinessDays(date, days);
    if (computed.size >= COMPUTED_MAX) computed.clear();
    computed.set(key, result);
  }
  return result;
}

const computed = new Map<string, IsoDate>();
const COMPUTED_MAX = 4096;

function countBusinessDays(date: IsoDate, days: number): IsoDate {
  let current = date;
  if (days === 0) {
    while (!isBusinessDay(current)) current = addCalendarDays(current, 1);
    return current;
  }
  let remaining = days;
  while (remaining > 0) {
    current = addCalendarDays(current, 1);
    if (isBusinessDay(current)) remaining--;
  }
  return current;
}

/**
 * Estimated delivery date of a shipment: the Mexico City calendar day of `shippedAt` plus
 * `transitDays` business days (total_transit_days of the chosen service).
 */
export function estimateDeliveryDate(shippedAt: InstantInput, transitDays: number): IsoDate {
  return addBusinessDays(toMexicoCityDate(shippedAt), transitDays);
}
