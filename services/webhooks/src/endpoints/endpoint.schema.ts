import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Types } from 'mongoose';
import { WEBHOOK_EVENT_TYPES, type WebhookEventType } from '@envios/contracts';
import { outboxPlugin } from '@envios/platform';

/** Where an account wants its events, and the secret (sealed) that signs them. */
@Schema({ collection: 'webhook_endpoints', timestamps: true })
export class Endpoint {
  /** The account (user id) whose events it receives. */
  @Prop({ type: String, required: true, index: true }) owner!: string;
  /** The owner's e-mail when it was made (for staff who read every account's endpoints). */
  @Prop({ type: String, default: '' }) ownerEmail!: string;
  @Prop({ required: true }) url!: string;
  @Prop({ type: [String], enum: WEBHOOK_EVENT_TYPES, required: true }) events!: WebhookEventType[];
  /** The signing secret, sealed (SecretBox). */
  @Prop({ required: true }) secret!: string;
  /** The secret before the last rotation, still signing beside the new one until `previousUntil`. */
  @Prop({ type: String, default: null }) previousSecret!: string | null;
  @Prop({ type: Date, default: null }) previousUntil!: Date | null;
  @Prop({ default: true, index: true }) enabled!: boolean;
  @Prop({ type: Date, default: null }) disabledAt!: Date | null;
  /** Deleted by its owner: kept for its delivery log, receives nothing. */
  @Prop({ default: false }) deleted!: boolean;
  /** Made with a test API key: it receives the test events only (a live one never does). */
  @Prop({ type: Boolean, default: false }) test!: boolean;
  /** When its current run of failures began; null while it answers. */
  @Prop({ type: Date, default: null }) failingSince!: Date | null;
  createdAt!: Date;
  updatedAt!: Date;
}
export const EndpointSchema = SchemaFactory.createForClass(Endpoint).plugin(outboxPlugin);
export type EndpointRecord = Endpoint & { _id: Types.ObjectId };
