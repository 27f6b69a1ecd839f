import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { outboxPlugin } from '@envios/platform';

/** A sales lead from the public contact form. */
@Schema({ collection: 'contact_messages', timestamps: { createdAt: true, updatedAt: false } })
export class ContactMessage {
  @Prop({ required: true }) first_name!: string;
  @Prop({ required: true }) last_name!: string;
  @Prop({ required: true }) company_name!: string;
  @Prop({ required: true }) email!: string;
  @Prop({ required: true }) phone!: string;
  @Prop({ type: String, default: null }) web!: string | null;
  @Prop({ required: true }) message!: string;
  @Prop({ type: Number, default: null }) number_shipment!: number | null;
  /** The signed-in user who wrote it, when there was one. */
  @Prop({ type: String, default: null }) userId!: string | null;
}
export const ContactMessageSchema = SchemaFactory.createForClass(ContactMessage).plugin(outboxPlugin);
