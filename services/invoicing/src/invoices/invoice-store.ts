import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { FilterQuery, Model } from 'mongoose';
import { InvoiceCanceled, InvoiceStamped } from '@envios/contracts';
import { EventPublisher } from '@envios/platform';
import type { StampedCfdi } from '../pac/pac-client';
import { totalOf } from './cfdi-body';
import { ChargeDoc, InvoiceDoc, type InvoicePayment } from './invoice.schema';

/** An invoice's fields before any payment is in it. */
export type InvoiceSeed = Omit<InvoiceDoc, 'payments'>;

/** What an invoice holds before it is stamped: no PAC record, folio, total or later history yet. */
export const unstamped = () => ({
  pac_id: null,
  uuid: null,
  series: null,
  folio: null,
  total_centavos: null,
  payment_form: null,
  stamped_at: null,
  listed: false,
  substituted_by: null,
  canceled_at: null,
  created_at: new Date(),
});

/** The key of a payment inside an invoice's `payments` (field names take neither '.' nor '$'). */
export const paymentKey = (paymentId: string) => paymentId.replace(/[.$]/g, '_');

const isDuplicateKey = (err: unknown) => (err as { code?: number }).code === 11000;

/**
 * Every read and write of invoices and of the charges that say which invoice holds each payment.
 * An open invoice takes payments with one conditional `$set` each (`status: 'open'`), so once its
 * stamping has begun (open → stamping, one conditional write) no payment can slip in unseen.
 */
@Injectable()
export class InvoiceStore {
  constructor(
    @InjectModel(InvoiceDoc.name) private readonly invoices: Model<InvoiceDoc>,
    @InjectModel(ChargeDoc.name) private readonly charges: Model<ChargeDoc>,
    private readonly events: EventPublisher,
  ) {}

  find(id: string): Promise<InvoiceDoc | null> {
    return this.invoices.findById(id).lean<InvoiceDoc>().exec();
  }

  chargeOf(paymentId: string): Promise<ChargeDoc | null> {
    return this.charges.findById(paymentId).lean<ChargeDoc>().exec();
  }

  /**
   * The payment's charge, recorded with the invoice it goes to unless it was recorded before (a
   * redelivered event keeps the first choice, whatever the customer's data says now).
   */
  async claimCharge(paymentId: string, user: string, invoiceId: string): Promise<ChargeDoc> {
    await this.charges
      .updateOne(
        { _id: paymentId },
        { $setOnInsert: { user, invoice_id: invoiceId, refunded: [] } },
        { upsert: true },
      )
      .catch((err: unknown) => {
        if (!isDuplicateKey(err)) throw err;
      });
    await this.charges.updateOne({ _id: paymentId, invoice_id: null }, { $set: { invoice_id: invoiceId } });
    return (await this.chargeOf(paymentId))!;
  }

  /** Moves a payment's charge to another invoice (a closed period's late payment, a substitute). */
  async moveCharge(paymentId: string, from: string, to: string): Promise<void> {
    await this.charges.updateOne({ _id: paymentId, invoice_id: from }, { $set: { invoice_id: to } });
  }

  /** A refunded shipment of a payment, kept whether or not the payment has arrived yet. */
  async noteRefund(paymentId: string, shipmentId: string): Promise<void> {
    await this.charges
      .updateOne({ _id: paymentId }, { $addToSet: { refunded: shipmentId } }, { upsert: true })
      .catch((err: unknown) => {
        if (!isDuplicateKey(err)) throw err;
      });
  }

  /**
   * Puts a payment in an open invoice, making the invoice when it is the first: 'added', or
   * 'closed' when the invoice is already being stamped or stamped (it may hold the payment already).
   * A duplicate key means the invoice exists: not open, or made by another replica's upsert at the
   * same moment (MongoDB does not retry an upsert whose filter is more than the _id), so the
   * payment is put in it once more, without upsert, while it is open.
   */
  async addPayment(seed: InvoiceSeed, payment: InvoicePayment): Promise<'added' | 'closed'> {
    const { status: _status, _id: id, ...rest } = seed;
    const $set = { [`payments.${paymentKey(payment.payment_id)}`]: payment };
    try {
      await this.invoices.updateOne(
        { _id: id, status: 'open' },
        { $set, $setOnInsert: rest },
        { upsert: true },
      );
      return 'added';
    } catch (err) {
      if (!isDuplicateKey(err)) throw err;
    }
    const r = await this.invoices.updateOne({ _id: id, status: 'open' }, { $set });
    return r.matchedCount === 1 ? 'added' : 'closed';
  }

