import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { Role } from '@envios/domain';

/** What the wallet knows of an account, from identity's events: its role and client (for scoping). */
@Schema({ collection: 'wallet_members', versionKey: false })
export class Member {
  @Prop({ type: String, required: true }) _id!: string;
  @Prop({ type: String, default: null }) role!: Role | null;
  @Prop({ type: String, default: null }) clientId!: string | null;
}
export const MemberSchema = SchemaFactory.createForClass(Member);
