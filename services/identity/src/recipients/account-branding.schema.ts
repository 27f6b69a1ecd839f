import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/**
 * An account's 'Marca para destinatarios' (issue 30), keyed by the account (a client's user id, or
 * an independent user's own): the business name and logo its recipients see, and whether they are
 * told of their parcels. The logo is the re-encoded WebP itself (at most 256 px a side, a few tens
 * of kilobytes), so it lives here rather than behind a storage port.
 */
@Schema({ collection: 'account_brandings', versionKey: false })
export class AccountBranding {
  @Prop({ type: String, required: true }) _id!: string;
  @Prop({ type: String, default: null }) businessName!: string | null;
  @Prop({ type: Buffer, default: null }) logo!: Buffer | null;
  /** When the current logo was set (ms): its public address, so a new logo is a new address. */
  @Prop({ type: Number, default: null }) logoVersion!: number | null;
  /** 'Avisar a mis destinatarios': off until the sender turns it on. */
  @Prop({ type: Boolean, default: false }) notifyRecipients!: boolean;
}
export const AccountBrandingSchema = SchemaFactory.createForClass(AccountBranding);
