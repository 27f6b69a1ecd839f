import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Schema as MongooseSchema } from 'mongoose';
import type { EventData, TaxInformationChanged } from '@envios/contracts';

export type TaxInformation = NonNullable<EventData<typeof TaxInformationChanged>['taxInformation']>;

/**
 * What invoicing knows of a customer from identity's events: the client account it belongs to (who
 * else sees its invoices) and its tax data with the invoice frequency (null: no tax data, its
 * payments go into the month's global invoice).
 */
@Schema({ collection: 'invoicing_customers', versionKey: false })
export class CustomerDoc {
  /** The user's id. */
  @Prop({ type: String, required: true }) _id!: string;
  @Prop({ type: String, default: null }) account!: string | null;
  @Prop({ type: MongooseSchema.Types.Mixed, default: null }) tax!: TaxInformation | null;
  @Prop({ type: String, default: null }) email!: string | null;
  /** When the tax data was last changed: an older event changes nothing. */
  @Prop({ type: Date, default: null }) tax_changed_at!: Date | null;
}
export const CustomerSchema = SchemaFactory.createForClass(CustomerDoc);
