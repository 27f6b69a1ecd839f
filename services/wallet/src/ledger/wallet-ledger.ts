import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { FilterQuery, Model, UpdateQuery } from 'mongoose';
import { APP_CONFIG, EventPublisher, GroupCommit, type OutboxEntry } from '@envios/platform';
import type { WalletConfig } from '../config';
import { Movement } from './movement.schema';
import { Wallet } from './wallet.schema';

/** Ledger lines per update command (see copy). */
const WRITE_BATCH = 16;
/** Pending credits the sweep settles per run. */
const RECOVER_BATCH = 100;
/**
 * Part of a credit's lease that must be left when its balance change is attempted: past it, the
 * sweep may be about to apply it (it acts only once the whole lease has run out).
 */
const LEASE_MARGIN = 0.25;

/** The ledger line of a shipment paid from a wallet: one per shipment, whoever pays it. */
export const paymentLineId = (shipmentId: string) => `pay-${shipmentId}`;

/** One caller's debit: its lines (negative amounts) and the events that go with it. */
interface Debit {
  movements: Movement[];
  events: OutboxEntry[];
}

/**
 * The only way a balance changes (ARCHITECTURE.md: one atomic change is one document write).
 * `debit` succeeds only if the balance covers it; `credit` only once per key. Both write the
 * balance, the movements and the events together, then copy the movements into the ledger.
 *
 * A credit's key is its ledger line's `_id`: the line is recorded first, once (an insert that finds
 * the id taken is "already credited"), as `creditState: 'pending'` with the events to write; then
 * the wallet write moves the balance, holds the line in `ops` and carries the events; the copy into
 * the ledger turns the line paid (`status: true`, `creditState: 'applied'`) and takes it out of
 * `ops`. So the wallet document holds only what is on its way (`ops`, the outbox), however many
 * credits it had. Only the request that recorded the credit applies it, within its lease; a credit
 * it left pending (it died) is applied by the sweep once the lease has run out (`recoverCredits`):
 * a line already paid, or waiting in `ops`, is not applied again.
 *
 * Debits of one wallet are group-committed: while one is being written, the debits that arrive wait
 * and are then written together, as one conditional write of the balance (and one copy), so a busy
 * wallet costs a few writes per batch instead of per payment (its document is written one change at
 * a time on every server). A batch the balance does not cover as a whole is written one debit at a
 * time, in arrival order, each covered or refused on its own.
 */
@Injectable()
export class WalletLedger {
  private readonly logger = new Logger(WalletLedger.name);
  private readonly debits = new GroupCommit<Debit, boolean>((user, batch) => this.debitBatch(user, batch));

  constructor(
    @Inject(APP_CONFIG) private readonly config: WalletConfig,
    @InjectModel(Wallet.name) private readonly wallets: Model<Wallet>,
    @InjectModel(Movement.name) private readonly movements: Model<Movement>,
    private readonly events: EventPublisher,
  ) {}

  /** Takes `movements` (negative amounts) from the balance if it covers them all; false otherwise. */
  debit(user: string, movements: Movement[], ...events: OutboxEntry[]): Promise<boolean> {
    return this.debits.submit(user, { movements, events });
  }

  /**
   * Adds a movement (positive) once per `key`, which becomes the line's id: false when that key was
   * already credited, or is being credited by another call right now.
   */
  async credit(user: string, key: string, movement: Movement, ...events: OutboxEntry[]): Promise<boolean> {
    const leaseUntil = new Date(Date.now() + this.config.PAYMENT_LEASE_MS);
    const line: Movement = { ...movement, _id: key, user };
    if (!(await this.record(line, leaseUntil, events))) return false;
    if (Date.now() > leaseUntil.getTime() - this.config.PAYMENT_LEASE_MS * LEASE_MARGIN) {
      this.logger.warn(`credit ${key} left to the sweep: its lease ran short`);
      return true;
    }
    await this.applyCredit(line, events);
    return true;
  }

