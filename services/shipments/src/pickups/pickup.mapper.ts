import { PICKUP_STATUS_LABELS, type PickupDto } from '@envios/contracts';
import { PICKUP_RULES, type PickupRules } from '@envios/carriers';
import { CARRIER_LABELS } from '@envios/domain';
import type { StoredPickup } from './pickup.schema';

const kg = (n: number) => Math.round(n * 1000) / 1000;

/** The carrier's rules as the API words them. */
export const rulesDto = (r: PickupRules) => ({
  days: [...r.days],
  same_day_cutoff: r.sameDayCutoff,
  earliest: r.earliest,
  latest: r.latest,
  min_window_minutes: r.minWindowMinutes,
  max_days_ahead: r.maxDaysAhead,
  one_per_day: r.onePerDay,
  reschedule: r.reschedule,
  cancel: r.cancel,
});

/**
 * A pickup as the API answers it (no amounts anywhere: the Operativo reads it whole). A missed
 * pickup may always be booked again (nothing is left at the carrier); a scheduled one as its
 * carrier allows.
 */
export function toPickupDto(p: StoredPickup): PickupDto {
  const rules = PICKUP_RULES[p.carrier];
  return {
    id: p._id,
    carrier: p.carrier,
    carrier_name: CARRIER_LABELS[p.carrier],
    status: p.status,
    status_label: PICKUP_STATUS_LABELS[p.status],
    date: p.date,
    window: { ready: p.ready_time, close: p.close_time },
    address: p.address,
    guides: p.guides,
    pieces: p.guides.reduce((n, g) => n + g.pieces, 0),
    weight_kg: kg(p.guides.reduce((n, g) => n + g.weight_kg, 0)),
    confirmation_number: p.booking.confirmationNumber,
    can_reschedule: p.status === 'missed' || (p.status === 'scheduled' && rules.reschedule),
    can_cancel: p.status === 'missed' || (p.status === 'scheduled' && rules.cancel),
    owner: p.owner,
    created_at: p.created_at.toISOString(),
    updated_at: p.updated_at.toISOString(),
    collected_at: p.collected_at?.toISOString() ?? null,
    missed_at: p.missed_at?.toISOString() ?? null,
    cancelled_at: p.cancelled_at?.toISOString() ?? null,
    history: p.history.map((h) => ({
      at: new Date(h.at).toISOString(),
      action: h.action,
      date: h.date,
      window: { ready: h.ready_time, close: h.close_time },
      confirmation_number: h.confirmation_number,
    })),
  };
}
