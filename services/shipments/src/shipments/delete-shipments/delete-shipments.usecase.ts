import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { ShipmentDeleted, ShipmentsErrors } from '@envios/contracts';
import { AppError, EventPublisher, type CallerIdentity } from '@envios/platform';
import { ShipmentScope } from '../shipment-scope';
import { ShipmentSequences } from '../shipment-sequences';
import { Shipment, type StoredShipment } from '../shipment.schema';

/**
 * POST /shipments/all/delete: deletes unpaid shipments the caller may change. One that is paid, or
 * not the caller's, stops the whole request before anything is deleted (409 / 404).
 */
@Injectable()
export class DeleteShipmentsUseCase {
  constructor(
    @InjectModel(Shipment.name) private readonly shipments: Model<Shipment>,
    private readonly scope: ShipmentScope,
    private readonly sequences: ShipmentSequences,
    private readonly events: EventPublisher,
  ) {}

  async execute(caller: CallerIdentity, ids: string[]): Promise<{ deleted: number }> {
    const unique = [...new Set(ids)];
    const found = await Promise.all(unique.map((id) => this.shipments.findById(id).lean<StoredShipment>()));
    if ((await Promise.all(found.map((s) => !!s && this.scope.canChange(caller, s)))).includes(false))
      throw AppError.of(ShipmentsErrors.shipmentNotFound);
    const docs = found as StoredShipment[];
    const paid = docs.filter((s) => s.status).length;
    if (paid) throw AppError.of(ShipmentsErrors.paidCannotBeDeleted, paid);
    const deleted = await this.sequences.deleteUnpaid(docs, (s) =>
      this.events.publish(ShipmentDeleted, String(s._id), {
        shipmentId: String(s._id),
        owner: s.owner,
        deletedBy: caller.id,
      }),
    );
    // One paid between the check and its delete is kept (the delete is conditional).
    return { deleted };
  }
}
