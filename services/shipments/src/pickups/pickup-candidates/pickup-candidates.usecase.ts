import { Injectable } from '@nestjs/common';
import { nextPickupDate, PICKUP_RULES } from '@envios/carriers';
import { CARRIER_CODES, CARRIER_LABELS } from '@envios/domain';
import type { CallerIdentity } from '@envios/platform';
import { ShipmentScope } from '../../shipments/shipment-scope';
import { ShipmentStore } from '../../shipments/shipment-store';
import type { StoredShipment } from '../../shipments/shipment.schema';
import { collectable, pickupGuide } from '../pickup-booking';
import { PickupStore } from '../pickup-store';
import { rulesDto } from '../pickup.mapper';

/** How many of the caller's newest paid shipments are looked through for guides to collect. */
const LOOK_BACK = 500;

const origin = (s: StoredShipment) => {
  const o = s.origin_direction;
  return {
    name: o.full_name,
    phone: o.phone,
    street: o.address,
    number: o.number ?? '',
    int_number: o.intNumber ?? null,
    colony: o.colony,
    city: o.city,
    state_short: o.state_short ?? null,
    postal_code: o.postal_code,
    reference: o.reference_of_origin ?? null,
  };
};

/**
 * GET /pickups/candidates: what the 'Programar recolección' form offers, per carrier: its rules
 * (days, cut-off, window), the first day it would come, and the caller's labelled guides that are
 * still with the shipper and in no pickup, with the address each leaves from.
 */
@Injectable()
export class PickupCandidatesUseCase {
  constructor(
    private readonly shipments: ShipmentStore,
    private readonly scope: ShipmentScope,
    private readonly pickups: PickupStore,
  ) {}

  async execute(caller: CallerIdentity, now = new Date()) {
    const list = await this.scope.listOf(caller, caller.id);
    const [paid, holding] = await Promise.all([
      this.shipments.filteredOf(list, { paid: true }, LOOK_BACK),
      this.pickups.holdingOf(await this.scope.accountOf(caller), !!caller.test),
    ]);
    const held = new Set(holding.flatMap((p) => p.shipment_ids));
    const free = paid.filter((s) => collectable(s) && !held.has(String(s._id)));
    return {
      carriers: CARRIER_CODES.map((carrier) => ({
        carrier,
        carrier_name: CARRIER_LABELS[carrier],
        rules: rulesDto(PICKUP_RULES[carrier]),
        next_date: nextPickupDate(PICKUP_RULES[carrier], now),
        guides: free
          .filter((s) => s.selected_service.carrier_code === carrier)
          .map((s) => ({
            ...pickupGuide(s),
            origin: origin(s),
            labelled_at: s.paid_at?.toISOString() ?? null,
          })),
      })),
    };
  }
}
