import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import type { CarrierCode } from '@envios/domain';
import { EventPublisher, type OutboxEntry } from '@envios/platform';
import { GuideSnapshots } from '../polling/guide-snapshots';
import { TrackedGuide } from './tracked-guide.schema';

const DUPLICATE_KEY = 11000;
/** Active guides read at a time when the whole set is walked (the schedule's reconciliation). */
const WALK_BATCH = 1000;

const PUBLIC_FIELDS = {
  carrier: 1,
  status: 1,
  statusText: 1,
  notFound: 1,
  events: 1,
  deliveredAt: 1,
} as const;

/** A new guide to follow, as GuideGenerated describes it. */
type Defaulted =
  'notFound' | 'pollFailures' | 'lastPollError' | 'deliveredAt' | 'lastEventAt' | 'expectedBy' | 'test';
export type NewTrackedGuide = Omit<TrackedGuide, Defaulted> & Partial<Pick<TrackedGuide, Defaulted>>;

/** Whose active guides: everyone's, a client account's, or one owner's. */
export type GuideReach = { everyone: true } | { account: string } | { owner: string };

/**
 * The tracked guides: every query and write of them, and what keeps polling cheap. A poll whose
 * carrier reports nothing new reads no document (the worker's snapshots, kept here and brought up to
 * date by every write through this store); every write is conditional on the version read, so a
 * change made meanwhile by another replica or a cancellation makes it miss, and the guide is read
 * again.
 */
@Injectable()
export class TrackedGuides {
  constructor(
    @InjectModel(TrackedGuide.name) private readonly guides: Model<TrackedGuide>,
    private readonly snapshots: GuideSnapshots,
    private readonly events: EventPublisher,
  ) {}

  /** Starts following a guide: `created`, or what is known of it when it was followed already. */
  async follow(guide: NewTrackedGuide): Promise<'created' | 'active' | 'stopped'> {
    try {
      await this.guides.create(guide);
      return 'created';
    } catch (err) {
      if ((err as { code?: number }).code !== DUPLICATE_KEY) throw err;
      const known = await this.guides.findById(guide._id, { active: 1 }).lean();
      return known?.active ? 'active' : 'stopped';
    }
  }

  /** A guide as stored, read again. */
  async get(id: string): Promise<TrackedGuide | null> {
    const g = await this.guides.findById(id).lean<TrackedGuide>();
    if (g) this.snapshots.set(g);
    return g;
  }

  /** A guide as its poller last saw it (no read while its snapshot is fresh), or read. */
  async forPoll(id: string): Promise<TrackedGuide | null> {
    return this.snapshots.get(id) ?? this.get(id);
  }

  /** What the public lookup shows of a guide. */
  publicView(id: string) {
    return this.guides.findById(id, PUBLIC_FIELDS).lean<TrackedGuide>();
  }

  /** What the recipient page shows of a guide (issue 30): the public view, whose it is and by when. */
  recipientView(id: string) {
    return this.guides
      .findById(id, { ...PUBLIC_FIELDS, shipmentId: 1, account: 1, expectedBy: 1, test: 1 })
      .lean<TrackedGuide>();
  }

  /** The active guides within a reach, with their carriers. */
  activeOf(reach: GuideReach): Promise<Pick<TrackedGuide, '_id' | 'carrier'>[]> {
    const filter = 'everyone' in reach ? {} : reach;
    return this.guides.find({ ...filter, active: true }, { carrier: 1 }).lean();
  }

  /** Walks every active guide in batches (for the schedule's reconciliation). */
  async forEachActiveBatch(visit: (batch: { carrier: CarrierCode; guide: string }[]) => Promise<void>) {
    let batch: { carrier: CarrierCode; guide: string }[] = [];
    for await (const g of this.guides.find({ active: true }, { carrier: 1 }).lean().cursor()) {
      batch.push({ carrier: g.carrier, guide: g._id });
      if (batch.length === WALK_BATCH) {
        await visit(batch);
        batch = [];
      }
    }
    if (batch.length) await visit(batch);
  }

  /**
   * Writes a change of the guide read at `g.version`, with its events, in one conditional write:
   * false when someone else changed it first (its snapshot is dropped then).
   */
  async change(g: TrackedGuide, change: Partial<TrackedGuide>, ...events: OutboxEntry[]): Promise<boolean> {
    const written = await this.events.updateWithEvents(
      this.guides,
      { _id: g._id, version: g.version, active: true },
      { $set: change },
      ...events,
    );
    if (!written.modifiedCount) {
      this.snapshots.drop(g._id);
      return false;
    }
    this.snapshots.set({ ...g, ...change });
    return true;
  }

  /** Records what a poll learnt without an event (failures, their end, expiry) at the version read. */
  async note(g: TrackedGuide, change: Partial<TrackedGuide>): Promise<void> {
    await this.guides.updateOne({ _id: g._id, version: g.version }, { $set: change });
    if (change.active === false) this.snapshots.drop(g._id);
    else this.snapshots.set({ ...g, ...change });
  }
}
