import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/** Each user's tariff as identity last announced it (read model; identity owns the truth). */
@Schema({ collection: 'customer_tariffs', timestamps: { createdAt: false, updatedAt: true } })
export class CustomerTariff {
  /** The user id. */
  @Prop({ type: String, required: true }) _id!: string;
  @Prop({ required: true }) nombre!: string;
  @Prop({ required: true }) tarifa!: number;
}
export const CustomerTariffSchema = SchemaFactory.createForClass(CustomerTariff);
