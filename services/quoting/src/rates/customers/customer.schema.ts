import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/**
 * What quoting keeps of each user from identity's events (identity owns the truth): the tariff that
 * prices their quotes and the client account they belong to, whose carrier integrations apply.
 */
@Schema({ collection: 'customer_tariffs', timestamps: { createdAt: false, updatedAt: true } })
export class Customer {
  /** The user id. */
  @Prop({ type: String, required: true }) _id!: string;
  @Prop() nombre?: string;
  @Prop() tarifa?: number;
  /** The client account the user is assigned to (a client's own id for a client). */
  @Prop({ type: String, default: null }) clientId?: string | null;
}
export const CustomerSchema = SchemaFactory.createForClass(Customer);
