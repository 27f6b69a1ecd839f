import { Injectable } from '@nestjs/common';
import { ShipmentsBatchRoutes, type Batch } from '@envios/contracts';
import type { CallerIdentity } from '@envios/platform';
import { BatchClients } from './batch-clients';
import { toBatchDto, type ShipmentState } from './batch.mapper';
import type { StoredBatch } from './batch.schema';
import { BatchStore } from './batch-store';

/**
 * Where a batch's shipments stand whenever the batch is read. While a paid batch's labels are being
 * made (the page asks every 2 s), from the labels counted as their events arrive (BatchStore, in
 * Redis); otherwise asked of the shipments service, whose states they are (a guide cancelled
 * later shows so).
 */
@Injectable()
export class BatchProgress {
  constructor(
    private readonly clients: BatchClients,
    private readonly store: BatchStore,
  ) {}

  async states(caller: CallerIdentity, batch: StoredBatch): Promise<Map<string, ShipmentState>> {
    const ids = batch.rows.flatMap((r) => (r.shipment_id ? [r.shipment_id] : []));
    if (batch.state === 'draft' || !ids.length) return new Map();
    const soFar =
      batch.state === 'paid' && !batch.completed_at && (await this.store.labelsSoFar(String(batch._id)));
    if (soFar) {
      const states = new Map<string, ShipmentState>();
      for (const [id, guide] of Object.entries(soFar.guides))
        states.set(id, { paid: true, guide_state: 'generated', number_guide: guide });
      for (const id of soFar.failed)
        states.set(id, { paid: true, guide_state: 'failed', number_guide: null });
      return states;
    }
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
