import { Inject, Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { AnyBulkWriteOperation, Model, UpdateQuery } from 'mongoose';
import { CommonErrors, WalletErrors } from '@envios/contracts';
import { APP_CONFIG, AppError, ConsumerState, GroupCommit, type CallerIdentity } from '@envios/platform';
import type { WalletConfig } from '../config';
import { paymentLineId, WalletLedger } from '../ledger/wallet-ledger';
import { WalletScope } from '../ledger/wallet-scope';
import { PayableArrivals } from './payable-arrivals';
import { Payable, type PayableState } from './payable.schema';

/** A shipment just created may reach the wallet a moment after the web asks to pay it. */
const ARRIVAL_WAIT_MS = 3_000;
/** Statements per write command on FerretDB (ARCHITECTURE.md, Data at scale). */
const WRITE_BATCH = 16;

/** One conditional change of one payable, by id. */
interface PayableWrite {
  id: string;
  filter: { state: PayableState; paymentId?: string };
  update: UpdateQuery<Payable>;
}

/** What a claim sets, and what giving it back clears. */
const RELEASED = { state: 'unpaid', paymentId: null, payer: null, method: null, leaseUntil: null } as const;

/**
 * The shipments a caller asks to pay, as the wallet priced them, and their claims. A shipment is
 * `paid` only once charged; `paying` while a wallet payment holds it, until its lease ends: then
 * the sweep, or the next attempt to pay it, settles the claim (paid if its debit happened, given
 * back otherwise).
 *
 * Claims, releases and marks of concurrent payments are group-committed: those that arrive while
 * one write command runs go out together as the next one, in arrival order (writes to a collection
 * are taken one at a time on the local server, and each command has its cost on any server).
 */
@Injectable()
export class Payables {
  private readonly writes = new GroupCommit<PayableWrite[], boolean>((_collection, batches) =>
    this.writeAll(batches),
  );

  constructor(
    @Inject(APP_CONFIG) private readonly config: WalletConfig,
    @InjectModel(Payable.name) private readonly payables: Model<Payable>,
    private readonly scope: WalletScope,
    private readonly ledger: WalletLedger,
    private readonly arrivals: PayableArrivals,
    private readonly consumer: ConsumerState,
  ) {}

  /**
   * The payables of these shipments, each one the caller may pay (404 otherwise, so ids reveal
   * nothing), waiting up to ARRIVAL_WAIT_MS for the ShipmentCreated of a shipment made a moment
   * ago: for its announcement (PayableArrivals), not by reading again and again.
   */
  async load(caller: CallerIdentity, ids: string[]): Promise<Payable[]> {
    const unique = [...new Set(ids)];
    const known = new Map((await this.read(unique)).map((p) => [p._id, p]));
    if (known.size < unique.length) {
      // Only those not read yet are read again (a batch pays while its shipments still arrive).
      const missing = async () => {
        for (const p of await this.read(unique.filter((id) => !known.has(id)))) known.set(p._id, p);
        return unique.filter((id) => !known.has(id));
      };
      await this.arrivals.waitFor(
        unique.filter((id) => !known.has(id)),
        missing,
        ARRIVAL_WAIT_MS,
      );
      await missing();
    }
    const found = unique.flatMap((id) => known.get(id) ?? []);
    if (found.length < unique.length) {
      // Restarted and still rejoining its consumer group: the shipment's ShipmentCreated may be
      // among what it has not read yet, so "not found" would be a guess. Try again shortly.
      if (this.consumer.state === 'joining')
        throw AppError.of(CommonErrors.serviceUnavailable).withDetails([
          { path: 'retryAfterSeconds', message: '2' },
        ]);
      throw AppError.of(WalletErrors.shipmentNotFound);
    }
    for (const p of found)
      if (p.state === 'deleted' || !(await this.scope.canPay(caller, p)))
        throw AppError.of(WalletErrors.shipmentNotFound);
    return found;
  }

  /**
   * 409 unless every one may be paid now: PAYMENT.ALREADY_PAID for those charged, PAYMENT.IN_PROGRESS
   * (with `retryAfterSeconds`) for those another payment holds. A claim whose lease ran out (its
   * process died) is settled first, so it holds nothing any more.
   */
  async assertUnpaid(payables: Payable[], now = Date.now()): Promise<void> {
    const current = await Promise.all(payables.map((p) => this.settleIfExpired(p, now)));
    const paid = current.filter((p) => p.state === 'paid' || p.state === 'refunded').length;
    if (paid) throw AppError.of(WalletErrors.alreadyPaid, paid);
    const held = current.filter((p) => p.state === 'paying');
    if (held.length) throw inProgress(held, now);
  }

  /**
   * Takes every one for a payment (unpaid → paying, until `leaseUntil`), or none: if another payment
   * took one first, this one gives back what it took and answers the 409 of what it found.
   * One write command whatever the number of shipments (per 16 on FerretDB).
   */
  async claim(payables: Payable[], paymentId: string, payer: string, leaseUntil: Date): Promise<void> {
    const ids = payables.map((p) => p._id);
    const update = { $set: { state: 'paying', paymentId, payer, method: 'wallet', leaseUntil } } as const;
    const everyOne = await this.writes.submit(
      'payables',
      ids.map((id) => ({ id, filter: { state: 'unpaid' }, update })),
    );
    // Not every write of the command changed its payable: read whether this payment's did.
    if (everyOne || (await this.read(ids)).every((p) => p.state === 'paying' && p.paymentId === paymentId))
      return;
    await this.release(ids, paymentId);
    const now = Date.now();
    const fresh = await this.read(ids);
    await this.assertUnpaid(fresh, now);
    // Given back meanwhile by the payment that held them: they may be paid again at once.
    throw inProgress([], now);
  }

  async release(ids: string[], paymentId: string): Promise<void> {
    await this.writes.submit(
      'payables',
      ids.map((id) => ({ id, filter: { state: 'paying', paymentId }, update: { $set: RELEASED } })),
    );
  }

  async markPaid(ids: string[], paymentId: string, paidAt: Date): Promise<void> {
    const update = { $set: { state: 'paid', leaseUntil: null, paidAt } };
    await this.writes.submit(
      'payables',
      ids.map((id) => ({ id, filter: { state: 'paying', paymentId }, update })),
    );
  }

  /**
   * A claim whose lease ran out: its payment either debited the wallet (then it is paid) or never
   * will (past its lease a payment no longer debits), so it is given back. The sweep and the next
   * attempt to pay settle it alike; both writes are conditional on the claim, so racing is harmless.
   */
  async settle(p: Payable): Promise<void> {
    if (p.state !== 'paying' || !p.paymentId) return;
    if (p.payer && (await this.ledger.applied(p.payer, paymentLineId(p._id))))
      await this.markPaid([p._id], p.paymentId, p.leaseUntil ?? new Date());
    else await this.release([p._id], p.paymentId);
  }

  /**
   * A new shipment and its price, once (a repeated ShipmentCreated changes nothing), announced to a
   * payment of it that may be waiting on any replica (`load`).
   */
  async record(
    p: Pick<
      Payable,
      | '_id'
      | 'owner'
      | 'account'
      | 'totalCentavos'
      | 'carrier'
      | 'service'
      | 'serviceName'
      | 'createdAt'
      | 'test'
    >,
  ): Promise<void> {
    const { _id, ...fields } = p;
    await this.payables.updateOne(
      { _id },
      { $setOnInsert: { ...fields, state: 'unpaid' } },
      { upsert: true },
    );
    await this.arrivals.announce(_id);
  }

  /** A shipment deleted while unpaid can no longer be paid. */
  async withdraw(id: string): Promise<void> {
    await this.payables.updateOne({ _id: id, state: 'unpaid' }, { $set: { state: 'deleted' } });
  }

  /** Settles up to `limit` claims whose lease ran out before `now` (the sweep); how many. */
  async settleExpired(now: number, limit: number): Promise<number> {
    const paying = await this.payables.find({ state: 'paying' }).limit(limit).lean<Payable[]>();
    let settled = 0;
    for (const p of paying) {
      if (!p.leaseUntil || p.leaseUntil.getTime() > now || !p.paymentId || !p.payer) continue;
      settled++;
      await this.settle(p);
    }
    return settled;
  }

  /** One payable as it stands, or null. */
  byId(id: string): Promise<Payable | null> {
    return this.payables.findById(id).lean<Payable>().exec();
  }

  /**
   * Shipments a card order paid: each one still unpaid is paid by it (at once: a card capture is
   * the charge); `ours` are those it paid, `taken` those another payment had paid first.
   */
  async payByCard(
    ids: string[],
    order: { id: string; payer: string },
    paidAt: Date,
  ): Promise<{ ours: Payable[]; taken: Payable[] }> {
    const ours: Payable[] = [];
    const taken: Payable[] = [];
    const paid = {
      $set: { state: 'paid', paymentId: order.id, method: 'paypal', payer: order.payer, paidAt },
    };
    if (this.config.DATASTORE === 'mongodb')
      await this.payables.updateMany({ _id: { $in: ids }, state: 'unpaid' }, paid);
    // FerretDB scans for `$in`: one update per payable, a pool's worth at a time (a batch has 1,000).
    else
      for (let i = 0; i < ids.length; i += WRITE_BATCH)
        await Promise.all(
          ids
            .slice(i, i + WRITE_BATCH)
            .map((id) => this.payables.updateOne({ _id: id, state: 'unpaid' }, paid)),
        );
    for (const p of await this.read(ids)) (p.paymentId === order.id ? ours : taken).push(p);
    return { ours, taken };
  }

  /** Its amount went back to whoever paid it. */
  async markRefunded(id: string): Promise<void> {
    await this.payables.updateOne({ _id: id }, { $set: { state: 'refunded' } });
  }

  /** The guide its payment bought, once made (receipts and ledger lines name it). */
  async recordGuideNumber(id: string, numberGuide: string): Promise<void> {
    await this.payables.updateOne({ _id: id }, { $set: { number_guide: numberGuide } });
  }

  /**
   * The carrier's overweight charge on a shipment, due from `wallet` (none when `costCentavos` is 0),
   * while it is not being or been paid: false when that is so (or the shipment is unknown).
   */
  async recordOverweight(
    id: string,
    charge: { costCentavos: number; kg: number; wallet: string | null },
  ): Promise<boolean> {
    const charged = charge.costCentavos > 0;
    const r = await this.payables.updateOne(
      { _id: id, overweightState: { $in: ['none', 'pending'] } },
      {
        $set: {
          overweightState: charged ? 'pending' : 'none',
          overweightCentavos: charge.costCentavos,
          overweightKg: charge.kg,
          overweightDueFrom: charged ? charge.wallet : null,
        },
      },
    );
    return r.matchedCount > 0;
  }

  /**
   * Issue 30: a charge's dispute moves it `from` one of these states `to` another (one conditional
   * write, so a redelivered event changes nothing); a pending charge held or freed keeps its wallet
   * (`overweightDueFrom`) but only a pending one is auto-paid. True when it moved.
   */
  async moveDisputedCharge(
    id: string,
    from: Payable['overweightState'][],
    to: Payable['overweightState'],
  ): Promise<boolean> {
    const r = await this.payables.updateOne(
      { _id: id, overweightState: { $in: from } },
      { $set: { overweightState: to, ...(to === 'waived' ? { overweightDueFrom: null } : {}) } },
    );
    return r.modifiedCount > 0;
  }

  /** The payable as it stands once a claim whose lease ran out is settled. */
  async settleIfExpired(p: Payable, now = Date.now()): Promise<Payable> {
    if (p.state !== 'paying' || (p.leaseUntil && p.leaseUntil.getTime() > now)) return p;
    await this.settle(p);
    return (await this.payables.findById(p._id).lean<Payable>()) ?? p;
  }

  /**
   * Those of these payables that exist, in the order asked. MongoDB: one `_id: {$in}` query;
   * FerretDB (which applies `$in` itself to the whole collection): one read by `_id` each.
   */
  private async read(ids: string[]): Promise<Payable[]> {
    const found =
      this.config.DATASTORE === 'mongodb'
        ? await this.payables.find({ _id: { $in: ids } }).lean<Payable[]>()
        : await Promise.all(ids.map((id) => this.payables.findById(id).lean<Payable>()));
    const byId = new Map(found.filter((p): p is Payable => !!p).map((p) => [p._id, p]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  /**
   * The writes of several callers as one ordered bulk command (per 16 statements on FerretDB, whose
   * update command holds a PostgreSQL connection per statement until it ends; a single write as a
   * plain update, which FerretDB runs without a bulk command's cost). Answers, for every caller,
   * whether every write of the batch changed its payable, so each of the caller's did.
   */
  private async writeAll(batches: PayableWrite[][]): Promise<boolean[]> {
    const writes = batches.flat();
    let modified = 0;
    if (writes.length === 1) {
      const [{ id, filter, update }] = writes;
      modified = (await this.payables.updateOne({ _id: id, ...filter }, update)).modifiedCount;
    } else if (writes.length) {
      const step = this.config.DATASTORE === 'mongodb' ? writes.length : WRITE_BATCH;
      for (let i = 0; i < writes.length; i += step) {
        const ops: AnyBulkWriteOperation<Payable>[] = writes
          .slice(i, i + step)
          .map(({ id, filter, update }) => ({ updateOne: { filter: { _id: id, ...filter }, update } }));
        modified += (await this.payables.bulkWrite(ops, { ordered: true })).modifiedCount;
      }
    }
    return batches.map(() => modified === writes.length);
  }
}

/** PAYMENT.IN_PROGRESS, to be tried again once the longest of these claims has run out (1 s at least). */
function inProgress(held: Payable[], now: number): AppError {
  const until = Math.max(now, ...held.map((p) => p.leaseUntil?.getTime() ?? now));
  const retryAfterSeconds = Math.max(1, Math.ceil((until - now) / 1000));
  return AppError.of(WalletErrors.paymentInProgress, Math.max(1, held.length)).withDetails([
    { path: 'retryAfterSeconds', message: String(retryAfterSeconds) },
  ]);
}
