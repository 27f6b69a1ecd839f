import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { isValidObjectId, type Model } from 'mongoose';
import { OverweightRegistered, ShipmentsErrors, type ShipmentParcel } from '@envios/contracts';
import { pesosToCentavos, roundKg, totalBilledWeightKg } from '@envios/domain';
import { AppError, EventPublisher, type CallerIdentity } from '@envios/platform';
import { ReadableShipment } from '../readable-shipment';
import { ShipmentListCache } from '../shipment-list-cache';
import { toShipmentDto } from '../shipment.mapper';
import { Shipment, type StoredShipment } from '../shipment.schema';

export interface OverweightInput {
  overweight: number;
  cost_overweight: number;
  measured_parcels?: ShipmentParcel[];
}

const sameParcels = (a: ShipmentParcel[] | null, b: ShipmentParcel[] | null) =>
  JSON.stringify(a) === JSON.stringify(b);

/**
 * With the carrier's measures, the overweight must be what they bill over what was declared (the
 * billed weight of each parcel is the higher of its weight and its volumetric weight).
 */
function checkMeasures(declared: ShipmentParcel[], measured: ShipmentParcel[], overweight: number) {
  if (measured.length !== declared.length)
    throw AppError.of(ShipmentsErrors.overweightParcelCount, declared.length);
  const declaredKg = totalBilledWeightKg(declared);
  const measuredKg = totalBilledWeightKg(measured);
  const over = roundKg(measuredKg - declaredKg);
  if (over <= 0) throw AppError.of(ShipmentsErrors.overweightNotOver, String(measuredKg), String(declaredKg));
  if (roundKg(overweight) !== over) throw AppError.of(ShipmentsErrors.overweightMismatch, String(over));
}

/**
 * PUT /shipments/{id}: the overweight the carrier's scale found on a paid shipment and what it
 * costs, with the measured parcels when known; OverweightRegistered goes with the change (the wallet
 * charges it). Setting it again with the same values changes nothing and announces nothing.
 */
@Injectable()
export class RegisterOverweightUseCase {
  constructor(
    @InjectModel(Shipment.name) private readonly shipments: Model<Shipment>,
    private readonly readable: ReadableShipment,
    private readonly events: EventPublisher,
    private readonly lists: ShipmentListCache,
  ) {}

  async execute(caller: CallerIdentity, id: string, body: OverweightInput) {
    const s = await this.readable.find(caller, id);
    if (!s.status) throw AppError.of(ShipmentsErrors.overweightOfUnpaid);
    const measured = body.measured_parcels ?? null;
    const costCentavos = pesosToCentavos(body.cost_overweight);
    const unchanged =
      s.overweight === body.overweight &&
      s.cost_overweight_centavos === costCentavos &&
      sameParcels(s.overweight_measured ?? null, measured);
    if (s.overweight_paid && !unchanged) throw AppError.of(ShipmentsErrors.overweightPaid);
    if (measured) checkMeasures(s.parcels, measured, body.overweight);
    if (!unchanged) {
      const written = await this.events.updateWithEvents(
        this.shipments,
        // Not once the wallet has charged it (OverweightCharged may land meanwhile).
        { _id: s._id, overweight_paid: { $ne: true } },
        {
          $set: {
            overweight: body.overweight,
            cost_overweight_centavos: costCentavos,
            overweight_paid: false,
            overweight_measured: measured,
            overweight_registered_at: new Date(),
            overweight_registered_by: caller.id,
            overweight_owner: s.owner,
            overweight_account: s.account,
            overweight_listed: true,
          },
        },
        this.events.event(OverweightRegistered, String(s._id), {
          shipmentId: String(s._id),
          owner: s.owner,
          overweightKg: body.overweight,
          costCentavos,
          registeredBy: caller.id,
        }),
      );
      if (written.modifiedCount) await this.lists.changed([s]);
    }
    return toShipmentDto((await this.shipments.findById(s._id).lean<StoredShipment>())!, caller.role);
  }

  /** The wallet charged it (OverweightCharged): it shows 'Pagado'. A repeat changes nothing. */
  async markPaid(shipmentId: string): Promise<void> {
    if (!isValidObjectId(shipmentId)) return;
    // Read, then written: findOneAndUpdate would send the schema's hidden fields as a projection,
    // which FerretDB 1.24's findAndModify refuses (owner and account never change).
    const s = await this.shipments.findById(shipmentId, { owner: 1, account: 1 }).lean<StoredShipment>();
    if (!s) return;
    await this.shipments.updateOne({ _id: shipmentId }, { $set: { overweight_paid: true } });
    await this.lists.changed([s]);
  }
}
