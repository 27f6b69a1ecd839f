import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/**
 * How many shipments an owner (`o:<userId>`) or an account (`a:<clientId>`) has, and the next
 * sequence number to give: kept with `$inc` beside the writes, so a page never counts documents.
 * Sequences stay dense (a delete renumbers the newer ones), so page n is a known set of buckets.
 */
@Schema({ collection: 'shipment_counters', versionKey: false })
export class ShipmentCounter {
  @Prop({ type: String, required: true }) _id!: string;
  @Prop({ type: Number, required: true, default: 0 }) count!: number;
}
export const ShipmentCounterSchema = SchemaFactory.createForClass(ShipmentCounter);

export const ownerCounterId = (owner: string) => `o:${owner}`;
export const accountCounterId = (account: string) => `a:${account}`;