  /** Replaces a payment of an open invoice (a refunded line re-described); false once it is not open. */
  async replacePayment(invoiceId: string, payment: InvoicePayment): Promise<boolean> {
    const r = await this.invoices.updateOne(
      { _id: invoiceId, status: 'open' },
      { $set: { [`payments.${paymentKey(payment.payment_id)}`]: payment } },
    );
    return r.matchedCount === 1;
  }

  /** A substitute invoice, its concepts fixed (stamping), and its predecessor's charges moved to it. */
  async createSubstitute(substitute: InvoiceDoc): Promise<void> {
    await this.invoices.create(substitute).catch((err: unknown) => {
      if (!isDuplicateKey(err)) throw err;
    });
    if (substitute.substitutes)
      await this.charges.updateMany(
        { invoice_id: substitute.substitutes },
        { $set: { invoice_id: substitute._id } },
      );
  }

  /** open → stamping: its payments are fixed from here on. */
  async startStamping(id: string): Promise<void> {
    await this.invoices.updateOne({ _id: id, status: 'open' }, { $set: { status: 'stamping' } });
  }

  /** stamping → valid, listed, with InvoiceStamped (once: the filter is the state). */
  async markStamped(invoice: InvoiceDoc, cfdi: StampedCfdi, paymentForm: string): Promise<boolean> {
    const stampedAt = new Date();
    const total = totalOf(invoice);
    const r = await this.events.updateWithEvents(
      this.invoices,
      { _id: invoice._id, status: 'stamping' },
      {
        $set: {
          status: 'valid',
          listed: true,
          pac_id: cfdi.id,
          uuid: cfdi.uuid,
          series: cfdi.series,
          folio: cfdi.folio,
          total_centavos: total,
          payment_form: paymentForm,
          stamped_at: stampedAt,
        },
      },
      this.events.event(InvoiceStamped, invoice._id, {
        invoiceId: invoice._id,
        user: invoice.user ?? null,
        kind: invoice.kind,
        uuid: cfdi.uuid,
        series: cfdi.series,
        folio: cfdi.folio,
        totalCentavos: total,
        receiverRfc: invoice.receiver.rfc,
        substitutes: invoice.substitutes ?? null,
        stampedAt: stampedAt.toISOString(),
      }),
    );
    return r.matchedCount === 1;
  }

  /** valid → canceled (motive 01), pointing at its substitute, with InvoiceCanceled. */
  async markCanceled(invoice: InvoiceDoc, substitutedBy: string): Promise<void> {
    const canceledAt = new Date();
    await this.events.updateWithEvents(
      this.invoices,
      { _id: invoice._id, status: 'valid' },
      { $set: { status: 'canceled', substituted_by: substitutedBy, canceled_at: canceledAt } },
      this.events.event(InvoiceCanceled, invoice._id, {
        invoiceId: invoice._id,
        user: invoice.user ?? null,
        uuid: invoice.uuid ?? '',
        motive: '01',
        substitutedBy,
        canceledAt: canceledAt.toISOString(),
      }),
    );
  }

  /** Open consolidated and global invoices whose period has ended by `at`. */
  async openDue(at: Date): Promise<InvoiceDoc[]> {
    const open = await this.invoices.find({ status: 'open' }, { payments: 0 }).lean<InvoiceDoc[]>().exec();
    return open.filter((i) => i.closes_at && i.closes_at.getTime() <= at.getTime());
  }

  /** One page of stamped invoices (newest first) matching an equality filter. */
  async page(
    filter: FilterQuery<InvoiceDoc>,
    page: number,
    limit: number,
  ): Promise<{ docs: InvoiceDoc[]; count: number }> {
    const where = { ...filter, listed: true };
    const [docs, count] = await Promise.all([
      this.invoices
        .find(where, { payments: 0, _outbox: 0 })
        .sort({ stamped_at: -1, _id: 1 })
        .skip((page - 1) * limit)
        .limit(limit)
        .lean<InvoiceDoc[]>()
        .exec(),
      this.invoices.countDocuments(where),
    ]);
    return { docs, count };
  }
}
