import { WorkerHost } from '@nestjs/bullmq';
import type { Job } from 'bullmq';
import { QueueProcessor } from '@envios/platform';
import { ReissueInvoiceUseCase } from '../reissue-invoice/reissue-invoice.usecase';
import { STAMP_QUEUE, type RefundJob, type StampJob } from '../stamp-queue';
import { StampInvoiceUseCase } from './stamp-invoice.usecase';

/** The PAC's work: stamping invoices and re-issuing refunded ones, retried with backoff. */
@QueueProcessor(STAMP_QUEUE, { concurrency: 4 })
export class StampInvoiceProcessor extends WorkerHost {
  constructor(
    private readonly stamp: StampInvoiceUseCase,
    private readonly reissue: ReissueInvoiceUseCase,
  ) {
    super();
  }

  async process(job: Job<StampJob | RefundJob>): Promise<void> {
    if (job.name === 'refund') {
      const { paymentId, shipmentId } = job.data as RefundJob;
      return this.reissue.execute(paymentId, shipmentId);
    }
    return this.stamp.execute((job.data as StampJob).invoiceId);
  }
}
