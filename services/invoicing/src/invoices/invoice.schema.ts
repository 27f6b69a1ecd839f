import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Schema as MongooseSchema } from 'mongoose';
import { outboxPlugin } from '@envios/platform';

export type InvoiceKind = 'payment' | 'consolidated' | 'global' | 'substitute';
export type InvoiceStatus = 'open' | 'stamping' | 'valid' | 'canceled';
export type FundsMethod = 'paypal' | 'spei' | 'oxxo';

/** What a concept line is: a shipment (or its overweight), a top-up, or a refund left in the wallet. */
type LineKind = 'shipment' | 'overweight' | 'top-up' | 'wallet-credit';

export interface InvoiceLine {
  shipment_id: string | null;
  description: string;
  amount_centavos: number;
  kind: LineKind;
}

/** One payment's part of an invoice: one concept per line. */
export interface InvoicePayment {
  payment_id: string;
  method: FundsMethod;
  received_at: Date;
  lines: InvoiceLine[];
}

export interface Receiver {
  rfc: string;
  name: string;
  regimen: string;
  uso: string;
  zip: string;
}

/**
 * A CFDI: open while its period gathers payments (a payment's own is stamped at once), `stamping`
 * from the moment its concepts are fixed, `valid` once the PAC stamped it, `canceled` when a
 * substitute replaced it. Its id is its key (`pay-<payment>`, `per-<user>-<period>`,
 * `glb-<period>`, `sub-<hash>`), and the PAC's idempotency key derives from it.
 */
@Schema({ collection: 'invoicing_invoices', versionKey: false })
export class InvoiceDoc {
  @Prop({ type: String, required: true }) _id!: string;
  @Prop({ type: String, required: true }) kind!: InvoiceKind;
  /** The customer whose payments it invoices; null for a global invoice. */
  @Prop({ type: String, default: null }) user!: string | null;
  /** The client account that sees it (the customer itself when it has none); null: staff only. */
  @Prop({ type: String, default: null }) account!: string | null;
  /** The period it gathers (`M2026-11`…), null for a payment's own. */
  @Prop({ type: String, default: null }) period!: string | null;
  @Prop({ type: Date, default: null }) closes_at!: Date | null;
  @Prop({ type: MongooseSchema.Types.Mixed, required: true }) receiver!: Receiver;
  @Prop({ type: String, required: true }) status!: InvoiceStatus;
  /** Its payments by key (an object, not an array: adding one is an idempotent `$set`). */
  @Prop({ type: MongooseSchema.Types.Mixed, default: {} }) payments!: Record<string, InvoicePayment>;
  /** A substitute's predecessor and its UUID (CfdiRelacionados, TipoRelacion 04). */
  @Prop({ type: String, default: null }) substitutes!: string | null;
  @Prop({ type: String, default: null }) related_uuid!: string | null;
  // Once stamped:
  @Prop({ type: String, default: null }) pac_id!: string | null;
  @Prop({ type: String, default: null }) uuid!: string | null;
  @Prop({ type: String, default: null }) series!: string | null;
  @Prop({ type: String, default: null }) folio!: string | null;
  @Prop({ type: Number, default: null }) total_centavos!: number | null;
  @Prop({ type: String, default: null }) payment_form!: string | null;
  @Prop({ type: Date, default: null }) stamped_at!: Date | null;
  /** In the 'Facturas' lists (stamped; canceled ones stay). */
  @Prop({ type: Boolean, default: false }) listed!: boolean;
  @Prop({ type: String, default: null }) substituted_by!: string | null;
  @Prop({ type: Date, default: null }) canceled_at!: Date | null;
  @Prop({ type: Date, required: true }) created_at!: Date;
}
export const InvoiceSchema = SchemaFactory.createForClass(InvoiceDoc).plugin(outboxPlugin);
InvoiceSchema.index({ listed: 1, user: 1, stamped_at: -1 });
InvoiceSchema.index({ listed: 1, account: 1, stamped_at: -1 });
InvoiceSchema.index({ listed: 1, stamped_at: -1 });
InvoiceSchema.index({ status: 1 });

/**
 * Which invoice holds each payment (its id is the payment's), and the shipments of it refunded:
 * a refund may arrive before the payment it refunds (another partition), so it is kept here.
 */
@Schema({ collection: 'invoicing_charges', versionKey: false })
export class ChargeDoc {
  @Prop({ type: String, required: true }) _id!: string;
  @Prop({ type: String, default: null }) user!: string | null;
  @Prop({ type: String, default: null }) invoice_id!: string | null;
  @Prop({ type: [String], default: [] }) refunded!: string[];
}
export const ChargeSchema = SchemaFactory.createForClass(ChargeDoc);
