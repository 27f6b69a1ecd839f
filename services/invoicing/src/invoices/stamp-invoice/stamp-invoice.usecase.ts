import { Injectable, Logger } from '@nestjs/common';
import { PacClient } from '../../pac/pac-client';
import { cfdiBody, paymentFormOf } from '../cfdi-body';
import { InvoiceStore } from '../invoice-store';
import type { InvoiceDoc } from '../invoice.schema';
import { isPublicoEnGeneral } from '../receivers';

/**
 * Stamps an invoice through the PAC: its payments are fixed first (open → stamping), then the CFDI
 * is requested with the invoice's idempotency key, so a retry after a timeout gets the same CFDI
 * back and never a second one. A substitute, once stamped, cancels its predecessor with SAT's
 * motive 01 naming it. Safe to run again at any point.
 */
@Injectable()
export class StampInvoiceUseCase {
  private readonly logger = new Logger(StampInvoiceUseCase.name);

  constructor(
    private readonly store: InvoiceStore,
    private readonly pac: PacClient,
  ) {}

  async execute(invoiceId: string): Promise<void> {
    let invoice = await this.store.find(invoiceId);
    if (!invoice || invoice.status === 'canceled') return;
    if (invoice.status === 'open') {
      await this.store.startStamping(invoiceId);
      invoice = (await this.store.find(invoiceId))!;
    }
    if (invoice.status === 'stamping') {
      const cfdi = await this.pac.stamp(cfdiBody(invoice, this.globalOf(invoice)));
      await this.store.markStamped(invoice, cfdi, paymentFormOf(invoice));
      this.logger.log(`stamped ${invoiceId}: ${cfdi.uuid}`);
      invoice = (await this.store.find(invoiceId))!;
    }
    if (invoice.status === 'valid' && invoice.substitutes) await this.cancelPredecessor(invoice);
  }

  /** SAT's motive 01 ("con errores con relación"): cancelled, naming the CFDI that replaces it. */
  private async cancelPredecessor(substitute: InvoiceDoc): Promise<void> {
    const old = await this.store.find(substitute.substitutes!);
    if (!old || old.status !== 'valid' || !old.pac_id) return;
    await this.pac.cancel(old.pac_id, '01', substitute.pac_id!);
    await this.store.markCanceled(old, substitute._id);
  }

  /** A global invoice's InformacionGlobal: monthly, its month and year. */
  private globalOf(invoice: InvoiceDoc): { year: number; month: number } | null {
    if (!isPublicoEnGeneral(invoice.receiver)) return null;
    const m = /^M(\d{4})-(\d{2})$/.exec(invoice.period ?? '');
    if (!m) throw new Error(`global invoice ${invoice._id} has no month`);
    return { year: Number(m[1]), month: Number(m[2]) };
  }
}
