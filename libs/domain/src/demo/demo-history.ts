import { CARRIER_CODES, type CarrierCode } from '../constants/carriers';
import { addCalendarDays, dayOfWeek, type IsoDate } from '../dates/calendar-date';
import { isStatutoryHoliday } from '../dates/holidays';
import { startOfMexicoCityDay, toMexicoCityDate } from '../dates/mexico-city-time';
import type { ShipmentType } from '../parcels/package-types';
import {
  DEMO_CONTENTS,
  DEMO_DESTINATIONS,
  DEMO_RECIPIENTS,
  DEMO_STREETS,
  type DemoPlace,
} from './demo-places';

/**
 * Six months of activity of the local portal's demo accounts, as a plan every service's demo seed
 * reads its own part of: who shipped what, where and when, when it was paid and labelled, how its
 * carrier's story went; the wallet's top-ups and staff credits; two overweights and a cancelled
 * guide. A pure function of the moment it ends (`anchor`): the same anchor gives the same plan, and
 * another anchor the same plan moved in time, so every first start looks alike.
 *
 * Each service finds its records again by their planned instants, which are all distinct: a
 * shipment by its creation (ShipmentCreated.createdAt), a guide by its label (GuideGenerated's time).
 */

export type DemoAccount = 'cliente' | 'operativo' | 'operativo2' | 'compras';
/** Whose wallet pays: a client pays its users' shipments. */
export type DemoPayer = 'cliente' | 'compras';

export const DEMO_ACCOUNT_EMAILS: Readonly<Record<DemoAccount, string>> = {
  cliente: 'cliente@envios.mx',
  operativo: 'operativo@envios.mx',
  operativo2: 'operativo2@envios.mx',
  compras: 'compras@envios.mx',
};

export const DEMO_PAYER_OF: Readonly<Record<DemoAccount, DemoPayer>> = {
  cliente: 'cliente',
  operativo: 'cliente',
  operativo2: 'cliente',
  compras: 'compras',
};

/** A direction as the new-shipment form completes it. */
export interface DemoAddress {
  full_name: string;
  email: string;
  phone: string;
  address: string;
  number: string;
  colony: string;
  postal_code: string;
  city: string;
  residential: boolean;
}

export interface DemoParcel {
  weight: number;
  depth: number;
  width: number;
  height: number;
}

/** The carrier network's stories (the carrier sandbox tells each guide the one it is given). */
export type DemoScenario = 'normal' | 'failedAttempt' | 'returned';

export interface DemoShipment {
  account: DemoAccount;
  createdAt: Date;
  origin: DemoAddress;
  destination: DemoAddress;
  type: ShipmentType;
  parcels: DemoParcel[];
  content: string;
  /** Declared value in pesos (insured when at least $1); 0 for none. */
  packageValue: number;
  /** Carriers in the order this shipment would take them: the first one the quote offers. */
  carriers: CarrierCode[];
  /** The carrier's cheapest service, or its fastest. */
  service: 'cheapest' | 'fastest';
  /** Null: left unpaid ('Guía sin pago'). */
  paidAt: Date | null;
  labelAt: Date | null;
  scenario: DemoScenario;
  /** How long after its carrier's latest event the tracking service's poll saw it. */
  pollDelayMs: number;
  /** The carrier's scale found more weight: registered by staff, then paid or still pending. */
  overweight: { kg: number; costPesos: number; registeredAt: Date; paidAt: Date | null } | null;
  /** Its owner cancels the guide when the history is written (it has not moved; the wallet refunds it). */
  cancelled: boolean;
}

export type DemoTopUp =
  | { payer: DemoPayer; at: Date; kind: 'card' }
  | {
      payer: DemoPayer;
      at: Date;
      kind: 'credit';
      by: 'superadmin' | 'sales';
      amountCentavos: number;
      reason: string;
    };

export interface DemoHistory {
  anchor: Date;
  /** Oldest first. */
  shipments: DemoShipment[];
  /** Oldest first. Card top-ups are sized by the wallet to what its payer spends until the next. */
  topUps: DemoTopUp[];
}

