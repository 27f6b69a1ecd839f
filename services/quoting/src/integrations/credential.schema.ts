import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Schema as MongooseSchema } from 'mongoose';
import { outboxPlugin } from '@envios/platform';
import { CARRIER_CONFIG_MODES, type CarrierConfigMode, type CarrierConfigName } from '@envios/domain';

/** Whose integration it is: the platform's (managed by the superadmin) or a client account's (its id). */
export const PLATFORM_OWNER = 'platform';

/**
 * One carrier integration (EPAK, FEDEX or ENTREGA) of one owner: keys per mode, secret values
 * sealed. A client's apply to its own and its users' quotes; the platform's to everyone else's and
 * where the client has none.
 */
@Schema({ collection: 'carrier_integrations', timestamps: true })
export class Credential {
  /** `<owner>:<name>`: one integration per carrier and owner. */
  @Prop({ type: String, required: true }) _id!: string;
  @Prop({ type: String, required: true, index: true }) owner!: string;
  @Prop({ type: String, required: true }) name!: CarrierConfigName;
  @Prop({ required: true, default: false }) active!: boolean;
  @Prop({ type: String, required: true, enum: CARRIER_CONFIG_MODES }) mode!: CarrierConfigMode;
  /** { test: { key: value }, production: { key: value } }; every value except `url` is sealed. */
  @Prop({ type: MongooseSchema.Types.Mixed, required: true, default: {} })
  keys!: Partial<Record<CarrierConfigMode, Record<string, string>>>;
  updatedAt!: Date;
}
export const CredentialSchema = SchemaFactory.createForClass(Credential).plugin(outboxPlugin);

export const credentialId = (owner: string, name: CarrierConfigName) => `${owner}:${name}`;

/** Keys stored in the clear (they are addresses, not secrets). */
export const PLAIN_KEYS: readonly string[] = ['url'];
