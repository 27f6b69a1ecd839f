import { addCalendarDays, estimateDeliveryDate, toMexicoCityDate, type IsoDate } from '@envios/domain';
import { ON_TIME_PERIOD_DAYS } from '@envios/contracts';
import type { Incs } from './aggregate-docs';
import { keyPart } from './contribution';
import { stageOf, type ReportRow } from './report-row';

/**
 * A destination's postal-code zone: the first two digits of its postal code (SEPOMEX's postal
 * districts: 64 is Monterrey, 66 its metropolitan area, 01–16 the alcaldías of Mexico City). Null
 * for a code that does not start with two digits.
 */
export function postalZoneOf(postalCode: string | null | undefined): string | null {
  const m = /^(\d{2})\d{3}$/.exec(postalCode?.trim() ?? '');
  return m ? m[1] : null;
}

/** What one delivered shipment adds to its lane's day: on time or late, by carrier and zone. */
export interface LanePart {
  /** Mexico City day it was delivered. */
  day: IsoDate;
  origin: string;
  destination: string;
  /** Null when the row knows no destination postal code (rows older than the zone: a rebuild adds it). */
  zone: string | null;
  carrier: string;
  onTime: boolean;
}

/**
 * A lane's day of deliveries (`lane:<origin>:<destination>|D<AAAA-MM-DD>`): `k.<carrier>.{on,late}`
 * for the state → state lane and `z.<zone>.<carrier>.{on,late}` per destination zone. The scope part
 * (`lane:<o>:<d>`) gives each lane its own month epochs in the aggregate cache: a delivery on one
 * lane leaves every other lane's documents held.
 */
export const laneDayId = (origin: string, destination: string, day: string) =>
  `lane:${keyPart(origin)}:${keyPart(destination)}|D${day}`;

/**
 * A row's part of its lane, or null: counted only once delivered with its label's day and promised
 * business days known, on time when delivered by estimateDeliveryDate(labelAt, transitDays) — the
 * efficiency chart's definition (contribution.ts). Test shipments never have a row.
 */
function lanePart(r: ReportRow): LanePart | null {
  if (!r.created || r.deleted || !r.carrier || !r.origin?.state || !r.destination?.state) return null;
  if (stageOf(r) !== 'delivered' || !r.deliveredAt || !r.labelAt || r.transitDays === null) return null;
  const deliveredAt = new Date(r.deliveredAt);
  const day = toMexicoCityDate(deliveredAt);
  return {
    day,
    origin: r.origin.state,
    destination: r.destination.state,
    zone: postalZoneOf(r.destination.postalCode),
    carrier: r.carrier,
    onTime: day <= estimateDeliveryDate(new Date(r.labelAt), r.transitDays),
  };
}

const samePart = (a: LanePart | null, b: LanePart | null) =>
  a === b ||
  (!!a &&
    !!b &&
    a.day === b.day &&
    a.origin === b.origin &&
    a.destination === b.destination &&
    a.zone === b.zone &&
    a.carrier === b.carrier &&
    a.onTime === b.onTime);

/** Adds a lane part's counters, with `sign`, to `incs`. */
export function addLanePart(incs: Incs, part: LanePart, sign: 1 | -1): void {
  const counter = part.onTime ? 'on' : 'late';
  const carrier = keyPart(part.carrier);
  const id = laneDayId(part.origin, part.destination, part.day);
  const inc = incs.get(id) ?? {};
  const paths = [`k.${carrier}.${counter}`];
  if (part.zone) paths.push(`z.${keyPart(part.zone)}.${carrier}.${counter}`);
  for (const path of paths) inc[path] = (inc[path] ?? 0) + sign;
  incs.set(id, inc);
}

/** `$inc` paths of the lane documents that turn a row's `before` into its `after` (nothing when equal). */
export function laneDelta(before: ReportRow | null, after: ReportRow | null): Incs {
  const incs: Incs = new Map();
  const from = before && lanePart(before);
  const to = after && lanePart(after);
  if (samePart(from, to)) return incs;
  if (from) addLanePart(incs, from, -1);
  if (to) addLanePart(incs, to, 1);
  return incs;
}

/** The days (AAAA-MM-DD) of the on-time period that ends today, oldest first. */
export function onTimeDays(now: Date): IsoDate[] {
  const today = toMexicoCityDate(now);
  return Array.from({ length: ON_TIME_PERIOD_DAYS }, (_, i) =>
    addCalendarDays(today, i - (ON_TIME_PERIOD_DAYS - 1)),
  );
}

/** A lane's day document as stored. */
export interface LaneDoc {
  _id: string;
  k?: Record<string, { on?: number; late?: number }>;
  z?: Record<string, Record<string, { on?: number; late?: number }>>;
}