export const DEMO_HISTORY_DAYS = 183;
export const DEMO_HISTORY_SHIPMENTS = 300;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** mulberry32: small and well mixed; one fixed seed, so the plan depends on the anchor alone. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const ORIGINS: Readonly<Record<DemoAccount, DemoAddress>> = {
  cliente: {
    full_name: 'Comercializadora del Norte',
    email: 'cliente@envios.mx',
    phone: '8183456720',
    address: 'Calle Padre Mier',
    number: '1250',
    colony: 'Monterrey Centro',
    postal_code: '64000',
    city: 'Monterrey',
    residential: false,
  },
  operativo: {
    full_name: 'Comercializadora del Norte',
    email: 'operativo@envios.mx',
    phone: '8183456721',
    address: 'Calle Padre Mier',
    number: '1250',
    colony: 'Monterrey Centro',
    postal_code: '64000',
    city: 'Monterrey',
    residential: false,
  },
  operativo2: {
    full_name: 'Comercializadora del Norte (sucursal CDMX)',
    email: 'operativo2@envios.mx',
    phone: '5552638810',
    address: 'Av. Insurgentes Sur',
    number: '1602',
    colony: 'Del Valle Centro',
    postal_code: '03100',
    city: 'Ciudad de México',
    residential: false,
  },
  compras: {
    full_name: 'Jorge Castillo',
    email: 'compras@envios.mx',
    phone: '3336141290',
    address: 'Av. Juárez',
    number: '976',
    colony: 'Guadalajara Centro',
    postal_code: '44100',
    city: 'Guadalajara',
    residential: false,
  },
};

const ACCOUNT_WEIGHTS: readonly [DemoAccount, number][] = [
  ['cliente', 28],
  ['operativo', 32],
  ['operativo2', 22],
  ['compras', 18],
];

const DESTINATIONS: readonly (readonly [DemoPlace, number])[] = DEMO_DESTINATIONS.map((p) => [p, p.weight]);

const CARRIER_WEIGHTS: readonly [CarrierCode, number][] = [
  ['ESTAFETA', 22],
  ['DHL', 18],
  ['FEDEX', 16],
  ['PAQUETEXPRESS', 16],
  ['REDPACK', 14],
  ['AMPM', 14],
];

/** Box sizes (cm) and the heaviest each holds (kg). */
const BOXES: readonly [number, number, number, number][] = [
  [20, 15, 10, 3],
  [30, 20, 15, 6],
  [40, 30, 25, 12],
  [50, 40, 30, 20],
  [60, 40, 40, 28],
];

/** Opening hours of the shipping desk, in minutes after midnight (Mexico City). */
const OPENS = 8 * 60 + 45;
const CLOSES = 18 * 60 + 45;

