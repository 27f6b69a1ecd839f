import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { isValidObjectId, type Model } from 'mongoose';
import { OverweightRegistered, ShipmentsErrors } from '@envios/contracts';
import { pesosToCentavos } from '@envios/domain';
import { AppError, EventPublisher, type CallerIdentity } from '@envios/platform';
import { ReadableShipment } from '../readable-shipment';
import { toShipmentDto } from '../shipment.mapper';
import { Shipment, type StoredShipment } from '../shipment.schema';

/**
 * PUT /shipments/{id}: the overweight the carrier's scale found on a paid shipment and what it
 * costs; OverweightRegistered goes with the change (the wallet charges it). Setting it again with
 * the same values changes nothing and announces nothing.
 */
@Injectable()
export class RegisterOverweightUseCase {
  constructor(
    @InjectModel(Shipment.name) private readonly shipments: Model<Shipment>,
    private readonly readable: ReadableShipment,
    private readonly events: EventPublisher,
  ) {}

  async execute(caller: CallerIdentity, id: string, body: { overweight: number; cost_overweight: number }) {
    const s = await this.readable.find(caller, id);
    if (!s.status) throw AppError.of(ShipmentsErrors.overweightOfUnpaid);
    const costCentavos = pesosToCentavos(body.cost_overweight);
    if (s.overweight !== body.overweight || s.cost_overweight_centavos !== costCentavos) {
      await this.events.updateWithEvents(
        this.shipments,
        { _id: s._id },
        {
          $set: {
            overweight: body.overweight,
            cost_overweight_centavos: costCentavos,
            overweight_paid: false,
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
    }
    return toShipmentDto((await this.shipments.findById(s._id).lean<StoredShipment>())!, caller.role);
  }

  /** The wallet charged it (OverweightCharged): it shows 'Pagado'. A repeat changes nothing. */
  async markPaid(shipmentId: string): Promise<void> {
    if (!isValidObjectId(shipmentId)) return;
    await this.shipments.updateOne({ _id: shipmentId }, { $set: { overweight_paid: true } });
  }
}
