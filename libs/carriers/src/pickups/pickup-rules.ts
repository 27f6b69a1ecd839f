import {
  addCalendarDays,
  dayOfWeek,
  startOfMexicoCityDay,
  toMexicoCityDate,
  type CarrierCode,
  type IsoDate,
} from '@envios/domain';

/**
 * When and how a carrier collects parcels at the shipper's address. The values are ours, set from
 * what each carrier publishes for its Mexican pickup service (business-day collection, a same-day
 * request cut-off around midday or early afternoon, a pickup per address and day on the networks
 * that route one courier per zone) and kept in one place: the portal checks a request against
 * them before it asks the carrier, so a refusal is ours, immediate and in Spanish.
 */
export interface PickupRules {
  carrier: CarrierCode;
  /** The days its couriers collect: 0 = Sunday … 6 = Saturday (as `dayOfWeek`). */
  days: readonly number[];
  /** A pickup for today must be requested before this time (HH:MM, Mexico City). */
  sameDayCutoff: string;
  /** The window the courier may come in: it may not start before `earliest` nor end after `latest`. */
  earliest: string;
  latest: string;
  /** The shortest window the carrier accepts (minutes between ready and close). */
  minWindowMinutes: number;
  /** How many days ahead a pickup may be booked. */
  maxDaysAhead: number;
  /** One pickup per address and day: a second one is refused (add the guides to the first instead). */
  onePerDay: boolean;
  /** Whether a booked pickup may be moved to another day or window (the portal cancels and books again). */
  reschedule: boolean;
  /** Whether a booked pickup may be cancelled before the courier comes. */
  cancel: boolean;
}

const WEEKDAYS = [1, 2, 3, 4, 5] as const;
const WEEKDAYS_AND_SATURDAY = [1, 2, 3, 4, 5, 6] as const;

/** Every carrier's pickup rules (see `PickupRules`; ARCHITECTURE.md, Pickups, explains each choice). */
export const PICKUP_RULES: Readonly<Record<CarrierCode, PickupRules>> = {
  DHL: {
    carrier: 'DHL',
    days: WEEKDAYS,
    sameDayCutoff: '14:00',
    earliest: '09:00',
    latest: '19:00',
    minWindowMinutes: 120,
    maxDaysAhead: 10,
    onePerDay: false,
    reschedule: true,
    cancel: true,
  },
  FEDEX: {
    carrier: 'FEDEX',
    days: WEEKDAYS,
    sameDayCutoff: '15:00',
    earliest: '09:00',
    latest: '20:00',
    minWindowMinutes: 120,
    maxDaysAhead: 10,
    onePerDay: true,
    reschedule: true,
    cancel: true,
  },
  ESTAFETA: {
    carrier: 'ESTAFETA',
    days: WEEKDAYS_AND_SATURDAY,
    sameDayCutoff: '13:00',
    earliest: '09:00',
    latest: '18:00',
    minWindowMinutes: 120,
    maxDaysAhead: 7,
    onePerDay: true,
    reschedule: true,
    cancel: true,
  },
  PAQUETEXPRESS: {
    carrier: 'PAQUETEXPRESS',
    days: WEEKDAYS,
    sameDayCutoff: '12:00',
    earliest: '09:00',
    latest: '18:00',
    minWindowMinutes: 180,
    maxDaysAhead: 7,
    onePerDay: true,
    reschedule: true,
    cancel: true,
  },
  REDPACK: {
    carrier: 'REDPACK',
    days: WEEKDAYS,
    sameDayCutoff: '12:00',
    earliest: '09:00',
    latest: '18:00',
    minWindowMinutes: 180,
    maxDaysAhead: 5,
    onePerDay: true,
    // Redpack takes a new request rather than a change: a booked pickup is cancelled and asked anew.
    reschedule: false,
    cancel: true,
  },
  AMPM: {
    carrier: 'AMPM',
    days: WEEKDAYS_AND_SATURDAY,
    sameDayCutoff: '16:00',
    earliest: '08:00',
    latest: '20:00',
    minWindowMinutes: 60,
    maxDaysAhead: 14,
    onePerDay: false,
    reschedule: true,
    cancel: true,
  },
};

/** What a pickup request asks for: the day and the window (HH:MM, Mexico City). */
export interface PickupTime {
  date: IsoDate;
  readyTime: string;
  closeTime: string;
}

/** Why a request breaks its carrier's rules (the portal's error table words each). */
export type PickupRuleBreach =
  | { rule: 'window_order' }
  | { rule: 'past_date' }
  | { rule: 'not_a_pickup_day'; days: readonly number[] }
  | { rule: 'too_far_ahead'; maxDaysAhead: number }
  | { rule: 'same_day_cutoff'; cutoff: string }
  | { rule: 'window_bounds'; earliest: string; latest: string }
  | { rule: 'window_too_short'; minutes: number }
  | { rule: 'window_passed' };

const minutesOf = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number);
  return h * 60 + m;
};

/** The instant Mexico City clocks show `time` on `date` (the city keeps one offset all year since 2022). */
export function pickupInstant(date: IsoDate, time: string): Date {
  return new Date(startOfMexicoCityDay(date).getTime() + minutesOf(time) * 60_000);
}

/**
 * The first rule of the carrier's that the request breaks, at `now`, or null: the window's order,
 * a past day, a day the carrier does not collect, too far ahead, today after the cut-off (or a
 * window already over), and the window's bounds and length.
 */
export function pickupRuleBreach(rules: PickupRules, t: PickupTime, now: Date): PickupRuleBreach | null {
  const ready = minutesOf(t.readyTime);
  const close = minutesOf(t.closeTime);
  if (ready >= close) return { rule: 'window_order' };
  const today = toMexicoCityDate(now);
  if (t.date < today) return { rule: 'past_date' };
  if (!rules.days.includes(dayOfWeek(t.date))) return { rule: 'not_a_pickup_day', days: rules.days };
  if (t.date > addCalendarDays(today, rules.maxDaysAhead))
    return { rule: 'too_far_ahead', maxDaysAhead: rules.maxDaysAhead };
  if (t.date === today) {
    if (now.getTime() >= pickupInstant(today, rules.sameDayCutoff).getTime())
      return { rule: 'same_day_cutoff', cutoff: rules.sameDayCutoff };
    if (now.getTime() >= pickupInstant(today, t.closeTime).getTime()) return { rule: 'window_passed' };
  }
  if (ready < minutesOf(rules.earliest) || close > minutesOf(rules.latest))
    return { rule: 'window_bounds', earliest: rules.earliest, latest: rules.latest };
  if (close - ready < rules.minWindowMinutes)
    return { rule: 'window_too_short', minutes: rules.minWindowMinutes };
  return null;
}

/** The first day from `now` on which the carrier would take a pickup (today before its cut-off). */
export function nextPickupDate(rules: PickupRules, now: Date): IsoDate {
  const today = toMexicoCityDate(now);
  for (let i = 0; i <= 7; i++) {
    const date = addCalendarDays(today, i);
    if (!rules.days.includes(dayOfWeek(date))) continue;
    if (i === 0 && now.getTime() >= pickupInstant(today, rules.sameDayCutoff).getTime()) continue;
    return date;
  }
  return addCalendarDays(today, 1);
}

/** Spanish names of the days, 0 = domingo. */
export const DAY_NAMES = ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'] as const;
