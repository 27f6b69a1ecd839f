import 'reflect-metadata';
import type { INestApplicationContext } from '@nestjs/common';
import { getConnectionToken, getModelToken } from '@nestjs/mongoose';
import type { Connection, Model } from 'mongoose';
import {
  APP_CONFIG,
  Arrivals,
  createServiceContext,
  DemoSeedMarks,
  demoSeedRun,
  OutboxRelay,
  waitUntil,
  type CallerIdentity,
} from '@envios/platform';
import {
  DEMO_PAYER_OF,
  demoHistory,
  type DemoHistory,
  type DemoPayer,
  type DemoShipment,
  type DemoTopUp,
} from '@envios/domain';
import type { WalletConfig } from '../config';
import { StaffCreditUseCase } from '../ledger/staff-credit/staff-credit.usecase';
import { Movement } from '../ledger/movement.schema';
import { Member } from '../members/member.schema';
import { PayOverweightUseCase } from '../overweight/pay-overweight/pay-overweight.usecase';
import { CaptureApprovedOrderUseCase } from '../payments/capture-approved-order/capture-approved-order.usecase';
import { Payable } from '../payments/payable.schema';
import { PayWithWalletUseCase } from '../payments/pay-with-wallet/pay-with-wallet.usecase';
import { PaypalOrder } from '../payments/paypal-order.schema';
import { CreateTopUpUseCase } from '../top-ups/create-top-up/create-top-up.usecase';
import { TopUpOrderUseCase } from '../top-ups/top-up-order/top-up-order.usecase';
import wallet from '../service';

/**
 * The wallet's part of the portal's demo history (libs/platform demo-seed.ts says how the rounds go;
 * nothing outside the portal).
 * Round 1, once ShipmentCreated has brought the shipments here, each wallet in time order (the two
 *   side by side): card top-ups (asked for, paid in the PayPal sandbox and captured through
 *   the top-up's own use cases), staff credits, and the payment of the shipments from their
 *   payer's wallet (a client pays its users' shipments) at their planned instant. Each card top-up
 *   covers what its payer spends until the next one.
 * Round 2: the overweight the client paid, once OverweightRegistered has brought its charge.
 * Idempotent: a paid shipment, a top-up or credit found at its instant is left alone, and a mark in
 * the service's database says round 2 is done.
 */
const HISTORY = 'history';
const PESO = 100;
/** What a payer's wallet keeps after its last top-up, for whoever opens the portal to pay with it. */
const LAST_CUSHION: Record<DemoPayer, number> = { cliente: 9_000 * PESO, compras: 3_000 * PESO };
/** A card payment takes the buyer a few minutes. */
const CHECKOUT_MS = 3 * 60_000;

async function main() {
  const run = demoSeedRun();
  if (!run.anchor) return;
  const started = Date.now();
  const app = await createServiceContext(wallet);
  try {
    const marks = new DemoSeedMarks(app.get<Connection>(getConnectionToken()));
    if (await marks.done(HISTORY)) return;
    const seed = new WalletSeed(app, demoHistory(run.anchor));
    if (run.round === 1) await seed.payHistory();
    else {
      await seed.payOverweight();
      await marks.mark(HISTORY, run.anchor);
    }
    console.log(
      `Demo history (wallet, round ${run.round}) in ${Math.round((Date.now() - started) / 1000)} s`,
    );
  } finally {
    await app.get(OutboxRelay).drain();
    await app.close();
  }
}

class WalletSeed {
  private readonly payables: Model<Payable>;
  private readonly movements: Model<Movement>;
  private readonly members: Model<Member>;
  /** The history's shipments as ShipmentCreated brings them here (shipments makes them meanwhile). */
  private readonly arrivals: Arrivals<Payable>;

  constructor(
    private readonly app: INestApplicationContext,
    private readonly history: DemoHistory,
  ) {
    this.payables = app.get(getModelToken(Payable.name));
    this.movements = app.get(getModelToken(Movement.name));
    this.members = app.get(getModelToken(Member.name));
    this.arrivals = new Arrivals('the shipments of the history (ShipmentCreated)', async (keys) =>
      (await this.payables.find({ createdAt: { $in: keys.map((k) => new Date(k)) } }).lean<Payable[]>()).map(
        (p) => [p.createdAt!.getTime(), p],
      ),
    );
  }

  private payable(s: DemoShipment): Promise<Payable> {
    return this.arrivals.get(s.createdAt.getTime());
  }

  /** A payer's identity (a client pays from its own wallet: the account of its shipments). */
  private async caller(filter: object, what: string): Promise<CallerIdentity> {
    const m = await waitUntil(what, () => this.members.findOne(filter).sort({ _id: 1 }).lean<Member>());
    return { id: m._id, role: m.role!, parentClient: m.clientId, iat: Math.floor(Date.now() / 1000) };
  }

  async payHistory(): Promise<void> {
    this.arrivals.expect(this.history.shipments.map((s) => s.createdAt.getTime()));
    const staff = {
      superadmin: await this.caller({ role: 'superadmin' }, 'a superadmin'),
      sales: await this.caller({ role: 'sales' }, 'a sales account'),
    };
    const done = await Promise.all(
      (['cliente', 'compras'] as const).map((payer) => this.payWallet(payer, staff)),
    );
    console.log(`Demo history: ${done[0] + done[1]} payments, top-ups and credits`);
  }