  /**
   * When the balance is under the low-balance mark and that was not announced yet: marks it, with
   * the event `announce` makes of the balance, in one write (so once per fall, whoever races).
   * A credit that lifts it to the mark clears the mark (`applyCredit`).
   */
  async noteLowBalance(user: string, announce: (balance: number) => OutboxEntry): Promise<boolean> {
    const limit = this.config.WALLET_LOW_BALANCE_CENTAVOS;
    const balance = await this.balanceOf(user);
    if (balance >= limit) return false;
    const r = await this.events.updateWithEvents(
      this.wallets,
      { _id: user, balance: { $lt: limit }, lowBalance: { $ne: true } },
      { $set: { lowBalance: true } },
      announce(balance),
    );
    return r.modifiedCount > 0;
  }

  async balanceOf(user: string): Promise<number> {
    return (await this.wallets.findById(user, { balance: 1 }).lean())?.balance ?? 0;
  }

  /** Whether a movement was applied to the wallet (paid in the ledger, or still waiting in `ops`). */
  async applied(user: string, movementId: string): Promise<boolean> {
    if (await this.movements.exists({ _id: movementId, status: true })) return true;
    const wallet = await this.wallets.findById(user, { [`ops.${movementId}`]: 1 }).lean();
    if (wallet?.ops?.[movementId]) return true;
    // Copied into the ledger between the two reads.
    return !!(await this.movements.exists({ _id: movementId, status: true }));
  }

  /** Copies what `ops` holds into the ledger (idempotent) and clears it: the sweep, and before a read. */
  async project(user: string): Promise<void> {
    const wallet = await this.wallets.findById(user, { ops: 1 }).lean();
    await this.copy(user, Object.values(wallet?.ops ?? {}));
  }

  /** The sweep's part of `project`: up to `limit` wallets whose documents hold lines; how many. */
  async projectWaiting(limit: number): Promise<number> {
    const wallets = await this.wallets.find({ opsPending: true }, { _id: 1 }).limit(limit).lean();
    for (const w of wallets) await this.project(w._id);
    return wallets.length;
  }

  /**
   * The `credited` maps wallets kept before credits were keyed by their ledger line (every credit's
   * key, forever), dropped from every wallet that still has one: a one-off job, for wallets that are
   * never written again. Found by a read (no write waits on the scan), each dropped on its own
   * conditional write. How many it dropped.
   */
  async dropOldCreditKeys(): Promise<number> {
    const old = await this.wallets.find({ credited: { $exists: true } }, { _id: 1 }).lean();
    let dropped = 0;
    for (let i = 0; i < old.length; i += WRITE_BATCH) {
      const r = await this.wallets.bulkWrite(
        old.slice(i, i + WRITE_BATCH).map((w) => ({
          updateOne: {
            filter: { _id: w._id, credited: { $exists: true } },
            update: { $unset: { credited: '' } },
          },
        })),
        { ordered: false },
      );
      dropped += r.modifiedCount;
    }
    return dropped;
  }

  /** A wallet's lines, newest first, at most `limit`, once whatever waits in its document is copied. */
  async linesOf(user: string, limit: number): Promise<Movement[]> {
    await this.project(user);
    return this.movements.find({ user }).sort({ created_at: -1, _id: -1 }).limit(limit).lean<Movement[]>();
  }

  /** One line by its id, or null. */
  line(id: string): Promise<Movement | null> {
    return this.movements.findById(id).lean<Movement>().exec();
  }

  /**
   * Records a line that moves no balance yet (`status: false`), with its events in the same write:
   * a top-up waiting for its card payment, credited later onto this same line (`credit`).
   */
  async recordPending(line: Movement, ...events: OutboxEntry[]): Promise<void> {
    await this.events.insertWithEvents(this.movements, { ...line, status: false }, ...events);
  }

  /** Removes a pending line that no credit has taken up; false when it is paid, being credited or gone. */
  async removePending(id: string): Promise<boolean> {
    return (await this.movements.deleteOne({ _id: id, status: false, creditState: null })).deletedCount > 0;
  }

