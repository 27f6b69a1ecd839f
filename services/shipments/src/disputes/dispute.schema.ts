import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Schema as MongooseSchema } from 'mongoose';
import type { DisputeStatus } from '@envios/contracts';
import { outboxPlugin } from '@envios/platform';
import type { Person } from '../shipments/shipment.schema';

/** Weight (kg) and length × width × height (cm) of a parcel, with the weight it bills. */
export interface Weighed {
  weight: number;
  length: number;
  width: number;
  height: number;
  billed_weight: number;
}

/** A stored photo: its number (1–6), its name in the storage and its size in pixels. */
export interface DisputePhoto {
  n: number;
  name: string;
  width: number;
  height: number;
}

/**
 * Issue 30: a customer's dispute of a shipment's overweight charge. One per charge: its id is
 * 'dsp_' + the shipment's id, so a second one is a duplicate key. It keeps the charge as it stood
 * when disputed (what was declared, measured and charged), so the queue and the packet read it alone.
 */
@Schema({ collection: 'disputes', versionKey: false })
export class Dispute {
  @Prop({ type: String }) _id!: string;
  @Prop({ type: String, required: true }) shipment_id!: string;
  @Prop({ type: String, required: true }) owner!: string;
  /** The client account the shipment belongs to (a client reads its account's disputes). */
  @Prop({ type: String, required: true }) account!: string;
  @Prop({ type: Boolean, default: false }) test!: boolean;
  /** True on every dispute: staff's queue is one equality lookup. */
  @Prop({ type: Boolean, default: true }) listed!: boolean;
  @Prop({ type: MongooseSchema.Types.Mixed, required: true }) person!: Person;
  @Prop({ type: String, default: null }) number_guide!: string | null;
  @Prop({ type: String, required: true }) carrier!: string;
  @Prop({ type: String, required: true }) service!: string;
  @Prop({ type: Number, required: true }) overweight_kg!: number;
  @Prop({ type: Number, required: true }) cost_centavos!: number;
  @Prop({ type: Boolean, required: true }) charge_paid!: boolean;
  @Prop({ type: Date, default: null }) registered_at!: Date | null;
  @Prop({ type: MongooseSchema.Types.Mixed, required: true }) declared!: Weighed;
  @Prop({ type: MongooseSchema.Types.Mixed, default: null }) measured!: Weighed | null;
  @Prop({ type: MongooseSchema.Types.Mixed, required: true }) claimed!: Weighed;
  @Prop({ type: String, required: true }) comment!: string;
  @Prop({ type: [MongooseSchema.Types.Mixed], required: true }) photos!: DisputePhoto[];
  @Prop({ type: String, required: true }) status!: DisputeStatus;
  @Prop({ type: String, default: null }) reason!: string | null;
  @Prop({ type: String, required: true }) opened_by!: string;
  @Prop({ type: String, default: null }) idempotency_key!: string | null;
  @Prop({ type: Date, required: true }) opened_at!: Date;
  @Prop({ type: String, default: null }) decided_by!: string | null;
  @Prop({ type: Date, default: null }) decided_at!: Date | null;
}

export const DisputeSchema = SchemaFactory.createForClass(Dispute).plugin(outboxPlugin);
// The queue (everyone's, by status), a client's account's and an owner's disputes.
DisputeSchema.index({ listed: 1 });
DisputeSchema.index({ account: 1 });
DisputeSchema.index({ owner: 1 });

export const disputeIdOf = (shipmentId: string) => `dsp_${shipmentId}`;
/**
 * A photo's name in the label storage: its own prefix, an extension no label route serves, and the
 * attempt's token, so two racing attempts at one dispute never remove each other's photos.
 */
export const disputePhotoName = (disputeId: string, token: string, n: number) =>
  `dispute-${disputeId}-${token}-${n}.jpg`;
