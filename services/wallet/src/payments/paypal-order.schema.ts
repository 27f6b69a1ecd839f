import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { outboxPlugin } from '@envios/platform';

/**
 * A PayPal order we created: for a top-up (its pending movement) or for shipments. Recording its
 * capture is one conditional write (state → captured) carrying the events it causes.
 */
@Schema({ collection: 'paypal_orders', versionKey: false })
export class PaypalOrder {
  /** PayPal's order id. */
  @Prop({ type: String, required: true }) _id!: string;
  @Prop({ type: String, required: true }) kind!: 'topup' | 'shipments';
  @Prop({ type: String, default: null }) prepaid!: string | null;
  @Prop({ type: [String], default: [] }) shipments!: string[];
  /** The batch whose rows it pays, if any. */
  @Prop({ type: String, default: null }) batch!: string | null;
  /** Who created it (and whose wallet gets any refund). */
  @Prop({ type: String, required: true }) user!: string;
  @Prop({ type: Number, required: true }) amountCentavos!: number;
  @Prop({ type: String, required: true, default: 'created' }) state!: 'created' | 'captured' | 'failed';
  @Prop({ type: String, default: null }) captureId!: string | null;
  /** Shipments this order paid (those already paid otherwise were refunded to the wallet). */
  @Prop({ type: [String], default: [] }) paid!: string[];
  @Prop({ type: Date, required: true }) created_at!: Date;
}
export const PaypalOrderSchema = SchemaFactory.createForClass(PaypalOrder).plugin(outboxPlugin);
PaypalOrderSchema.index({ state: 1 });
