import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Schema as MongooseSchema, Types } from 'mongoose';
import { OPTIONAL_EMAILS, type OptionalEmail } from '@envios/contracts';
import { ROLES, type Role } from '@envios/domain';
import { outboxPlugin } from '@envios/platform';

@Schema({ collection: 'users', timestamps: true })
export class User {
  @Prop({ required: true }) firstName!: string;
  @Prop({ required: true }) lastName!: string;
  /** As typed by the user; uniqueness is on emailLower. */
  @Prop({ required: true }) email!: string;
  @Prop({ required: true, unique: true }) emailLower!: string;
  @Prop({ required: true }) phone!: string;
  @Prop({ required: true, select: false }) passwordHash!: string;
  @Prop({ type: String, default: null }) website!: string | null;
  @Prop({ type: String, required: true, enum: ROLES, index: true }) rol!: Role;
  /** Can sign in: approved and not blocked. New sign-ups start inactive. */
  @Prop({ required: true, default: false }) active!: boolean;
  /** Set on the first activation; distinguishes approval from re-activation after a block. */
  @Prop({ type: Date, default: null }) approvedAt!: Date | null;
  @Prop({ default: false }) locked!: boolean;
  @Prop({ default: false }) invoice!: boolean;
  @Prop({ type: MongooseSchema.Types.Mixed, default: null }) taxInformation!: Record<string, unknown> | null;
  @Prop({ type: MongooseSchema.Types.ObjectId, ref: 'Tariff', default: null })
  tipoUsuario!: Types.ObjectId | null;
  /** The client account (a user with role client) this user is assigned to. */
  @Prop({ type: MongooseSchema.Types.ObjectId, default: null, index: true })
  parentClient!: Types.ObjectId | null;
  /** The optional e-mails this person turned off (Configuración); a kind added later starts on. */
  @Prop({ type: [String], enum: OPTIONAL_EMAILS, default: [] }) emailsOff!: OptionalEmail[];
  /** Pay a pending overweight charge from the wallet once its balance covers it (the wallet acts on it). */
  @Prop({ default: false }) overweightAutopay!: boolean;
  /** Requests a second each of this account's API keys may make; null: the portal's default. */
  @Prop({ type: Number, default: null }) apiRateLimit!: number | null;
  /** Bumped to revoke every token issued before (block, password change, role change). */
  @Prop({ default: 0 }) tokenVersion!: number;
  createdAt!: Date;
  updatedAt!: Date;
}
export const UserSchema = SchemaFactory.createForClass(User).plugin(outboxPlugin);
UserSchema.index({ createdAt: -1 });
