import { Injectable } from '@nestjs/common';
import { ShipmentsErrors, type ShipmentToCreate } from '@envios/contracts';
import { AppError, type CallerIdentity } from '@envios/platform';
import { NewShipments } from '../new-shipments';
import { ShipmentStore } from '../shipment-store';

/**
 * A batch's rows become shipments (issue 27): each row its own quote of one guide, checked like any
 * shipment's, priced by its token. The batches service chooses the ids, so asking again (a retry
 * after a crash) makes only those not made yet. All the new ones are written together, or none.
 */
@Injectable()
export class CreateBatchShipmentsUseCase {
  constructor(
    private readonly newShipments: NewShipments,
    private readonly shipments: ShipmentStore,
  ) {}

  async execute(
    caller: CallerIdentity,
    batchId: string,
    items: readonly { _id: string; shipment: ShipmentToCreate }[],
    now = new Date(),
  ): Promise<{ created: number; existing: number }> {
    const quoted = items.map(({ _id, shipment }) => {
      const quote = this.newShipments.verify(caller, shipment, 1);
      return { id: _id, item: shipment, quote, centavos: quote.orderTotalCentavos, batchId };
    });
    const existing = await this.shipments.fieldsOfMany(
      items.map((i) => i._id),
      ['owner', 'test'],
    );
    // An id taken by someone else's shipment is not this batch's to reuse.
    if (existing.some((s) => s.owner !== caller.id || !!s.test !== !!caller.test))
      throw AppError.of(ShipmentsErrors.shipmentNotFound);
    const made = new Set(existing.map((s) => String(s._id)));
    const missing = quoted.filter((q) => !made.has(q.id));
    if (missing.length) await this.newShipments.write(caller, missing, now);
    return { created: missing.length, existing: made.size };
  }
}
