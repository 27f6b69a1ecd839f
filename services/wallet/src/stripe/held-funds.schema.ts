import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

export type HoldReason = 'currency' | 'amount' | 'expired' | 'unknown-customer';

/**
 * Money Stripe says reached us that we did not credit, held for a person to review: a transfer in
 * another currency, an OXXO payment of another amount than its voucher's, or one for a voucher that
 * had expired. Once per provider payment (its id is the key), however often it is told.
 */
@Schema({ collection: 'held_funds', versionKey: false })
export class HeldFunds {
  /** Stripe's id of the money movement (ccsbtxn_… or pi_…). */
  @Prop({ type: String, required: true }) _id!: string;
  @Prop({ type: String, default: null }) user!: string | null;
  @Prop({ type: String, required: true }) method!: 'spei' | 'oxxo';
  @Prop({ type: Number, required: true }) amountCentavos!: number;
  @Prop({ type: String, required: true }) currency!: string;
  @Prop({ type: String, required: true }) reason!: HoldReason;
  /** The OXXO voucher it was for. */
  @Prop({ type: String, default: null }) voucher!: string | null;
  /** The Stripe event that told us. */
  @Prop({ type: String, required: true }) event!: string;
  @Prop({ type: Date, required: true }) heldAt!: Date;
}
export const HeldFundsSchema = SchemaFactory.createForClass(HeldFunds);
