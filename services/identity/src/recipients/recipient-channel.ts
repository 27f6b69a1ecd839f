import type { NoticeKind, RecipientNotice } from './recipient-notice.schema';

/** One notice to one recipient, with the links every channel puts in it. */
export interface OutgoingNotice {
  kind: NoticeKind;
  notice: RecipientNotice;
  /** The name the recipient knows the sender by (its branding, else the label's sender). */
  sender: string;
  logoUrl: string | null;
  statusText: string | null;
  expectedBy: string | null;
  pageUrl: string;
  optOutUrl: string;
}

/**
 * The notification port: a way to tell a recipient (e-mail always; WhatsApp when its credentials
 * are configured). `send` queues the message under `key`, so the same notice queued twice is sent
 * once; it answers false when this channel cannot reach the recipient (no phone, say).
 */
export interface RecipientChannel {
  readonly name: string;
  send(notice: OutgoingNotice, key: string): Promise<boolean>;
}

/** The channels the notices go through (a Nest provider: every configured RecipientChannel). */
export const RECIPIENT_CHANNELS = Symbol('RECIPIENT_CHANNELS');
