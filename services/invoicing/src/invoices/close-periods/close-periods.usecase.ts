import { Injectable } from '@nestjs/common';
import { InvoiceStore } from '../invoice-store';
import { StampQueue } from '../stamp-queue';

/**
 * Closes the periods that have ended by `at`: each open consolidated or global invoice whose
 * period is over gets its stamping job (keyed by the invoice, so closing twice queues it once).
 */
@Injectable()
export class ClosePeriodsUseCase {
  constructor(
    private readonly store: InvoiceStore,
    private readonly queue: StampQueue,
  ) {}

  async execute(at = new Date()): Promise<{ queued: string[] }> {
    const due = await this.store.openDue(at);
    for (const invoice of due) await this.queue.stamp(invoice._id);
    return { queued: due.map((i) => i._id) };
  }
}
