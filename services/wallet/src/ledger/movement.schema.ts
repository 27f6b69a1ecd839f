import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { MovementType } from '@envios/contracts';
import { outboxPlugin, type OutboxEntry } from '@envios/platform';

export type MovementSource = 'paypal' | 'staff' | 'wallet' | 'refund' | 'spei' | 'oxxo';

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
 * A credit's line is its key (WalletLedger.credit): recorded `creditState: 'pending'` with the
 * events its balance change carries, `applied` once the balance moved and the line is paid.
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
  /** A credit's progress: pending from its record until its balance change reached the ledger. */
  @Prop({ type: String, default: undefined }) creditState?: 'pending' | 'applied' | null;
  /** Until then only the request that recorded the credit applies it; after, the sweep. */
  @Prop({ type: Date, default: undefined }) creditLeaseUntil?: Date | null;
  /** The events the credit's balance change carries, kept for the sweep until it is applied. */
  @Prop({ type: Array, default: undefined }) creditEvents?: OutboxEntry[] | null;
}
export const MovementSchema = SchemaFactory.createForClass(Movement);
MovementSchema.index({ user: 1, created_at: -1 });
// The sweep finds credits left pending by equality.
MovementSchema.index({ creditState: 1 });
// A card top-up is written with its PrepaidRequested (reports count pending top-ups).
MovementSchema.plugin(outboxPlugin);
