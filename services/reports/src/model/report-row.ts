import type { CarrierCode, ShipmentType } from '@envios/domain';

/** Where a shipment is in its life, for the reports. */
export type Stage = 'created' | 'label' | 'transit' | 'delivered' | 'cancelled' | 'failed';

/**
 * One shipment as the reports know it, built from the events of shipments, wallet and tracking
 * (which can arrive in any order across topics: a row exists from its first event, and counts only
 * once ShipmentCreated has told what it is).
 */
export interface ReportRow {
  _id: string;
  /** ShipmentCreated has arrived. */
  created: boolean;
  deleted: boolean;
  owner: string | null;
  account: string | null;
  createdAt: Date | null;
  /** Mexico City day of createdAt (AAAA-MM-DD). */
  day: string | null;
  /** `<owner>|<day>` and `<account>|<day>`: the general report reads a scope's days by equality. */
  uDay: string | null;
  aDay: string | null;
  /** `<owner>|<AAAA-MM>` and `<account>|<AAAA-MM>`: a quiet scope's month is one read. */
  uMonth: string | null;
  aMonth: string | null;
  /**
   * Mexico City hour of createdAt (AAAA-MM-DDTHH), alone and per scope: a busy day is read an hour
   * at a time (the general report's pages, newest first).
   */
  hour: string | null;
  uHour: string | null;
  aHour: string | null;
  carrier: CarrierCode | null;
  service: string | null;
  type: ShipmentType | null;
  origin: { city: string; state: string | null } | null;
  /** The destination's postal code (its zone, lanes.ts) is on rows recorded since the on-time lanes. */
  destination: { city: string; state: string | null; postalCode?: string | null } | null;
  transitDays: number | null;
  /** Paid for it (ShipmentPaid), less refunds (PaymentRefunded), in centavos. */
  paidCentavos: number;
  paid: boolean;
  guide: string | null;
  labelAt: Date | null;
  /** The portal status of its guide's latest change, and that change's version. */
  trackingStatus: string | null;
  trackingVersion: number;
  cancelled: boolean;
  failed: boolean;
  deliveredAt: Date | null;
  overweightKg: number | null;
  overweightCentavos: number | null;
  /** Issue 30: the dispute of its overweight charge (rows written before it have none). */
  overweightDispute?: 'open' | 'accepted' | 'rejected' | null;
  /** Events already applied (their ids): a redelivered or replayed event changes nothing. */
  ev: string[];
  rev: number;
}

export const emptyRow = (id: string): ReportRow => ({
  _id: id,
  created: false,
  deleted: false,
  owner: null,
  account: null,
  createdAt: null,
  day: null,
  uDay: null,
  aDay: null,
  uMonth: null,
  aMonth: null,
  hour: null,
  uHour: null,
  aHour: null,
  carrier: null,
  service: null,
  type: null,
  origin: null,
  destination: null,
  transitDays: null,
  paidCentavos: 0,
  paid: false,
  guide: null,
  labelAt: null,
  trackingStatus: null,
  trackingVersion: 0,
  cancelled: false,
  failed: false,
  deliveredAt: null,
  overweightKg: null,
  overweightCentavos: null,
  overweightDispute: null,
  ev: [],
  rev: 0,
});

const MOVING = new Set([
  'picked_up',
  'in_transit',
  'out_for_delivery',
  'exception',
  'available_for_pickup',
  'returning',
]);

/** The stage a row is at, from what it knows. */
export function stageOf(r: ReportRow): Stage {
  if (r.cancelled || r.trackingStatus === 'cancelled') return 'cancelled';
  if (r.failed) return 'failed';
  if (r.deliveredAt || r.trackingStatus === 'delivered') return 'delivered';
  if (r.trackingStatus && MOVING.has(r.trackingStatus)) return 'transit';
  if (r.guide) return 'label';
  return 'created';
}
