import { Injectable } from '@nestjs/common';
import { BatchErrors, WalletRoutes, type Batch } from '@envios/contracts';
import { AppError, type CallerIdentity } from '@envios/platform';
import { BatchClients } from '../batch-clients';
import { BatchProgress } from '../batch-progress';
import { owned } from '../batch-scope';
import { BatchStore } from '../batch-store';

/**
 * POST /batches/{id}/capture {order_id}: the buyer approved the batch's card order; the wallet
 * captures it (once, however often this is asked: a capture replays PayPal's answer) and pays its
 * rows, and the batch is paid when no row is left unpaid. A declined card answers the wallet's
 * error and leaves the batch waiting for another try.
 */
@Injectable()
export class CaptureBatchUseCase {
  constructor(
    private readonly store: BatchStore,
    private readonly clients: BatchClients,
    private readonly progress: BatchProgress,
  ) {}

  async execute(caller: CallerIdentity, id: string, orderId: string, now = new Date()): Promise<Batch> {
    const batch = owned(caller, await this.store.byId(id));
    if (batch.state !== 'paid') {
      if (batch.state !== 'paying' || batch.card_order?.id !== orderId)
        throw AppError.of(BatchErrors.orderNotFound);
      await this.clients.wallet.call(WalletRoutes.captureOrder, { caller, params: { orderId } });
      const ids = batch.rows.flatMap((r) => (r.shipment_id ? [r.shipment_id] : []));
      if (!(await this.clients.unpaidOf(caller, ids)).length) await this.store.markPaid(batch._id, now);
    }
    return this.progress.dto(caller, (await this.store.byId(id))!);
  }
}
