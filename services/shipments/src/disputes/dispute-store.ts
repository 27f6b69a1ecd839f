import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import type { DisputeStatus } from '@envios/contracts';
import { EventPublisher, type OutboxEntry } from '@envios/platform';
import { Dispute } from './dispute.schema';

/** Whose disputes a read reaches: everyone's (staff), a client account's, or one owner's. */
export type DisputeReach = { kind: 'everyone' } | { kind: 'account' | 'owner'; id: string };

const DUPLICATE_KEY = 11000;

/**
 * The disputes' store: every query and write of them. Reads are equality lookups on an indexed
 * field (everyone's, an account's, an owner's); a change is one conditional write with its events.
 */
@Injectable()
export class DisputeStore {
  constructor(
    @InjectModel(Dispute.name) private readonly disputes: Model<Dispute>,
    private readonly events: EventPublisher,
  ) {}

  byId(id: string): Promise<Dispute | null> {
    return this.disputes.findById(id).lean<Dispute>().exec();
  }

  /** Records a new dispute with its DisputeOpened; false when its charge already has one. */
  async open(dispute: Dispute, ...events: OutboxEntry[]): Promise<boolean> {
    try {
      await this.events.insertWithEvents(this.disputes, dispute, ...events);
      return true;
    } catch (err) {
      if ((err as { code?: number }).code === DUPLICATE_KEY) return false;
      throw err;
    }
  }

  /** An open dispute's decision with its event; false when it was no longer open. */
  async decide(
    id: string,
    decision: { status: Exclude<DisputeStatus, 'open'>; reason: string | null; by: string; at: Date },
    ...events: OutboxEntry[]
  ): Promise<boolean> {
    const r = await this.events.updateWithEvents(
      this.disputes,
      { _id: id, status: 'open' },
      {
        $set: {
          status: decision.status,
          reason: decision.reason,
          decided_by: decision.by,
          decided_at: decision.at,
        },
      },
      ...events,
    );
    return r.modifiedCount > 0;
  }

  /** The disputes within reach, newest first, of one status when given. */
  async within(reach: DisputeReach, status?: DisputeStatus): Promise<Dispute[]> {
    const filter =
      reach.kind === 'everyone'
        ? { listed: true }
        : reach.kind === 'account'
          ? { account: reach.id }
          : { owner: reach.id };
    const found = await this.disputes.find(filter).lean<Dispute[]>();
    return found
      .filter((d) => !status || d.status === status)
      .sort((a, b) => b.opened_at.getTime() - a.opened_at.getTime());
  }

  /** The disputes within reach by shipment id (the overweight records show theirs). */
  async byShipment(reach: DisputeReach): Promise<Map<string, Dispute>> {
    return new Map((await this.within(reach)).map((d) => [d.shipment_id, d]));
  }
}
