import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { FilterQuery, Model } from 'mongoose';
import { EventPublisher, type OutboxEntry } from '@envios/platform';
import { Movement } from './movement.schema';
import { Wallet } from './wallet.schema';

/** Ledger lines per update command (see copy). */
const WRITE_BATCH = 16;

/**
 * The only way a balance changes (ARCHITECTURE.md: one atomic change is one document write).
 * `debit` succeeds only if the balance covers it; `credit` only once per key. Both write the
 * balance, the movements and the events together, then copy the movements into the ledger.
 */
@Injectable()
export class WalletLedger {
  constructor(
    @InjectModel(Wallet.name) private readonly wallets: Model<Wallet>,
    @InjectModel(Movement.name) private readonly movements: Model<Movement>,
    private readonly events: EventPublisher,
  ) {}

  /** Takes `movements` (negative amounts) from the balance if it covers them all; false otherwise. */
  async debit(user: string, movements: Movement[], ...events: OutboxEntry[]): Promise<boolean> {
    const total = -movements.reduce((sum, m) => sum + m.amount, 0);
    return this.apply(user, movements, { balance: { $gte: total } }, events);
  }

  /** Adds a movement (positive) once per `key`: false when that key was already credited. */
  async credit(user: string, key: string, movement: Movement, ...events: OutboxEntry[]): Promise<boolean> {
    return this.apply(user, [movement], { [`credited.${key}`]: { $exists: false } }, events, {
      [`credited.${key}`]: true,
    });
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

  private async apply(
    user: string,
    movements: Movement[],
    condition: FilterQuery<Wallet>,
    events: OutboxEntry[],
    set: Record<string, unknown> = {},
  ): Promise<boolean> {
    await this.wallets.updateOne(
      { _id: user },
      { $setOnInsert: { balance: 0, ops: {}, credited: {}, opsPending: false } },
      { upsert: true },
    );
    const filter: FilterQuery<Wallet> = { _id: user, ...condition };
    const ops: Record<string, Movement> = {};
    for (const m of movements) {
      filter[`ops.${m._id}`] = { $exists: false };
      ops[`ops.${m._id}`] = m;
    }
    const amount = movements.reduce((sum, m) => sum + m.amount, 0);
    const result = await this.events.updateWithEvents(
      this.wallets,
      filter,
      { $inc: { balance: amount }, $set: { ...ops, ...set, opsPending: true } },
      ...events,
    );
    if (!result.modifiedCount) return false;
    await this.copy(user, movements);
    return true;
  }
}
