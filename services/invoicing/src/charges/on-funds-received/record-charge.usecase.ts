import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import type { EventData, FundsReceived } from '@envios/contracts';
import { APP_CONFIG } from '@envios/platform';
import type { InvoicingConfig } from '../../config';
import { CustomerDoc } from '../../customers/customer.schema';
import { WALLET_CREDIT_DESCRIPTION } from '../../invoices/cfdi-body';
import { InvoiceStore, paymentKey, unstamped, type InvoiceSeed } from '../../invoices/invoice-store';
import type { InvoiceLine, InvoicePayment } from '../../invoices/invoice.schema';
import { periodOf } from '../../invoices/periods';
import { publicoEnGeneral, receiverOf } from '../../invoices/receivers';
import { StampQueue } from '../../invoices/stamp-queue';

type Funds = EventData<typeof FundsReceived>;

/** A payment's own invoice id (its id made safe for ours). */
const paymentInvoiceId = (paymentId: string) =>
  /^[A-Za-z0-9_-]{1,100}$/.test(paymentId)
    ? `pay-${paymentId}`
    : `pay-${createHash('sha256').update(paymentId).digest('hex').slice(0, 32)}`;

/**
 * On FundsReceived: the payment goes into the invoice the customer's data asks for — its own,
 * stamped at once (frequency 'payment'), the customer's week, fortnight or month (stamped when the
 * period closes), or the month's global invoice to público en general (no tax data). Once per
 * payment: the charge keeps the first choice, and adding a payment to an invoice is idempotent. A
 * payment that arrives after its period's invoice was stamped gets an invoice of its own.
 */
@Injectable()
export class RecordChargeUseCase {
  constructor(
    @InjectModel(CustomerDoc.name) private readonly customers: Model<CustomerDoc>,
    private readonly store: InvoiceStore,
    private readonly queue: StampQueue,
    @Inject(APP_CONFIG) private readonly config: InvoicingConfig,
  ) {}

  async execute(funds: Funds): Promise<void> {
    const customer = await this.customers.findById(funds.user).lean<CustomerDoc>().exec();
    const target = this.targetOf(customer, funds);
    const charge = await this.store.claimCharge(funds.paymentId, funds.user, target._id);
    const payment = this.paymentOf(funds, charge.refunded ?? []);
    const invoiceId = charge.invoice_id ?? target._id;
    const seed = invoiceId === target._id ? target : this.ownInvoice(customer, funds);
    if ((await this.store.addPayment(seed, payment)) === 'closed') {
      const holder = await this.store.find(invoiceId);
      if (holder?.payments?.[paymentKey(funds.paymentId)]) return;
      // Too late for its period: an invoice of its own.
      const own = this.ownInvoice(customer, funds);
      await this.store.moveCharge(funds.paymentId, invoiceId, own._id);
      await this.store.addPayment(own, payment);
      await this.queue.stamp(own._id);
      return;
    }
    if (seed.kind === 'payment') await this.queue.stamp(seed._id);
  }

  /** Where a payment goes by the customer's data when it arrives. */
  private targetOf(customer: CustomerDoc | null, funds: Funds): InvoiceSeed {
    const tax = customer?.tax;
    const received = new Date(funds.receivedAt);
    if (!tax) {
      const month = periodOf('monthly', received);
      return this.seed({
        _id: `glb-${month.key}`,
        kind: 'global',
        user: null,
        account: null,
        period: month.key,
        closes_at: month.closesAt,
        receiver: publicoEnGeneral(this.config.INVOICE_ISSUER_ZIP),
      });
    }
    if (tax.invoice_frequency === 'payment') return this.ownInvoice(customer, funds);
    const period = periodOf(tax.invoice_frequency, received);
    return this.seed({
      _id: `per-${funds.user}-${period.key}`,
      kind: 'consolidated',
      user: funds.user,
      account: customer.account ?? funds.user,
      period: period.key,
      closes_at: period.closesAt,
      receiver: receiverOf(tax),
    });
  }

  /** The payment's own invoice: to the customer, or to público en general (a global one of its month). */
  private ownInvoice(customer: CustomerDoc | null, funds: Funds): InvoiceSeed {
    const tax = customer?.tax;
    return this.seed({
      _id: paymentInvoiceId(funds.paymentId),
      kind: tax ? 'payment' : 'global',
      user: tax ? funds.user : null,
      account: tax ? (customer?.account ?? funds.user) : null,
      period: tax ? null : periodOf('monthly', new Date(funds.receivedAt)).key,
      closes_at: null,
      receiver: tax ? receiverOf(tax) : publicoEnGeneral(this.config.INVOICE_ISSUER_ZIP),
    });
  }

  private seed(
    fields: Pick<InvoiceSeed, '_id' | 'kind' | 'user' | 'account' | 'period' | 'closes_at' | 'receiver'>,
  ): InvoiceSeed {
    return {
      ...fields,
      status: 'open',
      substitutes: null,
      related_uuid: null,
      ...unstamped(),
    };
  }

  /** Its concept lines; a shipment already refunded to the wallet is a wallet credit. */
  private paymentOf(funds: Funds, refunded: string[]): InvoicePayment {
    const kind: InvoiceLine['kind'] =
      funds.purpose === 'top-up' ? 'top-up' : funds.purpose === 'overweight' ? 'overweight' : 'shipment';
    return {
      payment_id: funds.paymentId,
      method: funds.method,
      received_at: new Date(funds.receivedAt),
      lines: funds.lines.map((l) =>
        l.shipmentId && refunded.includes(l.shipmentId) && funds.method === 'paypal'
          ? walletCredit(l.shipmentId, l.amountCentavos)
          : {
              shipment_id: l.shipmentId,
              description: l.description,
              amount_centavos: l.amountCentavos,
              kind,
            },
      ),
    };
  }
}

/** A refunded shipment's amount, which stays in the customer's wallet: invoiced as a balance in favour. */
export const walletCredit = (shipmentId: string, amountCentavos: number): InvoiceLine => ({
  shipment_id: shipmentId,
  description: WALLET_CREDIT_DESCRIPTION,
  amount_centavos: amountCentavos,
  kind: 'wallet-credit',
});
