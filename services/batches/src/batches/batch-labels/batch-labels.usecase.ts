import { Injectable } from '@nestjs/common';
import { BatchErrors, ShipmentsRoutes, type BatchLabelFormat } from '@envios/contracts';
import { AppError, type CallerIdentity } from '@envios/platform';
import { BatchClients } from '../batch-clients';
import { reachable } from '../batch-scope';
import { BatchStore } from '../batch-store';

/**
 * GET /batches/{id}/labels?format=: every label of a paid batch that is ready, in the rows' order,
 * in one file to print — a letter PDF (two 4x6 labels a page), a 4x6 PDF or one ZPL stream — merged
 * by the shipments service, which keeps the labels.
 */
@Injectable()
export class BatchLabelsUseCase {
  constructor(
    private readonly store: BatchStore,
    private readonly clients: BatchClients,
  ) {}

  async execute(caller: CallerIdentity, id: string, format: BatchLabelFormat): Promise<Buffer> {
    const batch = reachable(caller, await this.store.byId(id), false);
    const shipments = batch.rows.flatMap((r) => (r.shipment_id ? [r.shipment_id] : []));
    if (batch.state === 'draft' || !shipments.length) throw AppError.of(BatchErrors.notPaid);
    return this.clients.shipments.callRaw(ShipmentsRoutes.mergedLabels, {
      caller,
      body: { shipments, format, reference: `lote-${id}` },
    });
  }
}
