import { Injectable } from '@nestjs/common';
import { ShipmentsBatchRoutes, type Batch } from '@envios/contracts';
import type { CallerIdentity } from '@envios/platform';
import { BatchClients } from './batch-clients';
import { toBatchDto, type ShipmentState } from './batch.mapper';
import type { StoredBatch } from './batch.schema';

/**
 * Where a batch's shipments stand, asked of the shipments service whenever the batch is read (the
 * labels' progress survives a reload because it is theirs, not a copy kept here).
 */
@Injectable()
export class BatchProgress {
  constructor(private readonly clients: BatchClients) {}

  async states(caller: CallerIdentity, batch: StoredBatch): Promise<Map<string, ShipmentState>> {
    const ids = batch.rows.flatMap((r) => (r.shipment_id ? [r.shipment_id] : []));
    if (batch.state === 'draft' || !ids.length) return new Map();
    const { shipments } = await this.clients.shipments.call(ShipmentsBatchRoutes.shipmentStates, {
      caller,
      body: { ids },
    });
    return new Map(shipments.map((s) => [s._id, s]));
  }

  async dto(caller: CallerIdentity, batch: StoredBatch): Promise<Batch> {
    return toBatchDto(batch, caller.role, await this.states(caller, batch));
  }
}