export function demoHistory(anchor: Date): DemoHistory {
  const random = prng(0x5eed2026);
  const int = (lo: number, hi: number) => lo + Math.floor(random() * (hi - lo + 1));
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)];
  const weighted = <T>(list: readonly (readonly [T, number])[]) => {
    let roll = random() * list.reduce((sum, [, w]) => sum + w, 0);
    for (const [item, w] of list) if ((roll -= w) < 0) return item;
    return list[list.length - 1][0];
  };

  const today = toMexicoCityDate(anchor);
  const first = addCalendarDays(today, -(DEMO_HISTORY_DAYS - 1));
  const minutesToday = Math.floor((anchor.getTime() - startOfMexicoCityDay(today).getTime()) / MINUTE);
  // Today counts up to 50 minutes before the anchor, so what was shipped today is paid and labelled.
  const lastToday = Math.min(CLOSES, minutesToday - 50);

  // Days weighted by weekday and by a business that grows (3.6 times the volume at the end as at the start).
  const days: { date: IsoDate; weight: number; closes: number }[] = [];
  for (let i = 0; i < DEMO_HISTORY_DAYS; i++) {
    const date = addCalendarDays(first, i);
    const weekday = dayOfWeek(date);
    let weight =
      (0.5 + (1.3 * i) / (DEMO_HISTORY_DAYS - 1)) * (weekday === 0 ? 0.08 : weekday === 6 ? 0.35 : 1);
    if (isStatutoryHoliday(date)) weight *= 0.25;
    let closes = CLOSES;
    if (date === today) {
      closes = lastToday;
      weight *= Math.max(0, (closes - OPENS) / (CLOSES - OPENS));
    }
    days.push({ date, weight, closes });
  }
  const total = days.reduce((sum, d) => sum + d.weight, 0);
  const times: number[] = [];
  for (let n = 0; n < DEMO_HISTORY_SHIPMENTS; n++) {
    // One draw in each equal share of the weight: every day gets its part, without random lumps, so
    // the last days always have parcels on their way (a story at real pace takes two to four days).
    let roll = ((n + random()) / DEMO_HISTORY_SHIPMENTS) * total;
    const day = days.find((d) => (roll -= d.weight) < 0) ?? days[days.length - 1];
    let minute = OPENS + random() * (day.closes - OPENS);
    // Fewer at lunch.
    if (minute >= 14 * 60 && minute < 15 * 60 && random() < 0.5)
      minute = OPENS + random() * (day.closes - OPENS);
    times.push(startOfMexicoCityDay(day.date).getTime() + Math.floor(minute) * MINUTE + int(0, 59) * 1000);
  }
  times.sort((a, b) => a - b);
  // Distinct instants: each service finds its records again by them.
  for (let i = 1; i < times.length; i++) if (times[i] <= times[i - 1]) times[i] = times[i - 1] + 17_000;

  const labels = new Set<number>();
  const shipments = times.map((created): DemoShipment => {
    const account = weighted(ACCOUNT_WEIGHTS);
    const origin = ORIGINS[account];
    let place = weighted(DESTINATIONS);
    while (place.postalCode === origin.postal_code) place = weighted(DESTINATIONS);
    const name = pick(DEMO_RECIPIENTS);
    const type: ShipmentType =
      account !== 'operativo2' && random() < 0.07 ? 'tarima' : random() < 0.24 ? 'document' : 'box';
    const parcels = parcelsOf(type, random, int, pick);
    const firstCarrier = weighted(CARRIER_WEIGHTS);
    const payer = DEMO_PAYER_OF[account];
    // Who ships for itself pays at once; the client pays its users' shipments together (batches).
    const paidAt = Math.min(
      payer === account ? created + int(60, 720) * 1000 : batchAfter(created),
      Math.max(created + MINUTE, anchor.getTime() - 5 * MINUTE),
    );
    let labelAt = paidAt + int(3, 25) * 1000;
    while (labels.has(labelAt)) labelAt += 1000;
    labels.add(labelAt);
    const scenarioRoll = random();
    return {
      account,
      createdAt: new Date(created),
      origin,
      destination: {
        full_name: name,
        email: `${slug(name)}@ejemplo.mx`,
        phone: `${pick(['33', '55', '81', '44', '99', '66', '22'])}${int(10_000_000, 99_999_999)}`,
        address: pick(DEMO_STREETS),
        number: String(int(1, 2400)),
        colony: place.colony,
        postal_code: place.postalCode,
        city: place.city,
        residential: random() < 0.3,
      },
      type,
      parcels,
      content: pick(DEMO_CONTENTS[type]),
      packageValue: type === 'box' && random() < 0.25 ? pick([1500, 2500, 4000, 8000]) : 0,
      carriers: [firstCarrier, ...CARRIER_CODES.filter((c) => c !== firstCarrier)],
      service: type !== 'tarima' && random() < 0.3 ? 'fastest' : 'cheapest',
      paidAt: new Date(paidAt),
      labelAt: new Date(labelAt),
      scenario: scenarioRoll < 0.03 ? 'returned' : scenarioRoll < 0.12 ? 'failedAttempt' : 'normal',
      pollDelayMs: int(60, 14 * 60) * 1000,
      overweight: null,
      cancelled: false,
    };
  });

  const end = anchor.getTime();
  // The three latest shipments of the client's users wait for the client to pay them.
  shipments
    .filter(
      (s) =>
        (s.account === 'operativo' || s.account === 'operativo2') && end - s.createdAt.getTime() < 7 * DAY,
    )
    .slice(-3)
    .forEach((s) => Object.assign(s, { paidAt: null, labelAt: null }));
  const paidBox = (s: DemoShipment) =>
    s.paidAt !== null && s.type === 'box' && s.scenario === 'normal' && !s.overweight && !s.cancelled;
  // A guide of the client's account made in the last days, cancelled by the client before it moves.
  const cancel = [...shipments]
    .reverse()
    .find(
      (s) =>
        DEMO_PAYER_OF[s.account] === 'cliente' &&
        paidBox(s) &&
        end - s.createdAt.getTime() > 3 * HOUR &&
        end - s.createdAt.getTime() < 6 * DAY,
    );
  if (cancel) cancel.cancelled = true;
  // Two overweights of the client's account, a few days after their labels: one paid, one pending.
  for (const [age, kg, costPesos, paid] of [
    [40 * DAY, 3, 187.5, true],
    [12 * DAY, 5, 298, false],
  ] as const) {
    const s = [...shipments]
      .reverse()
      .find(
        (x) =>
          x.account !== 'compras' &&
          x.account !== 'operativo2' &&
          paidBox(x) &&
          end - x.createdAt.getTime() > age,
      );
    if (!s) continue;
    const registeredAt = s.labelAt!.getTime() + 3 * DAY + int(0, 120) * MINUTE;
    s.overweight = {
      kg,
      costPesos,
      registeredAt: new Date(registeredAt),
      paidAt: paid ? new Date(registeredAt + 26 * HOUR + int(0, 90) * MINUTE) : null,
    };
  }

  return { anchor, shipments, topUps: topUpsOf(first, today, int) };
}