  /** Says why a pending line will not be paid (an OXXO voucher that expired); a paid line stays as it is. */
  async markPendingLine(id: string, reason: string): Promise<void> {
    await this.movements.updateOne({ _id: id, status: false, creditState: null }, { $set: { reason } });
  }

  /** The card order that pays a pending line (its 'Orden'). */
  async linkOrder(id: string, orderId: string): Promise<void> {
    await this.movements.updateOne({ _id: id }, { $set: { numberOfOrder: orderId } });
  }

  /** The guide number on the line of a shipment's wallet payment, once its label exists. */
  async showGuideNumber(shipmentId: string, numberGuide: string): Promise<void> {
    await this.movements.updateOne(
      { _id: paymentLineId(shipmentId) },
      { $set: { 'shipment.number_guide': numberGuide } },
    );
  }

  /**
   * A charge due on a wallet, as a pending line (`line`: what it says and takes now): created once,
   * its amount and words changed while it is unpaid; a paid one stays as it was paid.
   */
  async setPendingCharge(line: Movement): Promise<void> {
    const { _id, amount, reason, ...rest } = line;
    const onInsert = Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined));
    await this.movements.updateOne(
      { _id, status: { $ne: true } },
      { $set: { amount, reason }, $setOnInsert: { ...onInsert, status: false } },
      { upsert: true },
    );
  }

  /** Withdraws a charge's pending line (nothing is due any more); a paid one stays. */
  async dropPendingCharge(id: string): Promise<void> {
    await this.movements.deleteOne({ _id: id, status: false });
  }

  /**
   * Credits whose request died between recording and applying them, once their lease has run out:
   * each is taken (a new lease, so two sweeps never both apply it) and applied unless it already was.
   * The sweep, every few seconds and at start. How many it settled.
   */
  async recoverCredits(now = Date.now()): Promise<number> {
    const pending = await this.movements
      .find({ creditState: 'pending' })
      .limit(RECOVER_BATCH)
      .lean<Movement[]>();
    let settled = 0;
    for (const m of pending) {
      if (!m.creditLeaseUntil || m.creditLeaseUntil.getTime() > now) continue;
      const leaseUntil = new Date(Date.now() + this.config.PAYMENT_LEASE_MS);
      const taken = await this.movements.updateOne(
        { _id: m._id, creditState: 'pending', creditLeaseUntil: m.creditLeaseUntil },
        { $set: { creditLeaseUntil: leaseUntil } },
      );
      if (!taken.modifiedCount) continue;
      settled++;
      // Paid in the ledger: its balance change happened (status turns true only in the copy).
      if (m.status) {
        await this.movements.updateOne(
          { _id: m._id, creditState: 'pending' },
          { $set: { creditState: 'applied', creditLeaseUntil: null, creditEvents: null } },
        );
        continue;
      }
      await this.applyCredit(m, m.creditEvents ?? []);
    }
    return settled;
  }

  /** A batch of one wallet's debits: together if the balance covers them all, else one by one. */
  private async debitBatch(user: string, batch: Debit[]): Promise<boolean[]> {
    if (batch.length > 1 && (await this.debitTogether(user, batch))) return batch.map(() => true);
    const done: boolean[] = [];
    for (const debit of batch) done.push(await this.debitTogether(user, [debit]));
    return done;
  }

  /** One conditional write of the balance for these debits together, then the copy. */
  private async debitTogether(user: string, batch: Debit[]): Promise<boolean> {
    const movements = batch.flatMap((d) => d.movements);
    const total = -movements.reduce((sum, m) => sum + m.amount, 0);
    const events = batch.flatMap((d) => d.events);
    if (!(await this.apply(user, movements, { balance: { $gte: total } }, events))) return false;
    await this.copy(user, movements);
    return true;
  }

  /**
   * Records a credit's line as pending (with the events to write with its balance change), once per
   * id: a new line is inserted; a card top-up's own pending line is taken over; a line already
   * credited or being credited makes the upsert insert a taken id, which is "already".
   */
  private async record(line: Movement, leaseUntil: Date, events: OutboxEntry[]): Promise<boolean> {
    const { _id, ...fields } = line;
    try {
      await this.movements.updateOne(
        { _id, status: false, creditState: null },
        {
          $set: {
            ...fields,
            status: false,
            creditState: 'pending',
            creditLeaseUntil: leaseUntil,
            creditEvents: events,
          },
        },
        { upsert: true },
      );
      return true;
    } catch (e) {
      if ((e as { code?: number }).code === 11000) return false;
      throw e;
    }
  }

  /** The balance change of a recorded credit (at most once: its line in `ops`), then the copy. */
  private async applyCredit(line: Movement, events: OutboxEntry[]): Promise<void> {
    const paid: Movement = {
      ...line,
      status: true,
      creditState: 'applied',
      creditLeaseUntil: null,
      creditEvents: null,
    };
    // Not applied: it is in `ops` already (applied before a crash), and is copied from there.
    if (await this.apply(line.user, [paid], {}, events)) await this.copy(line.user, [paid]);
    else await this.project(line.user);
    // Back at the low-balance mark: the next fall below it is announced again.
    await this.wallets.updateOne(
      { _id: line.user, lowBalance: true, balance: { $gte: this.config.WALLET_LOW_BALANCE_CENTAVOS } },
      { $set: { lowBalance: false } },
    );
  }

  /**
   * Copies movements into the ledger, then takes them out of `ops`. A write copies only its own
   * (concurrent payments on one wallet would otherwise each copy everyone's).
   */
  private async copy(user: string, movements: Movement[]): Promise<void> {
    if (!movements.length) return;
    // In batches: FerretDB 1.24 holds a PostgreSQL connection for every statement of one update
    // command until the command ends, so hundreds in one command would drain its pool.
    for (let i = 0; i < movements.length; i += WRITE_BATCH)
      await this.movements.bulkWrite(
        movements
          .slice(i, i + WRITE_BATCH)
          .map((m) => ({ updateOne: { filter: { _id: m._id }, update: { $set: m }, upsert: true } })),
        { ordered: false },
      );
    await this.wallets.updateOne(
      { _id: user },
      { $unset: Object.fromEntries(movements.map((m) => [`ops.${m._id}`, ''])) },
    );
    await this.wallets.updateOne({ _id: user, ops: {} }, { $set: { opsPending: false } });
  }

  /**
   * One conditional write of the wallet: the balance, the movements in `ops` (each only if not there
   * yet) and the events. A wallet's first write creates its document.
   */
  private async apply(
    user: string,
    movements: Movement[],
    condition: FilterQuery<Wallet>,
    events: OutboxEntry[],
  ): Promise<boolean> {
    const filter: FilterQuery<Wallet> = { _id: user, ...condition };
    const ops: Record<string, Movement> = {};
    for (const m of movements) {
      filter[`ops.${m._id}`] = { $exists: false };
      ops[`ops.${m._id}`] = m;
    }
    const amount = movements.reduce((sum, m) => sum + m.amount, 0);
    // `credited`: the keys of every credit, which wallets kept before credits were keyed by their
    // ledger line; dropped at the next write.
    const update: UpdateQuery<Wallet> = {
      $inc: { balance: amount },
      $set: { ...ops, opsPending: true },
      $unset: { credited: '' },
    };
    let result = await this.events.updateWithEvents(this.wallets, filter, update, ...events);
    if (!result.matchedCount) {
      // Refused, or the wallet's first write: once the document surely exists, once more (a
      // condition that refused it refuses it again).
      await this.wallets.updateOne(
        { _id: user },
        { $setOnInsert: { balance: 0, ops: {}, opsPending: false } },
        { upsert: true },
      );
      result = await this.events.updateWithEvents(this.wallets, filter, update, ...events);
    }
    return result.modifiedCount > 0;
  }
}
