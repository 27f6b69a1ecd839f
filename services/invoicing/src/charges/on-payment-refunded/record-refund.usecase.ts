import { Injectable } from '@nestjs/common';
import { InvoiceStore } from '../../invoices/invoice-store';
import { StampQueue } from '../../invoices/stamp-queue';

/**
 * On PaymentRefunded of a card-paid shipment: the refund is noted on its payment's charge (the
 * payment may not have arrived yet) and its invoice re-issued by a job (ReissueInvoiceUseCase).
 */
@Injectable()
export class RecordRefundUseCase {
  constructor(
    private readonly store: InvoiceStore,
    private readonly queue: StampQueue,
  ) {}

  async execute(paymentId: string, shipmentId: string): Promise<void> {
    await this.store.noteRefund(paymentId, shipmentId);
    await this.queue.reissue(paymentId, shipmentId);
  }
}