/** The client pays what its users shipped at 13:40 and 18:50, and what came later the next morning. */
function batchAfter(created: number): number {
  const day = toMexicoCityDate(new Date(created));
  for (const minutes of [13 * 60 + 40, 18 * 60 + 50]) {
    const at = startOfMexicoCityDay(day).getTime() + minutes * MINUTE;
    if (at >= created + 10 * MINUTE) return at;
  }
  return startOfMexicoCityDay(addCalendarDays(day, 1)).getTime() + (9 * 60 + 30) * MINUTE;
}

function parcelsOf(
  type: ShipmentType,
  random: () => number,
  int: (lo: number, hi: number) => number,
  pick: <T>(list: readonly T[]) => T,
): DemoParcel[] {
  if (type === 'document') return [{ weight: pick([0.2, 0.3, 0.4, 0.5]), depth: 32, width: 24, height: 1 }];
  if (type === 'tarima')
    return [{ weight: int(15, 60) * 10, depth: 120, width: 100, height: int(10, 16) * 10 }];
  return Array.from({ length: random() < 0.12 ? 2 : 1 }, () => {
    const [depth, width, height, heaviest] = pick(BOXES);
    // Whole tenths of a kilogram, as the form takes them.
    return { weight: Math.round((0.5 + random() * (heaviest - 0.5)) * 10) / 10, depth, width, height };
  });
}

/**
 * Card top-ups every two weeks (the client) or three (compras), from the day before the history, on
 * weekday mornings; and three staff credits.
 */
function topUpsOf(first: IsoDate, today: IsoDate, int: (lo: number, hi: number) => number): DemoTopUp[] {
  const at = (date: IsoDate, minutes: number) =>
    new Date(startOfMexicoCityDay(weekday(date)).getTime() + minutes * MINUTE);
  const topUps: DemoTopUp[] = [];
  for (const [payer, every] of [
    ['cliente', 14],
    ['compras', 21],
  ] as const) {
    for (let day = -1; ; day += every + int(-2, 2)) {
      const date = addCalendarDays(first, day);
      if (date >= today) break;
      topUps.push({ payer, at: at(date, int(9 * 60, 11 * 60 + 30)), kind: 'card' });
    }
  }
  const credit = (payer: DemoPayer, day: number, by: 'superadmin' | 'sales', pesos: number, reason: string) =>
    topUps.push({
      payer,
      at: at(addCalendarDays(first, day), int(11 * 60, 17 * 60)),
      kind: 'credit',
      by,
      amountCentavos: pesos * 100,
      reason,
    });
  credit('compras', -1, 'superadmin', 500, 'Saldo de bienvenida');
  credit('cliente', 92, 'superadmin', 1500, 'Bonificación por volumen del trimestre');
  credit('cliente', 150, 'sales', 800, 'Crédito comercial por campaña de temporada');
  return topUps.sort((a, b) => a.at.getTime() - b.at.getTime());
}

/** The weekday on or before `date` (a top-up falls on a Saturday or Sunday: the Friday before). */
function weekday(date: IsoDate): IsoDate {
  const d = dayOfWeek(date);
  return d === 6 ? addCalendarDays(date, -1) : d === 0 ? addCalendarDays(date, -2) : date;
}

function slug(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '.')
    .replace(/^\.|\.$/g, '');
}
