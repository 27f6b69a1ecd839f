import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Schema as MongooseSchema } from 'mongoose';
import type { PickupStatus, TypedPickupAddress } from '@envios/contracts';
import type { ScheduledPickup } from '@envios/carriers';
import type { CarrierCode } from '@envios/domain';
import { outboxPlugin } from '@envios/platform';

/** One guide a pickup collects, as it was when booked (the manifest prints it). */
export interface PickupGuide {
  shipment_id: string;
  guide: string;
  recipient: string;
  destination: string;
  postal_code: string;
  pieces: number;
  weight_kg: number;
}

export interface PickupHistoryEntry {
  at: Date;
  action: 'scheduled' | 'rescheduled' | 'cancelled' | 'collected' | 'missed';
  date: string;
  ready_time: string;
  close_time: string;
  confirmation_number: string | null;
}

/**
 * A courier pickup (issue 30): the labelled guides of one carrier collected at one address, on a day
 * and in a window (Mexico City), booked at the carrier (`booking`: what cancelling it needs back).
 * Its id is a key of the request (the Idempotency-Key's hash when there is one), so a repeated
 * request finds it rather than booking twice.
 */
@Schema({ collection: 'pickups', versionKey: false })
export class Pickup {
  @Prop({ type: String, required: true }) _id!: string;
  @Prop({ type: String, required: true }) owner!: string;
  @Prop({ type: String, required: true }) account!: string;
  @Prop({ type: Boolean, default: false }) test!: boolean;
  @Prop({ type: String, required: true }) carrier!: CarrierCode;
  /** Who books it: our rate card on the carrier network, or the carrier's API (FedEx). */
  @Prop({ type: String, required: true }) source!: 'ratecard' | 'fedex';
  @Prop({ type: String, required: true }) service_code!: string;
  @Prop({ type: String, required: true }) status!: PickupStatus;
  @Prop({ type: [String], required: true }) shipment_ids!: string[];
  @Prop({ type: MongooseSchema.Types.Mixed, required: true }) guides!: PickupGuide[];
  @Prop({ type: MongooseSchema.Types.Mixed, required: true }) address!: TypedPickupAddress;
  /** The address as one comparable key (postal code, street and number, folded): one pickup per day. */
  @Prop({ type: String, required: true }) address_key!: string;
  @Prop({ type: String, required: true }) date!: string;
  @Prop({ type: String, required: true }) ready_time!: string;
  @Prop({ type: String, required: true }) close_time!: string;
  /** When the window closes: the check for a missed pickup runs after it. */
  @Prop({ type: Date, required: true }) close_at!: Date;
  @Prop({ type: MongooseSchema.Types.Mixed, required: true }) booking!: Omit<ScheduledPickup, 'carrier'>;
  /** How many times it was booked (1, then one more per reschedule): the carrier reference's suffix. */
  @Prop({ type: Number, required: true }) bookings!: number;
  @Prop({ type: MongooseSchema.Types.Mixed, default: [] }) history!: PickupHistoryEntry[];
  @Prop({ type: String, required: true }) created_by!: string;
  @Prop({ type: Date, required: true }) created_at!: Date;
  @Prop({ type: Date, required: true }) updated_at!: Date;
  @Prop({ type: Date, default: null }) collected_at!: Date | null;
  @Prop({ type: Date, default: null }) missed_at!: Date | null;
  @Prop({ type: Date, default: null }) cancelled_at!: Date | null;
}
export const PickupSchema = SchemaFactory.createForClass(Pickup).plugin(outboxPlugin);
// Equality lookups only: an owner's or an account's pickups, a guide's active pickup, the
// scheduled ones whose window may have closed.
PickupSchema.index({ owner: 1 });
PickupSchema.index({ account: 1 });
PickupSchema.index({ shipment_ids: 1 });
PickupSchema.index({ status: 1 });

export type StoredPickup = Pickup;
