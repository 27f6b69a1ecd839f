import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Schema as MongooseSchema } from 'mongoose';
import { CARRIER_CONFIG_MODES, type CarrierConfigMode, type CarrierConfigName } from '@envios/domain';

/** One carrier integration (EPAK, FEDEX or ENTREGA): keys per mode, secret values sealed. */
@Schema({ collection: 'credentials', timestamps: true })
export class Credential {
  @Prop({ type: String, required: true }) _id!: CarrierConfigName;
  @Prop({ required: true, default: false }) active!: boolean;
  @Prop({ type: String, required: true, enum: CARRIER_CONFIG_MODES }) mode!: CarrierConfigMode;
  /** { test: { key: value }, production: { key: value } }; every value except `url` is sealed. */
  @Prop({ type: MongooseSchema.Types.Mixed, required: true, default: {} })
  keys!: Partial<Record<CarrierConfigMode, Record<string, string>>>;
  updatedAt!: Date;
}
export const CredentialSchema = SchemaFactory.createForClass(Credential);

/** Keys stored in the clear (they are addresses, not secrets). */
export const PLAIN_KEYS: readonly string[] = ['url'];
