import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Schema as MongooseSchema } from 'mongoose';

/** One parcel of a reweigh: as declared, and the weight each side bills (kg). */
export interface ReweighedParcel {
  weight: number;
  height: number;
  width: number;
  depth: number;
  declaredKg: number;
  measuredKg: number;
}

/**
 * One of a customer's shipped parcels sets: as declared when its label was made (GuideGenerated),
 * and as the carrier reweighed it when it did (OverweightRegistered; a later registration of the
 * same shipment replaces it). Quotes predict what similar parcels of the same customer will be billed
 * from these (landed-cost/predicted-weight.ts): most parcels are never reweighed, and they count too.
 */
@Schema({ collection: 'reweighs', versionKey: false })
export class Reweigh {
  /** The shipment id. */
  @Prop({ type: String, required: true }) _id!: string;
  @Prop({ type: String, required: true }) owner!: string;
  @Prop({ type: String, default: null }) carrier!: string | null;
  @Prop({ type: [MongooseSchema.Types.Mixed], required: true }) parcels!: ReweighedParcel[];
  /** The carrier reweighed it (else it billed what was declared). */
  @Prop({ type: Boolean, default: true }) reweighed!: boolean;
  @Prop({ type: Date, required: true }) at!: Date;
}
export const ReweighSchema = SchemaFactory.createForClass(Reweigh);
// A quote reads its customer's most recent ones.
ReweighSchema.index({ owner: 1, at: -1 });
