import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { outboxPlugin } from '@envios/platform';
import type { Movement } from './movement.schema';

/**
 * One wallet: its balance in centavos and what was just applied to it. Every change of the balance
 * is one conditional write of this document that also records the movement it makes (`ops`, by
 * movement id) and its events (outbox), so a balance never moves without its ledger line and its
 * event, even across a crash; the ledger collection is filled from `ops` right after (and by the
 * sweep), and the entry removed. `credited` remembers every credit key (top-up, refund), so a credit
 * is applied once however often it is retried.
 */
@Schema({ collection: 'wallets', versionKey: false, minimize: false })
export class Wallet {
  @Prop({ type: String, required: true }) _id!: string;
  @Prop({ type: Number, required: true, default: 0 }) balance!: number;
  @Prop({ type: Object, default: {} }) ops!: Record<string, Movement>;
  /** true while `ops` may hold movements not yet in the ledger: the sweep finds them by equality. */
  @Prop({ type: Boolean, default: false }) opsPending!: boolean;
  @Prop({ type: Object, default: {} }) credited!: Record<string, true>;
}
export const WalletSchema = SchemaFactory.createForClass(Wallet).plugin(outboxPlugin);
WalletSchema.index({ opsPending: 1 });
