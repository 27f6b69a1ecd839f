import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Schema as MongooseSchema, Types } from 'mongoose';
import { API_KEY_MODES, API_KEY_SCOPES, type ApiKeyMode, type ApiKeyScope } from '@envios/contracts';

/** An API key: its SHA-256 only (the key is shown once and never kept), what it may do, whose it is. */
@Schema({ collection: 'api_keys', timestamps: true })
export class ApiKey {
  @Prop({ type: MongooseSchema.Types.ObjectId, required: true, index: true }) owner!: Types.ObjectId;
  @Prop({ required: true }) ownerEmail!: string;
  @Prop({ required: true }) name!: string;
  @Prop({ type: [String], enum: API_KEY_SCOPES, required: true }) scopes!: ApiKeyScope[];
  @Prop({ type: String, enum: API_KEY_MODES, required: true }) mode!: ApiKeyMode;
  /** The key's first characters, to recognise it in a list. */
  @Prop({ required: true }) prefix!: string;
  /** SHA-256 (hex) of the whole key: a 256-bit random secret needs no slow hash. */
  @Prop({ required: true, unique: true }) hash!: string;
  @Prop({ type: Date, default: null }) revokedAt!: Date | null;
  @Prop({ type: Date, default: null }) lastUsedAt!: Date | null;
  @Prop({ type: String, default: null }) lastUsedIp!: string | null;
  createdAt!: Date;
  updatedAt!: Date;
}
export const ApiKeySchema = SchemaFactory.createForClass(ApiKey);
ApiKeySchema.index({ owner: 1, revokedAt: 1 });

export type ApiKeyRecord = ApiKey & { _id: Types.ObjectId };
