import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import type { LabelFormat } from '@envios/contracts';
import { Member } from './member.schema';

/** What identity's events say of an account, as they say it (role, names, client). */
export type MemberChange = Partial<
  Pick<Member, 'email' | 'first_names' | 'last_names' | 'role' | 'clientId'>
>;

/**
 * Every read and write of the members shipments keeps (`shipment_members`): who an account is, its
 * client, and its label format. One document per account, read and written by id.
 */
/** How long a label format read is held (MemberStore.labelFormatOf). */
const LABEL_FORMAT_TTL_MS = 5_000;

@Injectable()
export class MemberStore {
  private readonly labelFormats = new Map<string, { format: LabelFormat | null; until: number }>();

  constructor(@InjectModel(Member.name) private readonly members: Model<Member>) {}

  byId(id: string): Promise<Member | null> {
    return this.members.findById(id).lean<Member>();
  }

  /** The client account the member belongs to now, if any. */
  async clientOf(id: string): Promise<string | null> {
    return (await this.members.findById(id, { clientId: 1 }).lean())?.clientId ?? null;
  }

  /**
   * The label format the member chose, if any. Held for a few seconds (a paid batch asks a thousand
   * times for its owner's); a change made here is seen at once, one made on another replica within
   * LABEL_FORMAT_TTL_MS.
   */
  async labelFormatOf(id: string, now = Date.now()): Promise<LabelFormat | null> {
    const held = this.labelFormats.get(id);
    if (held && held.until > now) return held.format;
    const format = (await this.members.findById(id, { label_format: 1 }).lean())?.label_format ?? null;
    this.labelFormats.set(id, { format, until: now + LABEL_FORMAT_TTL_MS });
    if (this.labelFormats.size > 10_000) this.labelFormats.delete(this.labelFormats.keys().next().value!);
    return format;
  }

  /** Sets what an event knows of the member (created on its first event). */
  async record(id: string, change: MemberChange): Promise<void> {
    await this.members.updateOne({ _id: id }, { $set: change }, { upsert: true });
  }

  /** Clears the member's client, only if it is still the one it was removed from. */
  async removeFromClient(id: string, clientId: string): Promise<void> {
    await this.members.updateOne({ _id: id, clientId }, { $set: { clientId: null } });
  }

  async setLabelFormat(id: string, labelFormat: LabelFormat): Promise<void> {
    await this.members.updateOne({ _id: id }, { $set: { label_format: labelFormat } }, { upsert: true });
    this.labelFormats.delete(id);
  }
}
