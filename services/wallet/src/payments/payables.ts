import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { WalletErrors } from '@envios/contracts';
import { AppError, type CallerIdentity } from '@envios/platform';
import { WalletScope } from '../ledger/wallet-scope';
import { Payable } from './payable.schema';

/** A shipment just created may reach the wallet a moment after the web asks to pay it. */
const ARRIVAL_WAIT_MS = 3_000;
const POLL_MS = 100;

/** The shipments a caller asks to pay, as the wallet priced them, and their claims. */
@Injectable()
export class Payables {
  constructor(
    @InjectModel(Payable.name) private readonly payables: Model<Payable>,
    private readonly scope: WalletScope,
  ) {}

  /**
   * The payables of these shipments, each one the caller may pay (404 otherwise, so ids reveal
   * nothing), waiting briefly for ShipmentCreated of a shipment made a moment ago.
   */
  async load(caller: CallerIdentity, ids: string[]): Promise<Payable[]> {
    const unique = [...new Set(ids)];
    const deadline = Date.now() + ARRIVAL_WAIT_MS;
    for (;;) {
      const found = await Promise.all(unique.map((id) => this.payables.findById(id).lean<Payable>()));
      if (found.every(Boolean) || Date.now() >= deadline) {
        for (const p of found)
          if (!p || p.state === 'deleted' || !(await this.scope.canPay(caller, p)))
            throw AppError.of(WalletErrors.shipmentNotFound);
        return found as Payable[];
      }
      await new Promise((r) => setTimeout(r, POLL_MS));
    }
  }

  /** 409 unless every one is unpaid (and nothing holds it). */
  assertUnpaid(payables: Payable[]): void {
    const taken = payables.filter((p) => p.state !== 'unpaid').length;
    if (taken) throw AppError.of(WalletErrors.alreadyPaid, taken);
  }

  /**
   * Takes every one for a payment (unpaid → paying, until `leaseUntil`), or none: a shipment another
   * payment took first makes this one give back what it took and answer 409.
   */
  async claim(payables: Payable[], paymentId: string, payer: string, leaseUntil: Date): Promise<void> {
    const claimed: string[] = [];
    for (const p of payables) {
      const r = await this.payables.updateOne(
        { _id: p._id, state: 'unpaid' },
        { $set: { state: 'paying', paymentId, payer, method: 'wallet', leaseUntil } },
      );
      if (!r.modifiedCount) {
        await this.release(claimed, paymentId);
        throw AppError.of(WalletErrors.alreadyPaid, 1);
      }
      claimed.push(p._id);
    }
  }

  async release(ids: string[], paymentId: string): Promise<void> {
    for (const id of ids)
      await this.payables.updateOne(
        { _id: id, state: 'paying', paymentId },
        { $set: { state: 'unpaid', paymentId: null, payer: null, method: null, leaseUntil: null } },
      );
  }

  async markPaid(ids: string[], paymentId: string, paidAt: Date): Promise<void> {
    for (const id of ids)
      await this.payables.updateOne(
        { _id: id, state: 'paying', paymentId },
        { $set: { state: 'paid', leaseUntil: null, paidAt } },
      );
  }
}
