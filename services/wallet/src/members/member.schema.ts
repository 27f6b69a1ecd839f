import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { Role } from '@envios/domain';

/**
 * What the wallet knows of an account, from identity's events: its role and client (for scoping),
 * and whether it chose to have pending overweight charges paid from its wallet as soon as the
 * balance covers them (AccountSettingsChanged; off until it says so).
 */
@Schema({ collection: 'wallet_members', versionKey: false })
export class Member {
  @Prop({ type: String, required: true }) _id!: string;
  @Prop({ type: String, default: null }) role!: Role | null;
  @Prop({ type: String, default: null }) clientId!: string | null;
  @Prop({ type: Boolean, default: false }) overweightAutopay!: boolean;
  /** changedAt of the settings applied: an older AccountSettingsChanged arriving late changes nothing. */
  @Prop({ type: Date, default: null }) settingsChangedAt!: Date | null;
}
export const MemberSchema = SchemaFactory.createForClass(Member);
