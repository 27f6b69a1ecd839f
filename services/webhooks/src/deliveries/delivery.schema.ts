import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { WEBHOOK_DELIVERY_STATES, WEBHOOK_EVENT_TYPES, type WebhookEventType } from '@envios/contracts';

export type DeliveryState = (typeof WEBHOOK_DELIVERY_STATES)[number];

/** One event sent to one endpoint: its attempts and the endpoint's last answer (the delivery log). */
@Schema({ collection: 'webhook_deliveries', versionKey: false })
export class Delivery {
  /** `<webhook event id>.<endpoint id>` for the first delivery; a replay adds `.r<time>`. */
  @Prop({ type: String, required: true }) _id!: string;
  @Prop({ type: String, required: true }) endpoint!: string;
  @Prop({ type: String, required: true }) account!: string;
  /** The webhook event (`<event id>:<account>`) it carries. */
  @Prop({ type: String, required: true }) event!: string;
  @Prop({ required: true }) eventId!: string;
  @Prop({ type: String, enum: WEBHOOK_EVENT_TYPES, required: true }) type!: WebhookEventType;
  @Prop({ type: String, default: null }) shipmentId!: string | null;
  /** The event's time: an endpoint gets one shipment's deliveries in this order. */
  @Prop({ type: Date, required: true }) eventAt!: Date;
  @Prop({ type: String, enum: WEBHOOK_DELIVERY_STATES, required: true, default: 'pending' })
  status!: DeliveryState;
  /** Unfinished (pending or retrying): what may hold back a later delivery of the same shipment. */
  @Prop({ required: true, default: true }) open!: boolean;
  @Prop({ required: true, default: 0 }) attempts!: number;
  @Prop({ type: Number, default: null }) responseStatus!: number | null;
  @Prop({ type: String, default: null }) responseBody!: string | null;
  @Prop({ type: Number, default: null }) latencyMs!: number | null;
  @Prop({ type: String, default: null }) error!: string | null;
  @Prop({ type: String, default: null }) replayOf!: string | null;
  @Prop({ type: Date, required: true }) createdAt!: Date;
  @Prop({ type: Date, default: null }) lastAttemptAt!: Date | null;
  /** When a retrying delivery is tried next (a later delivery of its shipment waits until then). */
  @Prop({ type: Date, default: null }) nextAttemptAt!: Date | null;
}
export const DeliverySchema = SchemaFactory.createForClass(Delivery);
DeliverySchema.index({ endpoint: 1, createdAt: -1 });
DeliverySchema.index({ endpoint: 1, shipmentId: 1, open: 1 });
