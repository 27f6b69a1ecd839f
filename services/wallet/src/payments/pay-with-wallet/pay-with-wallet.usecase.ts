import { Inject, Injectable } from '@nestjs/common';
import { Types } from 'mongoose';
import {
  PaymentReceived,
  ShipmentPaid,
  toPesos,
  WalletLowBalance,
  WalletErrors,
  type InternalWalletPaymentSchema,
} from '@envios/contracts';
import { canSee } from '@envios/domain';
import { APP_CONFIG, AppError, BusinessMetrics, EventPublisher, type CallerIdentity } from '@envios/platform';
import type { z } from 'zod';
import type { WalletConfig } from '../../config';
import type { Movement } from '../../ledger/movement.schema';
import { paymentLineId, WalletLedger } from '../../ledger/wallet-ledger';
import { walletOf, WalletScope } from '../../ledger/wallet-scope';
import type { Payable } from '../payable.schema';
import { receiptOf } from '../payment-receipt';
import { Payables } from '../payables';

/**
 * Part of the lease that must be left when the debit is attempted: past it, the sweep may be about
 * to give the shipments back (it acts only once the whole lease has run out).
 */
const LEASE_MARGIN = 0.25;

/**
 * POST /payments/many/monedero: pays shipments from a wallet. The shipments are claimed (each one
 * once, whoever races for it), then the balance is debited by their server-side total in one
 * conditional write that also records a 'Pago de guía' line per shipment and ShipmentPaid per
 * shipment: the balance never goes below zero, a payment is charged once, and every debit has its
 * events. A debit refused (balance short) gives the shipments back.
 */
@Injectable()
export class PayWithWalletUseCase {
  constructor(
    @Inject(APP_CONFIG) private readonly config: WalletConfig,
    private readonly payables: Payables,
    private readonly ledger: WalletLedger,
    private readonly scope: WalletScope,
    private readonly events: EventPublisher,
    private readonly metrics: BusinessMetrics,
  ) {}

  /** `paidAt` is when it is paid (the demo seed pays its history at past instants). */
  async execute(
    caller: CallerIdentity,
    input: z.output<typeof InternalWalletPaymentSchema>,
    paidAt = new Date(),
  ) {
    await this.scope.assertReach(caller, input.user);
    const payables = await this.payables.load(caller, input.shipments);
    await this.payables.assertUnpaid(payables);
    // A test key pays its test shipments from the test balance (load refused any of the other mode).
    const wallet = walletOf(input.user, caller.test);
    const test = caller.test ? { test: true } : {};

    const paymentId = new Types.ObjectId().toHexString();
    const leaseUntil = new Date(Date.now() + this.config.PAYMENT_LEASE_MS);
    await this.payables.claim(payables, paymentId, wallet, leaseUntil);
    const ids = payables.map((p) => p._id);
    if (Date.now() > leaseUntil.getTime() - this.config.PAYMENT_LEASE_MS * LEASE_MARGIN) {
      await this.payables.release(ids, paymentId);
      this.metrics.payment('wallet', 'timed_out');
      throw AppError.of(WalletErrors.paymentTimedOut);
    }

    const debited = await this.ledger.debit(
      wallet,
      payables.map((p) => paymentLine(p, wallet, caller.id, paidAt)),
      ...payables.map((p) =>
        this.events.event(
          ShipmentPaid,
          p._id,
          {
            shipmentId: p._id,
            owner: p.owner,
            amountCentavos: p.totalCentavos,
            method: 'wallet',
            paymentId,
            paidAt: paidAt.toISOString(),
            ...test,
          },
          paidAt,
        ),
      ),
      this.events.event(
        PaymentReceived,
        input.user,
        {
          ...receiptOf(paymentId, input.user, 'wallet', payables, paidAt),
          ...test,
          ...(input.batch ? { batch: input.batch } : {}),
        },
        paidAt,
      ),
    );
    if (!debited) {
      await this.payables.release(ids, paymentId);
      this.metrics.payment('wallet', 'insufficient_balance');
      throw AppError.of(WalletErrors.insufficientBalance);
    }
    this.metrics.payment('wallet', 'paid');
    await this.payables.markPaid(ids, paymentId, paidAt);
    // Left under the low-balance mark: said once (a test balance has no such mark).
    if (!caller.test)
      await this.ledger.noteLowBalance(input.user, (balance) =>
        this.events.event(WalletLowBalance, input.user, {
          user: input.user,
          balanceCentavos: balance,
          thresholdCentavos: this.config.WALLET_LOW_BALANCE_CENTAVOS,
          at: new Date().toISOString(),
        }),
      );
    const amount = payables.reduce((sum, p) => sum + p.totalCentavos, 0);
    return {
      message: 'ok' as const,
      error: null,
      paid: ids,
      ...(canSee(caller.role, 'amounts')
        ? { amount: toPesos(amount), balance: toPesos(await this.ledger.balanceOf(wallet)) }
        : {}),
    };
  }
}

/** The ledger line of one shipment paid from the wallet (its id makes it one line per shipment). */
function paymentLine(p: Payable, user: string, by: string, at: Date): Movement {
  return {
    _id: paymentLineId(p._id),
    user,
    type: 'Pago de guía',
    amount: -p.totalCentavos,
    status: true,
    shipment: { _id: p._id, number_guide: p.number_guide, carrier: p.carrier },
    numberOfOrder: null,
    source: 'wallet',
    reason: null,
    created_by: by,
    created_at: at,
  };
}
