import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { Queues } from '@envios/contracts';
import { APP_CONFIG } from '@envios/platform';
import type { InvoicingConfig } from '../config';

/** The queue of PAC work: stamping an invoice, and re-issuing one whose card payment was refunded. */
export const STAMP_QUEUE = Queues.invoicingStamp;

export type StampJob = { invoiceId: string };
export type RefundJob = { paymentId: string; shipmentId: string };

/** BullMQ job ids take no ':'; ours are made of the ids they serve. */
const jobKey = (...parts: string[]) => parts.join('-').replace(/[^A-Za-z0-9_-]/g, '_');

/**
 * Jobs keyed by what they serve (an invoice, a payment's refunded shipment), so a redelivered
 * event adds nothing; retried with backoff while the PAC times out or is down.
 */
@Injectable()
export class StampQueue {
  constructor(
    @InjectQueue(STAMP_QUEUE) private readonly queue: Queue,
    @Inject(APP_CONFIG) private readonly config: InvoicingConfig,
  ) {}

  async stamp(invoiceId: string): Promise<void> {
    await this.queue.add('stamp', { invoiceId } satisfies StampJob, this.options(jobKey('stamp', invoiceId)));
  }

  async reissue(paymentId: string, shipmentId: string): Promise<void> {
    await this.queue.add(
      'refund',
      { paymentId, shipmentId } satisfies RefundJob,
      this.options(jobKey('refund', paymentId, shipmentId)),
    );
  }

  private options(jobId: string) {
    return {
      jobId,
      attempts: this.config.INVOICE_STAMP_ATTEMPTS,
      backoff: { type: 'exponential', delay: this.config.INVOICE_BACKOFF_MS },
      removeOnComplete: { age: 86_400 },
      removeOnFail: { age: 30 * 86_400 },
    };
  }
}
