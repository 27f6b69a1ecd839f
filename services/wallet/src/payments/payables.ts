import { Inject, Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model, UpdateQuery } from 'mongoose';
import { CommonErrors, WalletErrors } from '@envios/contracts';
import { APP_CONFIG, AppError, ConsumerState, type CallerIdentity } from '@envios/platform';
import type { WalletConfig } from '../config';
import { WalletLedger } from '../ledger/wallet-ledger';
import { WalletScope } from '../ledger/wallet-scope';
import { PayableArrivals } from './payable-arrivals';
import { Payable, type PayableState } from './payable.schema';

/** A shipment just created may reach the wallet a moment after the web asks to pay it. */
const ARRIVAL_WAIT_MS = 3_000;
/** Statements per write command on FerretDB (ARCHITECTURE.md, Data at scale). */
const WRITE_BATCH = 16;

/** What a claim sets, and what giving it back clears. */
const RELEASED = { state: 'unpaid', paymentId: null, payer: null, method: null, leaseUntil: null } as const;

/**
 * The shipments a caller asks to pay, as the wallet priced them, and their claims. A shipment is
 * `paid` only once charged; `paying` while a wallet payment holds it, until its lease ends: then
 * the sweep, or the next attempt to pay it, settles the claim (paid if its debit happened, given
 * back otherwise).
 */
@Injectable()
export class Payables {
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
    let found = await this.read(unique);
    if (found.length < unique.length) {
      const missing = async () => {
        const known = new Set((await this.read(unique)).map((p) => p._id));
        return unique.filter((id) => !known.has(id));
      };
      const known = new Set(found.map((p) => p._id));
      await this.arrivals.waitFor(
        unique.filter((id) => !known.has(id)),
        missing,
        ARRIVAL_WAIT_MS,
      );
      found = await this.read(unique);
    }
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
    const claimed = await this.updateEach(
      ids,
      { state: 'unpaid' },
      { $set: { state: 'paying', paymentId, payer, method: 'wallet', leaseUntil } },
    );
    if (claimed === ids.length) return;
    await this.release(ids, paymentId);
    const now = Date.now();
    const fresh = await this.read(ids);
    await this.assertUnpaid(fresh, now);
    // Given back meanwhile by the payment that held them: they may be paid again at once.
    throw inProgress([], now);
  }

  async release(ids: string[], paymentId: string): Promise<void> {
    await this.updateEach(ids, { state: 'paying', paymentId }, { $set: RELEASED });
  }

  async markPaid(ids: string[], paymentId: string, paidAt: Date): Promise<void> {
    await this.updateEach(
      ids,
      { state: 'paying', paymentId },
      { $set: { state: 'paid', leaseUntil: null, paidAt } },
    );
  }

  /**
   * A claim whose lease ran out: its payment either debited the wallet (then it is paid) or never
   * will (past its lease a payment no longer debits), so it is given back. The sweep and the next
   * attempt to pay settle it alike; both writes are conditional on the claim, so racing is harmless.
   */
  async settle(p: Payable): Promise<void> {
    if (p.state !== 'paying' || !p.paymentId) return;
    if (p.payer && (await this.ledger.applied(p.payer, `pay-${p._id}`)))
      await this.markPaid([p._id], p.paymentId, p.leaseUntil ?? new Date());
    else await this.release([p._id], p.paymentId);
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
   * The same conditional change of several payables, by id; how many it changed. MongoDB takes one
   * `updateMany` on `_id: {$in}`. FerretDB applies `$in` itself to every document of the collection
   * (README, notes on the local server), so there it is one bulk command of `_id` equalities.
   */
  private async updateEach(
    ids: string[],
    filter: { state: PayableState; paymentId?: string },
    update: UpdateQuery<Payable>,
  ): Promise<number> {
    if (!ids.length) return 0;
    if (this.config.DATASTORE === 'mongodb')
      return (await this.payables.updateMany({ _id: { $in: ids }, ...filter }, update)).modifiedCount;
    // One shipment (most payments): a plain update, which FerretDB runs without a bulk command's cost.
    if (ids.length === 1)
      return (await this.payables.updateOne({ _id: ids[0], ...filter }, update)).modifiedCount;
    let modified = 0;
    for (let i = 0; i < ids.length; i += WRITE_BATCH) {
      const r = await this.payables.bulkWrite(
        ids
          .slice(i, i + WRITE_BATCH)
          .map((id) => ({ updateOne: { filter: { _id: id, ...filter }, update } })),
        { ordered: false },
      );
      modified += r.modifiedCount;
    }
    return modified;
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
