import { hash, randomBytes } from 'node:crypto';
import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Schema as MongooseSchema, Types } from 'mongoose';

/** A password-reset link: only the SHA-256 of the token is stored, never the token itself. */
@Schema({ collection: 'password_resets' })
export class PasswordReset {
  /** sha256(token), hex. */
  @Prop({ type: String, required: true }) _id!: string;
  @Prop({ type: MongooseSchema.Types.ObjectId, required: true, index: true }) userId!: Types.ObjectId;
  /** When the reset was requested; the link expires a fixed time later. */
  @Prop({ required: true }) createdAt!: Date;
  @Prop({ required: true, index: true }) expiresAt!: Date;
  @Prop({ type: Date, default: null }) usedAt!: Date | null;
}
export const PasswordResetSchema = SchemaFactory.createForClass(PasswordReset);

export const newResetToken = () => randomBytes(32).toString('base64url');
export const hashResetToken = (token: string) => hash('sha256', token, 'hex');
