import { Injectable } from '@nestjs/common';
import { OverweightRegistered, ShipmentsErrors, type ShipmentParcel } from '@envios/contracts';
import { pesosToCentavos, roundKg, totalBilledWeightKg } from '@envios/domain';
import { AppError, EventPublisher, type CallerIdentity } from '@envios/platform';
import { OverweightPricing } from '../overweight-pricing';
import { ReadableShipment } from '../readable-shipment';
import { ShipmentStore } from '../shipment-store';
import { toShipmentDto } from '../shipment.mapper';

export interface OverweightInput {
  overweight: number;
  cost_overweight: number;
  measured_parcels?: ShipmentParcel[];
}

const sameParcels = (a: ShipmentParcel[] | null, b: ShipmentParcel[] | null) =>
  JSON.stringify(a) === JSON.stringify(b);

/**
 * PUT /shipments/{id}: the overweight the carrier's scale found on a paid shipment and what it
 * costs, with the measured parcels when known; OverweightRegistered goes with the change (the wallet
 * charges it). With the measures, the overweight must be what they bill over what was declared, and
 * the charge is computed as the quote computes it (OverweightCharge) and kept to explain the record;
 * the cost is the one staff confirm. Setting it again with the same values changes nothing and
 * announces nothing. The wallet's charge (OverweightCharged) is MarkOverweightPaidUseCase.
 */
@Injectable()
export class RegisterOverweightUseCase {
  constructor(
    private readonly shipments: ShipmentStore,
    private readonly readable: ReadableShipment,
    private readonly events: EventPublisher,
    private readonly pricing: OverweightPricing,
  ) {}

  async execute(caller: CallerIdentity, id: string, body: OverweightInput, now = new Date()) {
    const s = await this.readable.find(caller, id);
    if (!s.status) throw AppError.of(ShipmentsErrors.overweightOfUnpaid);
    const measured = body.measured_parcels ?? null;
    const costCentavos = pesosToCentavos(body.cost_overweight);
    const unchanged =
      s.overweight === body.overweight &&
      s.cost_overweight_centavos === costCentavos &&
      sameParcels(s.overweight_measured ?? null, measured);
    if (s.overweight_paid && !unchanged) throw AppError.of(ShipmentsErrors.overweightPaid);
    const charge = measured ? this.pricing.charge(s, measured) : null;
    if (charge && roundKg(body.overweight) !== charge.overweightKg)
      throw AppError.of(ShipmentsErrors.overweightMismatch, String(charge.overweightKg));
    if (!unchanged) {
      // Not once the wallet has charged it (OverweightCharged may land meanwhile).
      await this.shipments.registerOverweight(
        s,
        {
          overweight: body.overweight,
          costCentavos,
          measured,
          charge: charge?.toStored() ?? null,
          registeredAt: now,
          registeredBy: caller.id,
        },
        this.events.event(
          OverweightRegistered,
          String(s._id),
          {
            shipmentId: String(s._id),
            owner: s.owner,
            overweightKg: body.overweight,
            costCentavos,
            registeredBy: caller.id,
            numberGuide: s.number_guide,
            carrier: s.selected_service.carrier_code,
            serviceName: s.selected_service.carrier_service_name,
            declared: { parcels: s.parcels, billedKg: totalBilledWeightKg(s.parcels) },
            measured: measured && { parcels: measured, billedKg: totalBilledWeightKg(measured) },
          },
          now,
        ),
      );
    }
    return toShipmentDto((await this.shipments.byId(s._id))!, caller.role);
  }
}
