import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/** The moments a recipient hears of: the label, out for delivery, delivered, and an exception. */
export const NOTICE_KINDS = ['label', 'out_for_delivery', 'delivered', 'exception'] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

/**
 * The recipient notices of one shipment (issue 30), keyed by shipment id: whom to tell (from
 * GuideGenerated), which notices are due (GuideGenerated, TrackingStatusChanged: whichever arrives
 * first creates it) and which were dealt with — each kind once, whatever is redelivered.
 */
@Schema({ collection: 'recipient_notices', versionKey: false })
export class RecipientNotice {
  @Prop({ type: String, required: true }) _id!: string;
  @Prop({ type: String, required: true }) account!: string;
  @Prop({ type: String, required: true }) guide!: string;
  @Prop({ type: String, required: true }) carrier!: string;
  @Prop({ type: String, default: null }) email!: string | null;
  @Prop({ type: String, default: null }) emailLower!: string | null;
  @Prop({ type: String, default: null }) phone!: string | null;
  @Prop({ type: String, default: null }) firstName!: string | null;
  @Prop({ type: String, default: null }) senderName!: string | null;
  @Prop({ type: String, default: null }) city!: string | null;
  @Prop({ type: String, default: null }) state!: string | null;
  /** The promised delivery day (YYYY-MM-DD), from the label's day and the service's transit days. */
  @Prop({ type: String, default: null }) expectedBy!: string | null;
  /** The carrier's words for the latest status (an exception's reason). */
  @Prop({ type: String, default: null }) statusText!: string | null;
  /** Notices whose moment came while they could still be sent. */
  @Prop({ type: [String], default: [] }) due!: NoticeKind[];
  /** Notices sent, or decided against (sender off, recipient opted out): never looked at again. */
  @Prop({ type: [String], default: [] }) done!: NoticeKind[];
}
export const RecipientNoticeSchema = SchemaFactory.createForClass(RecipientNotice);
// The opt-out link names the guide.
RecipientNoticeSchema.index({ guide: 1 });

/**
 * A recipient who asked for no more notices from a sender: `<account>|<e-mail, lower case>`. One
 * sender's recipient stays free to hear from other senders.
 */
@Schema({ collection: 'recipient_opt_outs', versionKey: false })
export class RecipientOptOut {
  @Prop({ type: String, required: true }) _id!: string;
  @Prop({ type: Date, required: true }) at!: Date;
}
export const RecipientOptOutSchema = SchemaFactory.createForClass(RecipientOptOut);

export const optOutId = (account: string, emailLower: string) => `${account}|${emailLower}`;
