import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { MovementType } from '@envios/contracts';
import { outboxPlugin } from '@envios/platform';

export type MovementSource = 'paypal' | 'staff' | 'wallet' | 'refund';

export interface MovementShipment {
  _id: string;
  number_guide: string | null;
  carrier: string | null;
}

/**
 * One line of a wallet's ledger (section 3 "Prepaid / wallet movement"). `amount` in centavos,
 * positive is income. A paid movement (status true) is counted in the wallet's balance; a pending
 * one is a card top-up waiting for its capture. Ids are chosen by the operation that makes them
 * (`pay-<shipment>`, `refund-<shipment>`, a top-up's ObjectId), so writing one twice is one line.
 */
@Schema({ collection: 'movements', versionKey: false })
export class Movement {
  @Prop({ type: String, required: true }) _id!: string;
  @Prop({ type: String, required: true }) user!: string;
  @Prop({ type: String, required: true }) type!: MovementType;
  @Prop({ type: Number, required: true }) amount!: number;
  @Prop({ type: Boolean, required: true }) status!: boolean;
  @Prop({ type: Object, default: null }) shipment!: MovementShipment | null;
  @Prop({ type: String, default: null }) numberOfOrder!: string | null;
  @Prop({ type: String, required: true }) source!: MovementSource;
  @Prop({ type: String, default: null }) reason!: string | null;
  @Prop({ type: String, default: null }) created_by!: string | null;
  @Prop({ type: Date, required: true }) created_at!: Date;
}
export const MovementSchema = SchemaFactory.createForClass(Movement);
MovementSchema.index({ user: 1, created_at: -1 });
// A card top-up is written with its PrepaidRequested (reports count pending top-ups).
MovementSchema.plugin(outboxPlugin);
