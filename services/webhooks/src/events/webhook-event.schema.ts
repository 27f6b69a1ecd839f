import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Schema as MongooseSchema } from 'mongoose';
import { WEBHOOK_EVENT_TYPES, type WebhookEventType } from '@envios/contracts';

/**
 * One event as an account's webhooks receive it (what GET /api/v2/events lists): once per source
 * event and account, so a redelivered Kafka event records nothing new.
 */
@Schema({ collection: 'webhook_events', versionKey: false })
export class WebhookEventRecord {
  /** `<event id>:<account>`. */
  @Prop({ type: String, required: true }) _id!: string;
  /** The id deliveries carry (the source event's id: the same in every account's copy). */
  @Prop({ required: true }) eventId!: string;
  @Prop({ type: String, required: true }) account!: string;
  @Prop({ type: String, enum: WEBHOOK_EVENT_TYPES, required: true }) type!: WebhookEventType;
  /** The shipment it is about: deliveries to one endpoint keep each shipment's order. */
  @Prop({ type: String, default: null }) shipmentId!: string | null;
  @Prop({ type: Date, required: true }) at!: Date;
  /** About what a test API key made: only test endpoints receive it, and only test keys list it. */
  @Prop({ type: Boolean, default: false }) test!: boolean;
  @Prop({ type: MongooseSchema.Types.Mixed, required: true }) data!: Record<string, unknown>;
}
export const WebhookEventRecordSchema = SchemaFactory.createForClass(WebhookEventRecord);
WebhookEventRecordSchema.index({ account: 1, at: -1 });
