import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model, UpdateQuery } from 'mongoose';
import { RecipientNotice, type NoticeKind } from './recipient-notice.schema';

const DUPLICATE_KEY = 11000;

/** Only news this fresh is sent (a topic read from its start, or the demo's history, is not news). */
const NOTICE_EVENTS_FOR_MS = 86_400_000;
export const isFresh = (occurredAt: string) => Date.now() - Date.parse(occurredAt) <= NOTICE_EVENTS_FOR_MS;

/**
 * The store of the recipient notices' read model (one document a shipment). Its writes only add
 * (`$set` of the same values, `$addToSet`), so a redelivered event changes nothing.
 */
@Injectable()
export class RecipientNotices {
  constructor(@InjectModel(RecipientNotice.name) private readonly notices: Model<RecipientNotice>) {}

  /** Two first events of a shipment at once: one upsert inserts, the other meets its key and updates. */
  async record(id: string, update: UpdateQuery<RecipientNotice>): Promise<void> {
    try {
      await this.notices.updateOne({ _id: id }, update, { upsert: true });
    } catch (err) {
      if ((err as { code?: number }).code !== DUPLICATE_KEY) throw err;
      await this.notices.updateOne({ _id: id }, update, { upsert: true });
    }
  }

  get(id: string): Promise<RecipientNotice | null> {
    return this.notices.findById(id).lean<RecipientNotice>();
  }

  byGuide(guide: string): Promise<RecipientNotice | null> {
    return this.notices.findOne({ guide }).lean<RecipientNotice>();
  }

  async markDone(id: string, kind: NoticeKind): Promise<void> {
    await this.notices.updateOne({ _id: id }, { $addToSet: { done: kind } });
  }
}
