import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { outboxPlugin } from '@envios/platform';
import type { Movement } from './movement.schema';

/**
 * One wallet: its balance in centavos and what was just applied to it. Every change of the balance
 * is one conditional write of this document that also records the movement it makes (`ops`, by
 * movement id) and its events (outbox), so a balance never moves without its ledger line and its
 * event, even across a crash; the ledger collection is filled from `ops` right after (and by the
 * sweep), and the entry removed. A credit is applied once per key because its key is its ledger
 * line's id (WalletLedger.credit), so this document holds only what is on its way, whatever a
 * wallet's age: its size does not grow with its history.
 */
@Schema({ collection: 'wallets', versionKey: false, minimize: false })
export class Wallet {
  @Prop({ type: String, required: true }) _id!: string;
  @Prop({ type: Number, required: true, default: 0 }) balance!: number;
  @Prop({ type: Object, default: {} }) ops!: Record<string, Movement>;
  /**
   * Below the low-balance mark since a payment announced it (WalletLowBalance): not announced again
   * until a credit lifts the balance to the mark.
   */
  @Prop({ type: Boolean, default: false }) lowBalance!: boolean;
  /** true while `ops` may hold movements not yet in the ledger: the sweep finds them by equality. */
  @Prop({ type: Boolean, default: false }) opsPending!: boolean;
  /** Every credit key, as wallets kept them before credits were keyed by their line: dropped at the next write. */
  @Prop({ type: Object, default: undefined }) credited?: Record<string, true>;
}
export const WalletSchema = SchemaFactory.createForClass(Wallet).plugin(outboxPlugin);
WalletSchema.index({ opsPending: 1 });
