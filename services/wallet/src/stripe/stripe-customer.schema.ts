import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/**
 * A user's Stripe customer and its own CLABE (mx_bank_transfer funding instructions): made once per
 * user. The first write of `customer` wins (an insert keyed by the user), so two replicas or a retry
 * asking at once keep one customer; Stripe's idempotency key makes them the same one anyway.
 */
@Schema({ collection: 'stripe_customers', versionKey: false })
export class StripeCustomer {
  /** Our user. */
  @Prop({ type: String, required: true }) _id!: string;
  /** Stripe's customer id (cus_…). */
  @Prop({ type: String, required: true }) customer!: string;
  @Prop({ type: String, default: null }) clabe!: string | null;
  @Prop({ type: String, default: null }) bankName!: string | null;
  @Prop({ type: String, default: null }) bankCode!: string | null;
  @Prop({ type: Date, required: true }) created_at!: Date;
}
export const StripeCustomerSchema = SchemaFactory.createForClass(StripeCustomer);
// A transfer's webhook names the customer; we find the user by equality.
StripeCustomerSchema.index({ customer: 1 });
