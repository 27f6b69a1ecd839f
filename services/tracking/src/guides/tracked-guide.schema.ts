import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { CarrierCode, PortalTrackingStatus, TrackingSource, TrackingStopReason } from '@envios/domain';
import { outboxPlugin } from '@envios/platform';

export interface StoredTrackEvent {
  /** ISO 8601 with the carrier's offset. */
  date: string;
  code: string;
  description: string;
  location: string | null;
}

/**
 * A guide followed with its carrier, from its label (GuideGenerated) until it is delivered,
 * cancelled or 60 days old. Keyed by the guide number, the public lookup's key. Its events are the
 * carrier's whole history, oldest first; `version` grows with every change (TrackingStatusChanged).
 * When it is next asked about lives in Redis (poll-schedule.ts), not here.
 */
@Schema({ collection: 'tracked_guides', versionKey: false })
export class TrackedGuide {
  @Prop({ type: String, required: true }) _id!: string;
  @Prop({ type: String, required: true }) shipmentId!: string;
  @Prop({ type: String, required: true }) owner!: string;
  @Prop({ type: String, required: true }) account!: string;
  @Prop({ type: String, required: true }) carrier!: CarrierCode;
  @Prop({ type: String, default: null }) serviceName!: string | null;
  /** Who made the label: our own (the carrier network follows it) or the carrier's API. */
  @Prop({ type: String, required: true }) source!: 'ratecard' | 'fedex';
  /** Which mapping of section 4 words its status (null: Paquetexpress). */
  @Prop({ type: String, default: null }) trackingSource!: TrackingSource | null;
  @Prop({ type: Boolean, required: true }) active!: boolean;
  @Prop({ type: String, default: null }) stopReason!: TrackingStopReason | null;
  @Prop({ type: String, default: null }) status!: PortalTrackingStatus | null;
  @Prop({ type: String, required: true }) statusText!: string;
  @Prop({ type: Boolean, default: false }) notFound!: boolean;
  @Prop({ type: [Object], default: [] }) events!: StoredTrackEvent[];
  @Prop({ type: Number, default: 0 }) version!: number;
  @Prop({ type: Date, default: null }) lastEventAt!: Date | null;
  @Prop({ type: Date, required: true }) lastChangeAt!: Date;
  @Prop({ type: Number, default: 0 }) pollFailures!: number;
  @Prop({ type: String, default: null }) lastPollError!: string | null;
  @Prop({ type: Date, required: true }) generatedAt!: Date;
  @Prop({ type: Date, default: null }) deliveredAt!: Date | null;
  /** The promised delivery day (YYYY-MM-DD, Mexico City): the recipient page's expected date (issue 30). */
  @Prop({ type: String, default: null }) expectedBy!: string | null;
  /** Made with a test API key: its recipient page is a 404 like any unknown guide. */
  @Prop({ type: Boolean, default: false }) test!: boolean;
}
export type StoredTrackedGuide = TrackedGuide;
export const TrackedGuideSchema = SchemaFactory.createForClass(TrackedGuide);
TrackedGuideSchema.plugin(outboxPlugin);
// GET /tracking/all: a user's or a client account's active guides; the reconciliation: all active.
TrackedGuideSchema.index({ owner: 1, active: 1 });
TrackedGuideSchema.index({ account: 1, active: 1 });
TrackedGuideSchema.index({ active: 1 });
