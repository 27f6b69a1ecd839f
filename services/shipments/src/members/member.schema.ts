import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { LabelFormat } from '@envios/contracts';
import type { Role } from '@envios/domain';

/**
 * What shipments knows of an account, from identity's events: its role and client (for list
 * scoping), its names (shown on its shipments), and its label format preference (set here).
 */
@Schema({ collection: 'shipment_members', versionKey: false })
export class Member {
  @Prop({ type: String, required: true }) _id!: string;
  @Prop({ type: String, default: '' }) email!: string;
  @Prop({ type: String, default: '' }) first_names!: string;
  @Prop({ type: String, default: '' }) last_names!: string;
  @Prop({ type: String, default: null }) role!: Role | null;
  @Prop({ type: String, default: null }) clientId!: string | null;
  @Prop({ type: String, default: null }) label_format!: LabelFormat | null;
}
export const MemberSchema = SchemaFactory.createForClass(Member);
