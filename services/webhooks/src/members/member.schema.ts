import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/** Which client account a user belongs to: its events also go to that account's endpoints. */
@Schema({ collection: 'webhook_members', timestamps: true })
export class Member {
  /** The user's id. */
  @Prop({ type: String, required: true }) _id!: string;
  @Prop({ type: String, default: null }) account!: string | null;
}
export const MemberSchema = SchemaFactory.createForClass(Member);
