import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { OXXO_VOUCHER_STATUSES } from '@envios/contracts';

export type OxxoVoucherStatus = (typeof OXXO_VOUCHER_STATUSES)[number];

/**
 * An OXXO cash top-up: Stripe's confirmed PaymentIntent and the voucher it shows (OXXO's number).
 * Its pending 'Abono' line has the voucher's id. Its status moves once out of `pending`, by one
 * conditional write: `paid` (credited once, keyed by that line), `expired` (unpaid in time), or
 * `review` (paid with another amount or currency, or after it expired: held, not credited).
 */
@Schema({ collection: 'oxxo_vouchers', versionKey: false })
export class OxxoVoucher {
  /** Ours (24 hex): the pending line's id too. From the request's Idempotency-Key when it has one. */
  @Prop({ type: String, required: true }) _id!: string;
  @Prop({ type: String, required: true }) user!: string;
  @Prop({ type: String, required: true }) paymentIntent!: string;
  /** OXXO's number: the reference the customer gives the cashier, and the barcode's value. */
  @Prop({ type: String, required: true }) reference!: string;
  @Prop({ type: Number, required: true }) amountCentavos!: number;
  @Prop({ type: Date, required: true }) expiresAt!: Date;
  @Prop({ type: String, default: null }) hostedVoucherUrl!: string | null;
  @Prop({ type: String, required: true, default: 'pending' }) status!: OxxoVoucherStatus;
  @Prop({ type: Date, required: true }) created_at!: Date;
  @Prop({ type: Date, default: null }) settledAt!: Date | null;
}
export const OxxoVoucherSchema = SchemaFactory.createForClass(OxxoVoucher);
OxxoVoucherSchema.index({ reference: 1 }, { unique: true });
OxxoVoucherSchema.index({ paymentIntent: 1 }, { unique: true });
