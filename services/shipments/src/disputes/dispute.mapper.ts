import type {
  Dispute as DisputeDto,
  DisputeMeasures,
  DisputeSummary,
  ShipmentParcel,
} from '@envios/contracts';
import { billedWeightKg, centavosToPesos, totalBilledWeightKg } from '@envios/domain';
import type { Dispute, Weighed } from './dispute.schema';

/** The parcels as one weighed parcel: the first one's size, the weight and billed weight of all. */
export function weighedOf(parcels: readonly ShipmentParcel[]): Weighed {
  const first = parcels[0];
  return {
    weight: parcels.reduce((sum, p) => sum + p.weight, 0),
    length: first?.depth ?? 0,
    width: first?.width ?? 0,
    height: first?.height ?? 0,
    billed_weight: totalBilledWeightKg(parcels),
  };
}

/** What the customer says: length is a parcel's depth. */
export function weighedClaim(m: DisputeMeasures): Weighed {
  return {
    ...m,
    billed_weight: billedWeightKg({ weight: m.weight, height: m.height, width: m.width, depth: m.length }),
  };
}

export const disputeSummary = (d: Dispute): DisputeSummary => ({
  id: d._id,
  status: d.status,
  opened_at: d.opened_at.toISOString(),
  decided_at: d.decided_at ? d.decided_at.toISOString() : null,
  reason: d.reason,
});

export function toDisputeDto(d: Dispute): DisputeDto {
  const base = `/api/v1/disputes/${d._id}`;
  return {
    ...disputeSummary(d),
    shipment_id: d.shipment_id,
    number_guide: d.number_guide,
    carrier: d.carrier,
    service: d.service,
    owner: {
      _id: d.person._id,
      email: d.person.email,
      name: `${d.person.first_names} ${d.person.last_names}`.trim(),
    },
    overweight: d.overweight_kg,
    cost_overweight: centavosToPesos(d.cost_centavos),
    charge_paid: d.charge_paid,
    registered_at: d.registered_at ? d.registered_at.toISOString() : null,
    declared: d.declared,
    measured: d.measured,
    claimed: d.claimed,
    comment: d.comment,
    photos: d.photos.map((p) => ({ n: p.n, url: `${base}/photos/${p.n}`, width: p.width, height: p.height })),
    packet_url: `${base}/packet`,
    decided_by: d.decided_by,
  };
}
