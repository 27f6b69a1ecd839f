import { Injectable } from '@nestjs/common';
import { ShipmentDeleted, ShipmentsErrors } from '@envios/contracts';
import { AppError, EventPublisher, type CallerIdentity } from '@envios/platform';
import { ShipmentScope } from '../shipment-scope';
import { ShipmentStore } from '../shipment-store';
import type { StoredShipment } from '../shipment.schema';

/**
 * POST /shipments/all/delete: deletes unpaid shipments the caller may change. One that is paid, or
 * not the caller's, stops the whole request before anything is deleted (409 / 404).
 */
@Injectable()
export class DeleteShipmentsUseCase {
  constructor(
    private readonly shipments: ShipmentStore,
    private readonly scope: ShipmentScope,
    private readonly events: EventPublisher,
  ) {}

  async execute(caller: CallerIdentity, ids: string[]): Promise<{ deleted: number }> {
    const unique = [...new Set(ids)];
    const found = await this.shipments.byIds(unique);
    if ((await Promise.all(found.map((s) => !!s && this.scope.canChange(caller, s)))).includes(false))
      throw AppError.of(ShipmentsErrors.shipmentNotFound);
    const docs = found as StoredShipment[];
    const paid = docs.filter((s) => s.status).length;
    if (paid) throw AppError.of(ShipmentsErrors.paidCannotBeDeleted, paid);
    const deleted = await this.shipments.deleteUnpaid(docs, (s) =>
      this.events.publish(ShipmentDeleted, String(s._id), {
        shipmentId: String(s._id),
        owner: s.owner,
        deletedBy: caller.id,
        ...(s.test ? { test: true } : {}),
      }),
    );
    // One paid between the check and its delete is kept (the delete is conditional).
    return { deleted };
  }
}
