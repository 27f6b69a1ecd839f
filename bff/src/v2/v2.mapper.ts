import {
  pesosToMoney,
  type AddressV2,
  type QuoteResponse,
  type RateV2,
  type ShipmentDto,
  type ShipmentV2,
  type TrackingResult,
} from '@envios/contracts';
import type { z } from 'zod';
import type {
  Batch,
  BatchV2,
  QuoteRequest,
  ShipmentToCreateSchema,
  TrackingV2Schema,
} from '@envios/contracts';

type DirectionDto = ShipmentDto['origin_direction'];

/** The rates of a quote, cheapest first; prices only where the service answered them. */
export function toRatesV2(quote: QuoteResponse): RateV2[] {
  return Object.values(quote.carriers)
    .flat()
    .map((o) => ({
      id: o.quote_token,
      carrier: o.carrier_code,
      carrier_name: o.carrier,
      service_code: o.service_code,
      service_name: o.carrier_service_name,
      ...(o.total_amount !== undefined ? { price: pesosToMoney(o.total_amount) } : {}),
      transit_days: o.total_transit_days,
      estimated_delivery: o.estimated_delivery ?? null,
      remote_area: o.is_remote,
      ...(o.on_time ? { on_time: o.on_time } : {}),
      ...(o.predicted
        ? {
            predicted: {
              billed_weight: o.predicted.billed_weight,
              ...(o.predicted.overweight_amount !== undefined
                ? { overweight: pesosToMoney(o.predicted.overweight_amount) }
                : {}),
              basis: o.predicted.basis,
              similar: o.predicted.similar,
            },
          }
        : {}),
      ...(o.surcharges
        ? {
            surcharges: o.surcharges.map((s) => ({
              type: s.type,
              ...(s.amount !== undefined ? { amount: pesosToMoney(s.amount) } : {}),
            })),
          }
        : {}),
      ...(o.recommended ? { recommended: true } : {}),
    }))
    .sort((a, b) => (a.price?.amount ?? 0) - (b.price?.amount ?? 0) || a.transit_days - b.transit_days);
}

const toAddressV2 = (d: DirectionDto): AddressV2 => ({
  name: d.full_name,
  email: d.email,
  phone: d.phone,
  street: d.address,
  number: d.number,
  interior: d.intNumber,
  reference: d.reference_of_origin,
  colony: d.colony,
  postal_code: d.postal_code,
  city: d.city,
  state: d.state,
  residential: d.residential,
});

/** A v2 address as the shipments service takes a direction. */
export const fromAddressV2 = (a: AddressV2): z.input<typeof ShipmentToCreateSchema>['origin_direction'] => ({
  full_name: a.name,
  email: a.email,
  phone: a.phone,
  address: a.street,
  number: a.number,
  intNumber: a.interior ?? null,
  reference_of_origin: a.reference ?? null,
  colony: a.colony,
  postal_code: a.postal_code,
  city: a.city,
  state: a.state ?? null,
  residential: a.residential ?? false,
});

export function toShipmentV2(s: ShipmentDto): ShipmentV2 {
  const price = s.selected_service.total_amount;
  return {
    id: s._id,
    mode: s.test ? 'test' : 'live',
    status: s.guide_state === 'cancelled' ? 'cancelled' : s.status ? 'paid' : 'unpaid',
    carrier: s.selected_service.carrier_code,
    service_code: s.selected_service.service_code,
    service_name: s.selected_service.carrier_service_name,
    ...(price !== undefined ? { price: pesosToMoney(price) } : {}),
    label: { state: s.guide_state, guide_number: s.number_guide, format: s.label_format },
    tracking: { status: s.tracking_code, description: s.tracking_status, delivered_at: s.delivered_at },
    origin: toAddressV2(s.origin_direction),
    destination: toAddressV2(s.destination_direction),
    parcels: s.parcels.map((p) => ({ weight: p.weight, length: p.depth, width: p.width, height: p.height })),
    description: s.description_of_the_content,
    cancellable: s.cancellable,
    refunded: s.refunded,
    created_at: s.created_at,
  };
}

export const toTrackingV2 = (t: TrackingResult): z.infer<typeof TrackingV2Schema> => ({
  guide_number: t.number_guide,
  carrier: t.carrier,
  status: t.portal_status,
  description: t.status,
  delivered_at: t.delivered_at,
  events: t.shipment_event.map((e) => ({ at: e.date, description: e.status })),
});

type ParcelV2 = { weight: number; length: number; width: number; height: number };
type PlaceV2 = { postal_code: string; residential?: boolean | null };

/** v2 parcels (length) as the services take them (depth). */
export const toServiceParcels = (parcels: readonly ParcelV2[]) =>
  parcels.map((p) => ({ weight: p.weight, depth: p.length, width: p.width, height: p.height }));

/** What the quoting service takes for a v2 rates request (or a carrier rule's fresh quote). */
export const toQuoteRequest = (q: {
  origin: PlaceV2;
  destination: PlaceV2;
  parcels: readonly ParcelV2[];
  packageType: QuoteRequest['package_type'];
  guides: number;
  rule?: QuoteRequest['rule'];
  min_on_time?: number;
}) => ({
  cantidadGuias: q.guides,
  ...(q.rule ? { rule: q.rule } : {}),
  ...(q.min_on_time !== undefined ? { min_on_time: q.min_on_time } : {}),
  package_type: q.packageType,
  parcels: toServiceParcels(q.parcels),
  origin_direction: { postal_code: q.origin.postal_code, residential: q.origin.residential ?? undefined },
  destination_direction: {
    postal_code: q.destination.postal_code,
    residential: q.destination.residential ?? undefined,
  },
});

/** A batch as the public API shows it (centavos as Money, English keys). */
export function toBatchV2(b: Batch): BatchV2 {
  return {
    id: b.id,
    state: b.state,
    carrier_rule: b.rule
      ? {
          rule: b.rule.rule,
          carrier: b.rule.carrier,
          service: b.rule.service,
          max_days: b.rule.max_days,
          min_on_time: b.rule.min_on_time ?? null,
          quote_expires_at: b.rule.expires_at,
        }
      : null,
    counts: {
      rows: b.counts.rows,
      ready: b.totals.ready,
      with_errors: b.counts.with_errors,
      no_option: b.totals.no_option,
    },
    ...(b.totals.total_amount !== undefined ? { total: pesosToMoney(b.totals.total_amount) } : {}),
    progress: b.progress
      ? {
          labels_created: b.progress.generated,
          labels_failed: b.progress.failed,
          labels_pending: b.progress.waiting,
          unpaid: b.progress.unpaid,
        }
      : null,
    rows: b.rows.map((r) => ({
      row: r.n,
      status: r.status,
      order: r.values.order || null,
      errors: r.errors.map((e) => ({ column: e.column, code: e.code, message: e.message })),
      duplicate_of: r.duplicate_of,
      carrier: r.choice?.carrier_code ?? null,
      service_code: r.choice?.service_code ?? null,
      transit_days: r.choice?.total_transit_days ?? null,
      ...(r.choice?.total_amount !== undefined ? { price: pesosToMoney(r.choice.total_amount) } : {}),
      no_option_reason: r.no_option,
      shipment_id: r.shipment_id,
      guide_number: r.number_guide,
    })),
    created_at: b.created_at,
    paid_at: b.paid_at,
    completed_at: b.completed_at,
  };
}
