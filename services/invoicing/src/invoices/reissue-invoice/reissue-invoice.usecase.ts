import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { walletCredit } from '../../charges/on-funds-received/record-charge.usecase';
import { InvoiceStore, paymentKey, unstamped } from '../invoice-store';
import type { InvoiceDoc, InvoicePayment } from '../invoice.schema';
import { StampInvoiceUseCase } from '../stamp-invoice/stamp-invoice.usecase';

/** Thrown to have the job tried again later: the invoice is between two states. */
class NotYet extends Error {}

/**
 * A card-paid shipment was refunded to the wallet: the money stays the customer's balance, so its
 * concept becomes "Saldo a favor en monedero" for the same amount and the sum of valid invoices
 * still equals the money received. An invoice still open is simply re-described; a stamped one is
 * replaced: a substitute (CfdiRelacionados 04 → its UUID) is stamped, then the old one cancelled
 * with motive 01 naming it (StampInvoiceUseCase).
 */
@Injectable()
export class ReissueInvoiceUseCase {
  constructor(
    private readonly store: InvoiceStore,
    private readonly stamp: StampInvoiceUseCase,
  ) {}

  async execute(paymentId: string, shipmentId: string): Promise<void> {
    const charge = await this.store.chargeOf(paymentId);
    // Its payment has not arrived: RecordChargeUseCase invoices the shipment as a credit then.
    if (!charge?.invoice_id) return;
    const invoice = await this.store.find(charge.invoice_id);
    const payment = invoice?.payments?.[paymentKey(paymentId)];
    if (!invoice || !payment) throw new NotYet(`payment ${paymentId} is not in its invoice yet`);
    const index = payment.lines.findIndex((l) => l.shipment_id === shipmentId && l.kind !== 'wallet-credit');
    if (index < 0) {
      // Already re-described; a substitute made before a crash may still need its stamp.
      if (invoice.status === 'stamping' || (invoice.status === 'valid' && invoice.substitutes))
        await this.stamp.execute(invoice._id);
      return;
    }
    const credited: InvoicePayment = {
      ...payment,
      lines: payment.lines.map((l, i) => (i === index ? walletCredit(shipmentId, l.amount_centavos) : l)),
    };
    if (invoice.status === 'open') {
      if (!(await this.store.replacePayment(invoice._id, credited)))
        throw new NotYet(`invoice ${invoice._id} closed meanwhile`);
      return;
    }
    if (invoice.status !== 'valid') throw new NotYet(`invoice ${invoice._id} is ${invoice.status}`);
    const substitute = this.substituteOf(invoice, credited, shipmentId);
    await this.store.createSubstitute(substitute);
    await this.stamp.execute(substitute._id);
  }

  private substituteOf(old: InvoiceDoc, credited: InvoicePayment, shipmentId: string): InvoiceDoc {
    const hash = createHash('sha256').update(`${old._id}|${shipmentId}`).digest('hex').slice(0, 24);
    // Only the invoice's own fields: not its predecessor's outbox.
    const {
      _outbox: _o,
      _outboxAt: _a,
      _outboxPending: _p,
      ...fields
    } = old as InvoiceDoc & {
      _outbox?: unknown;
      _outboxAt?: unknown;
      _outboxPending?: unknown;
    };
    return {
      ...fields,
      _id: `sub-${hash}`,
      kind: 'substitute',
      status: 'stamping',
      payments: { ...old.payments, [paymentKey(credited.payment_id)]: credited },
      substitutes: old._id,
      related_uuid: old.uuid,
      ...unstamped(),
    };
  }
}