  /**
   * One payer's history in time order, as its shipments arrive: payments (shipments paid at one
   * instant are one payment, 'Pagar seleccionados'), staff credits, and card top-ups sized as a
   * person would: enough for what the payer spends until its next top-up and a little more
   * (rounded to $500, at least $1,000), and after the last one a balance to pay with.
   */
  private async payWallet(payer: DemoPayer, staff: Record<'superadmin' | 'sales', CallerIdentity>) {
    const mine = this.history.shipments.filter((s) => DEMO_PAYER_OF[s.account] === payer);
    const user = (await this.payable(mine[0])).account;
    const caller = await this.caller({ _id: user }, `the demo payer ${payer}`);
    const spends = mine.filter((s) => s.paidAt);
    const spent = async (from: number, to: number) => {
      let sum = 0;
      for (const s of spends)
        if (s.paidAt!.getTime() >= from && s.paidAt!.getTime() < to)
          sum += (await this.payable(s)).totalCentavos;
      for (const s of mine) {
        const at = s.overweight?.paidAt?.getTime();
        if (at !== undefined && at >= from && at < to) sum += s.overweight!.costPesos * PESO;
      }
      return sum;
    };
    const batches = new Map<number, DemoShipment[]>();
    for (const s of spends)
      batches.set(s.paidAt!.getTime(), [...(batches.get(s.paidAt!.getTime()) ?? []), s]);
    const topUps = this.history.topUps.filter((t) => t.payer === payer);
    const steps: (DemoTopUp | { at: Date; kind: 'pay'; shipments: DemoShipment[] })[] = [
      ...topUps,
      ...[...batches].map(([at, shipments]) => ({ at: new Date(at), kind: 'pay' as const, shipments })),
    ].sort((a, b) => a.at.getTime() - b.at.getTime());

    const pay = this.app.get(PayWithWalletUseCase);
    const credit = this.app.get(StaffCreditUseCase);
    let balance = 0;
    let since = -Infinity;
    let done = 0;
    for (const step of steps) {
      if (step.kind === 'pay') {
        const payables = await Promise.all(step.shipments.map((s) => this.payable(s)));
        const unpaid = payables.filter((p) => p.state === 'unpaid').map((p) => p._id);
        if (unpaid.length) {
          await pay.execute(caller, { user, shipments: unpaid }, step.at);
          done++;
        }
        continue;
      }
      balance -= await spent(since, step.at.getTime());
      since = step.at.getTime();
      if (step.kind === 'credit') {
        balance += step.amountCentavos;
        if (await this.movements.exists({ user, created_at: step.at, source: 'staff' })) continue;
        const { amountCentavos, reason, by } = step;
        await credit.execute(staff[by], { userId: user, cantidadAbonar: amountCentavos, reason }, step.at);
      } else {
        const next = topUps.find((n) => n.kind === 'card' && n.at > step.at)?.at.getTime() ?? Infinity;
        const need =
          Math.ceil((await spent(since, next)) * 1.1) + (next === Infinity ? LAST_CUSHION[payer] : 0);
        const amount = Math.max(1_000 * PESO, Math.ceil((need - balance) / (500 * PESO)) * 500 * PESO);
        balance += amount;
        if (!(await this.cardTopUp(caller, amount, step.at))) continue;
      }
      done++;
    }
    return done;
  }

  /**
   * A card top-up as the browser makes it: asked for (pending 'Abono'), its PayPal order, the buyer
   * approving it in the PayPal sandbox, and the capture, which credits the wallet. False when it was
   * made before.
   */
  private async cardTopUp(caller: CallerIdentity, amount: number, at: Date): Promise<boolean> {
    const existing = await this.movements
      .findOne({ user: caller.id, created_at: at, source: 'paypal' })
      .lean<Movement>();
    if (existing?.status) return false;
    const id =
      existing?._id ?? (await this.app.get(CreateTopUpUseCase).execute(caller, caller.id, amount, at)).id;
    const order = await this.app.get(TopUpOrderUseCase).execute(caller, id);
    const { PAYPAL_BASE_URL } = this.app.get<WalletConfig>(APP_CONFIG);
    const approved = await fetch(
      `${PAYPAL_BASE_URL.replace(/\/+$/, '')}/sandbox/orders/${order.id}/approve`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ outcome: 'approve' }),
      },
    );
    if (!approved.ok && approved.status !== 422)
      throw new Error(`PayPal sandbox approval: ${approved.status}`);
    const stored = await this.app
      .get<Model<PaypalOrder>>(getModelToken(PaypalOrder.name))
      .findById(order.id)
      .lean<PaypalOrder>();
    await this.app.get(CaptureApprovedOrderUseCase).execute(stored!, new Date(at.getTime() + CHECKOUT_MS));
    return true;
  }

  async payOverweight(): Promise<void> {
    const pay = this.app.get(PayOverweightUseCase);
    for (const s of this.history.shipments.filter((x) => x.overweight?.paidAt)) {
      const p = await this.payable(s);
      // Shipments registers it once the labels are made (this round, meanwhile).
      const state = await waitUntil(
        `the overweight of ${p._id} (OverweightRegistered)`,
        async () => {
          const now = await this.payables.findById(p._id, { overweightState: 1 }).lean<Payable>();
          return now && now.overweightState !== 'none' && now.overweightState;
        },
        300_000,
      );
      if (state === 'pending')
        await pay.execute(await this.caller({ _id: p.payer }, 'the payer'), p._id, s.overweight!.paidAt!);
    }
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
