import type {
  DisputeAccepted,
  DisputeOpened,
  DisputeRejected,
  EventData,
  GuideCancelled,
  GuideFailed,
  GuideGenerated,
  OverweightRegistered,
  PaymentRefunded,
  ShipmentCreated,
  ShipmentDeleted,
  ShipmentDelivered,
  ShipmentPaid,
  TrackingStatusChanged,
} from '@envios/contracts';
import { mexicoCityOffsetMinutes, stateOfPostalCode, toMexicoCityDate } from '@envios/domain';
import type { ReportRow } from './report-row';

/** The events that change a shipment's row, as the consumers hand them over. */
export type RowEvent =
  | { type: 'ShipmentCreated'; data: EventData<typeof ShipmentCreated> }
  | { type: 'ShipmentDeleted'; data: EventData<typeof ShipmentDeleted> }
  | { type: 'ShipmentPaid'; data: EventData<typeof ShipmentPaid> }
  | { type: 'PaymentRefunded'; data: EventData<typeof PaymentRefunded> }
  | { type: 'GuideGenerated'; data: EventData<typeof GuideGenerated>; occurredAt: string }
  | { type: 'GuideFailed'; data: EventData<typeof GuideFailed> }
  | { type: 'GuideCancelled'; data: EventData<typeof GuideCancelled> }
  | { type: 'TrackingStatusChanged'; data: EventData<typeof TrackingStatusChanged> }
  | { type: 'ShipmentDelivered'; data: EventData<typeof ShipmentDelivered> }
  | { type: 'OverweightRegistered'; data: EventData<typeof OverweightRegistered> }
  | { type: 'DisputeOpened'; data: EventData<typeof DisputeOpened> }
  | { type: 'DisputeAccepted'; data: EventData<typeof DisputeAccepted> }
  | { type: 'DisputeRejected'; data: EventData<typeof DisputeRejected> };

/**
 * A place by its postal code's state: shipments made before their directions took it from SEPOMEX
 * announced none, and 'Monterrey' would count apart from 'Monterrey, NL' (a rebuild folds them again).
 */
const place = (p: EventData<typeof ShipmentCreated>['origin']) => ({
  city: p.city,
  state: p.stateShort ?? stateOfPostalCode(p.postalCode)?.abbreviation ?? null,
});

/** The destination also keeps its postal code: the on-time lanes count per postal zone (lanes.ts). */
const destinationPlace = (p: EventData<typeof ShipmentCreated>['destination']) => ({
  ...place(p),
  postalCode: p.postalCode,
});

/** The row after the event (a new object; the event's own id is recorded by the caller). */
export function applyRowEvent(row: ReportRow, e: RowEvent): ReportRow {
  const r: ReportRow = { ...row };
  switch (e.type) {
    case 'ShipmentCreated': {
      const d = e.data;
      const createdAt = new Date(d.createdAt);
      const day = toMexicoCityDate(createdAt);
      const hour = `${day}T${String(
        new Date(createdAt.getTime() + mexicoCityOffsetMinutes(createdAt) * 60_000).getUTCHours(),
      ).padStart(2, '0')}`;
      Object.assign(r, {
        created: true,
        owner: d.owner,
        account: d.account,
        createdAt,
        day,
        uDay: `${d.owner}|${day}`,
        aDay: `${d.account}|${day}`,
        uMonth: `${d.owner}|${day.slice(0, 7)}`,
        aMonth: `${d.account}|${day.slice(0, 7)}`,
        hour,
        uHour: `${d.owner}|${hour}`,
        aHour: `${d.account}|${hour}`,
        carrier: d.carrier,
        service: d.serviceName,
        type: d.shipmentType,
        origin: place(d.origin),
        destination: destinationPlace(d.destination),
        transitDays: d.transitDays ?? null,
      });
      return r;
    }
    case 'ShipmentDeleted':
      r.deleted = true;
      return r;
    case 'ShipmentPaid':
      r.paid = true;
      r.paidCentavos += e.data.amountCentavos;
      return r;
    case 'PaymentRefunded':
      r.paidCentavos -= e.data.amountCentavos;
      return r;
    case 'GuideGenerated':
      r.guide = e.data.numberGuide;
      r.labelAt = new Date(e.occurredAt);
      return r;
    case 'GuideFailed':
      r.failed = true;
      return r;
    case 'GuideCancelled':
      r.cancelled = true;
      return r;
    case 'TrackingStatusChanged':
      // Only a newer change of the guide: one that arrives late says nothing new.
      if (e.data.version <= r.trackingVersion) return r;
      r.trackingVersion = e.data.version;
      r.trackingStatus = e.data.status;
      if (!r.guide) r.guide = e.data.numberGuide;
      return r;
    case 'ShipmentDelivered':
      r.deliveredAt = r.deliveredAt ?? new Date(e.data.deliveredAt);
      return r;
    case 'OverweightRegistered':
      r.overweightKg = e.data.overweightKg;
      r.overweightCentavos = e.data.costCentavos;
      return r;
    // Issue 30: a decision is final; an opening that arrives after it says nothing new.
    case 'DisputeOpened':
      r.overweightDispute = r.overweightDispute ?? 'open';
      return r;
    case 'DisputeAccepted':
      r.overweightDispute = 'accepted';
      return r;
    case 'DisputeRejected':
      r.overweightDispute = 'rejected';
      return r;
  }
}

/** Event ids a row remembers (a shipment has a dozen events in its life). */
const REMEMBERED = 64;

/**
 * The row after the event with its id recorded (or the same row when the id is already in it): what
 * the consumers write, and what a rebuild folds in memory.
 */
export function foldRowEvent(row: ReportRow, e: RowEvent, eventId: string): ReportRow {
  if (row.ev.includes(eventId)) return row;
  const after = applyRowEvent(row, e);
  after.ev = [...row.ev, eventId].slice(-REMEMBERED);
  after.rev = row.rev + 1;
  return after;
}
