import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Schema as MongooseSchema } from 'mongoose';
import type { CarrierConfigMode, CarrierConfigName } from '@envios/domain';

/**
 * A copy of a carrier integration as quoting announces it (IntegrationChanged), secrets still sealed:
 * the labels of a shipment priced by a carrier's API are made with the same account. Opened only
 * to make a call.
 */
@Schema({ collection: 'carrier_accounts', versionKey: false })
export class CarrierAccount {
  /** `<owner>:<name>`, as quoting keys it ('platform' or a client's id). */
  @Prop({ type: String, required: true }) _id!: string;
  @Prop({ type: String, required: true }) name!: CarrierConfigName;
  @Prop({ type: Boolean, required: true }) active!: boolean;
  @Prop({ type: String, required: true }) mode!: CarrierConfigMode;
  @Prop({ type: MongooseSchema.Types.Mixed, required: true })
  keys!: Partial<Record<CarrierConfigMode, Record<string, string>>>;
  @Prop({ type: Date, required: true }) changedAt!: Date;
}
export const CarrierAccountSchema = SchemaFactory.createForClass(CarrierAccount);

export const PLATFORM_OWNER = 'platform';
export const carrierAccountId = (owner: string, name: CarrierConfigName) => `${owner}:${name}`;
