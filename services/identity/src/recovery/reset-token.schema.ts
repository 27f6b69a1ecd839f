import { hash, randomBytes } from 'node:crypto';
import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Schema as MongooseSchema, Types } from 'mongoose';
import { outboxPlugin } from '@envios/platform';

/** A password-reset link: only the SHA-256 of the token is stored, never the token itself. */
@Schema({ collection: 'password_resets', timestamps: { createdAt: true, updatedAt: false } })
export class PasswordReset {
  /** sha256(token), hex. */
  @Prop({ type: String, required: true }) _id!: string;
  @Prop({ type: MongooseSchema.Types.ObjectId, required: true, index: true }) userId!: Types.ObjectId;
  @Prop({ required: true, index: true }) expiresAt!: Date;
  @Prop({ type: Date, default: null }) usedAt!: Date | null;
}
export const PasswordResetSchema = SchemaFactory.createForClass(PasswordReset).plugin(outboxPlugin);

export const newResetToken = () => randomBytes(32).toString('base64url');
export const hashResetToken = (token: string) => hash('sha256', token, 'hex');
