import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/** unpaid → paying (a wallet payment holds it) → paid; deleted with its shipment; refunded once. */
export type PayableState = 'unpaid' | 'paying' | 'paid' | 'deleted' | 'refunded';

/**
 * A shipment as the wallet charges it, from ShipmentCreated: the server-side price (never a
 * browser's) and who may pay it. Paying claims it with a conditional write on `state`, so a
 * shipment is paid once however many payments race for it.
 */
@Schema({ collection: 'payables', versionKey: false })
export class Payable {
  @Prop({ type: String, required: true }) _id!: string;
  @Prop({ type: String, required: true }) owner!: string;
  @Prop({ type: String, required: true }) account!: string;
  @Prop({ type: Number, required: true }) totalCentavos!: number;
  @Prop({ type: String, required: true }) carrier!: string;
  @Prop({ type: String, required: true }) service!: string;
  @Prop({ type: String, required: true }) serviceName!: string;
  /** A test API key's shipment: paid only from a test balance. */
  @Prop({ type: Boolean, default: false }) test!: boolean;
  /** When the shipment was created (ShipmentCreated). */
  @Prop({ type: Date, default: null }) createdAt!: Date | null;
  @Prop({ type: String, required: true, default: 'unpaid' }) state!: PayableState;
  /** The wallet payment or PayPal order that holds or paid it. */
  @Prop({ type: String, default: null }) paymentId!: string | null;
  @Prop({ type: String, default: null }) method!: 'wallet' | 'paypal' | null;
  /** Whose wallet paid it, or who paid it by card: refunds go to that wallet. */
  @Prop({ type: String, default: null }) payer!: string | null;
  @Prop({ type: Date, default: null }) leaseUntil!: Date | null;
  @Prop({ type: Date, default: null }) paidAt!: Date | null;
  @Prop({ type: String, default: null }) number_guide!: string | null;
  /**
   * The carrier's overweight charge: none, pending, being paid (held until the lease), paid; and
   * issue 30's disputes: disputed (a pending charge held: not auto-paid, not payable), waived (an
   * accepted dispute dropped it unpaid) or refunded (an accepted dispute gave a paid one back).
   */
  @Prop({ type: String, default: 'none' }) overweightState!:
    'none' | 'pending' | 'paying' | 'paid' | 'disputed' | 'waived' | 'refunded';
  @Prop({ type: Number, default: 0 }) overweightCentavos!: number;
  /** The overweight the charge is for (kg), as last registered: the ledger line says it. */
  @Prop({ type: Number, default: 0 }) overweightKg!: number;
  /**
   * The wallet a pending charge is on (its line's), until it is paid or withdrawn: auto-pay finds a
   * wallet's pending charges by equality on it after a credit lands.
   */
  @Prop({ type: String, default: null }) overweightDueFrom!: string | null;
  @Prop({ type: String, default: null }) overweightPaymentId!: string | null;
  @Prop({ type: Date, default: null }) overweightLeaseUntil!: Date | null;
}
export const PayableSchema = SchemaFactory.createForClass(Payable);
PayableSchema.index({ state: 1 });
PayableSchema.index({ overweightState: 1 });
PayableSchema.index({ overweightDueFrom: 1 });
