import { Injectable } from '@nestjs/common';
import { BatchErrors, ShipmentsRoutes } from '@envios/contracts';
import type { CarrierCode } from '@envios/domain';
import { AppError, type CallerIdentity } from '@envios/platform';
import { BatchClients } from '../batch-clients';
import { reachable } from '../batch-scope';
import { BatchStore } from '../batch-store';

/**
 * GET /batches/{id}/manifest?carrier=: the relación de envíos of one carrier's guides in a paid
 * batch, a PDF for its pickup driver to sign (made by the shipments service).
 */
@Injectable()
export class BatchManifestUseCase {
  constructor(
    private readonly store: BatchStore,
    private readonly clients: BatchClients,
  ) {}

  async execute(caller: CallerIdentity, id: string, carrier: CarrierCode): Promise<Buffer> {
    const batch = reachable(caller, await this.store.byId(id), false);
    const shipments = batch.rows.flatMap((r) =>
      r.shipment_id && r.choice?.carrier_code === carrier ? [r.shipment_id] : [],
    );
    if (batch.state === 'draft') throw AppError.of(BatchErrors.notPaid);
    if (!shipments.length) throw AppError.of(BatchErrors.noneOfCarrier);
    return this.clients.shipments.callRaw(ShipmentsRoutes.manifest, {
      caller,
      body: { shipments, carrier, reference: `lote-${id}` },
    });
  }
}
