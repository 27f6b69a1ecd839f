import { randomUUID } from 'node:crypto';
import { BSON } from 'mongodb';
import mongoose, { Types, type Connection, type Model } from 'mongoose';
import { ShipmentPaid } from '@envios/contracts';
import { EventPublisher, OUTBOX_FIELD, PushdownIndexesMigration } from '@envios/platform';
import { appEnv, infra } from '@envios/testing';
import type { WalletConfig } from '../src/config';
import { Movement, MovementSchema } from '../src/ledger/movement.schema';
import { WalletLedger } from '../src/ledger/wallet-ledger';
import { Wallet, WalletSchema } from '../src/ledger/wallet.schema';

jest.setTimeout(600_000);

/**
 * Credits made in the size test: 1,000 in the test run (about 20 s here); the 10,000 with
 * WALLET_LEDGER_CREDITS=10000 (about 190 s on FerretDB, which writes one collection at a time).
 * The document is measured after a tenth of them too: it must not grow with the count.
 */
const CREDITS = Number(process.env.WALLET_LEDGER_CREDITS ?? 1_000);
const CONCURRENCY = 16;
const LEASE_MS = 10_000;

/**
 * WalletLedger against the real MongoDB-compatible server, on a database of its own: credits are
 * applied once per key without the wallet document keeping their keys, so it stays small however
 * many it had, its balance is the sum of its ledger, and a credit whose request died between
 * recording and applying it is applied once by the sweep. No events: the ledger writes the ones it
 * is given, and these would only flood the stack's wallet topic.
 */
describe('WalletLedger', () => {
  const database = `envios_test_wallet_ledger_${randomUUID().slice(0, 8)}`;
  let connection: Connection;
  let wallets: Model<Wallet>;
  let movements: Model<Movement>;
  let ledger: WalletLedger;

  const line = (user: string, amount: number): Movement => ({
    _id: new Types.ObjectId().toHexString(),
    user,
    type: 'Abono',
    amount,
    status: true,
    shipment: null,
    numberOfOrder: null,
    source: 'staff',
    reason: 'Saldo de prueba',
    created_by: null,
    created_at: new Date(),
  });
  const ledgerSum = async (user: string) =>
    (await movements.find({ user, status: true }, { amount: 1 }).lean()).reduce((s, m) => s + m.amount, 0);

  beforeAll(async () => {
    connection = await mongoose.createConnection(`${infra().mongoUrl}/${database}`).asPromise();
    wallets = connection.model(Wallet.name, WalletSchema);
    movements = connection.model(Movement.name, MovementSchema);
    // As the service does at start: the indexes FerretDB needs to find a document by its id.
    await new PushdownIndexesMigration(connection, {
      FERRETDB_POSTGRES_URL: appEnv('wallet').FERRETDB_POSTGRES_URL,
    } as never).ensure();
    const events = new EventPublisher(connection, { nudge: () => undefined } as never, undefined as never);
    ledger = new WalletLedger({ PAYMENT_LEASE_MS: LEASE_MS } as WalletConfig, wallets, movements, events);
  });
  afterAll(async () => {
    await connection?.dropDatabase().catch(() => undefined);
    await connection?.close();
  });

  it(`keeps a wallet document under 16 KB after ${CREDITS.toLocaleString('en')} credits, its balance the sum of its ledger`, async () => {
    const user = new Types.ObjectId().toHexString();
    const credits = Array.from({ length: CREDITS }, (_, i) => line(user, 1 + (i % 100)));
    const started = Date.now();
    const applied: boolean[] = [];
    const creditRange = async (from: number, to: number) => {
      let next = from;
      await Promise.all(
        Array.from({ length: CONCURRENCY }, async () => {
          for (let i = next++; i < to; i = next++)
            applied[i] = await ledger.credit(user, credits[i]._id, credits[i]);
        }),
      );
    };
    const sizeNow = async () =>
      BSON.calculateObjectSize((await connection.db!.collection('wallets').findOne({ _id: user as never }))!);
    await creditRange(0, CREDITS / 10);
    const early = await sizeNow();
    await creditRange(CREDITS / 10, CREDITS);
    const ms = Date.now() - started;
    console.log(`${CREDITS} credits in ${ms} ms (${Math.round((CREDITS * 1000) / ms)}/s)`);
    expect(applied.filter(Boolean)).toHaveLength(CREDITS);

    // Each again, a few at once: none credits twice.
    const again = await Promise.all(credits.slice(0, 50).map((c) => ledger.credit(user, c._id, c)));
    expect(again.some(Boolean)).toBe(false);
    const same = await Promise.all(
      Array.from({ length: 5 }, () => ledger.credit(user, credits[0]._id, credits[0])),
    );
    expect(same.some(Boolean)).toBe(false);

    const expected = credits.reduce((s, c) => s + c.amount, 0);
    expect(await ledger.balanceOf(user)).toBe(expected);
    expect(await ledgerSum(user)).toBe(expected);
    const doc = await connection.db!.collection('wallets').findOne({ _id: user as never });
    const bytes = BSON.calculateObjectSize(doc!);
    console.log(`wallet document: ${bytes} bytes`);
    expect(bytes).toBeLessThan(16 * 1024);
    // Ten times the credits, not a byte more (each key no longer stays in the document).
    expect(bytes).toBe(early);
    expect(doc).toMatchObject({ ops: {}, opsPending: false });
    expect(await movements.countDocuments({ user, creditState: 'pending' })).toBe(0);
  });

  it('drops the credit keys an old wallet document kept, once, leaving its balance and ledger as they were', async () => {
    const user = new Types.ObjectId().toHexString();
    const keys = Object.fromEntries(Array.from({ length: 500 }, (_, i) => [`topup-${i}`, true]));
    // A wallet as one was written before credits were keyed by their ledger line.
    await wallets.collection.insertOne({
      _id: user as never,
      balance: 12_345,
      ops: {},
      opsPending: false,
      credited: keys,
    });
    expect(BSON.calculateObjectSize((await wallets.findById(user).lean())!)).toBeGreaterThan(5_000);
    expect(await ledger.dropOldCreditKeys()).toBe(1);
    const after = await wallets.findById(user).lean<Record<string, unknown>>();
    expect(after).not.toHaveProperty('credited');
    expect(after).toMatchObject({ balance: 12_345 });
    expect(await ledger.dropOldCreditKeys()).toBe(0);
  });

  it('applies once, after its lease, a credit whose request died before or after moving the balance', async () => {
    const user = new Types.ObjectId().toHexString();
    await ledger.credit(user, 'first', { ...line(user, 1_000), _id: 'first' });
    const expired = new Date(Date.now() - 1_000);
    const pending = (amount: number, creditLeaseUntil: Date) => ({
      ...line(user, amount),
      status: false,
      creditState: 'pending' as const,
      creditLeaseUntil,
      creditEvents: [],
    });

    // Died after recording it: nothing moved yet.
    const before = pending(200, expired);
    // Died after moving the balance, before the copy into the ledger: it waits in `ops`.
    const after = pending(30, expired);
    // Still within its lease: its request may yet apply it.
    const fresh = pending(4, new Date(Date.now() + LEASE_MS));
    await movements.insertMany([before, after, fresh]);
    await wallets.updateOne(
      { _id: user },
      {
        $inc: { balance: after.amount },
        $set: { [`ops.${after._id}`]: { ...after, status: true, creditState: 'applied' }, opsPending: true },
      },
    );
    expect(await ledger.balanceOf(user)).toBe(1_030);
    // A replay while it is pending is not a second credit.
    expect(await ledger.credit(user, before._id, { ...before, status: true })).toBe(false);

    await Promise.all([ledger.recoverCredits(), ledger.recoverCredits()]);
    await ledger.recoverCredits();
    expect(await ledger.balanceOf(user)).toBe(1_230);
    expect(await ledgerSum(user)).toBe(1_230);
    expect(await movements.findById(before._id).lean()).toMatchObject({
      status: true,
      creditState: 'applied',
    });
    expect(await movements.findById(after._id).lean()).toMatchObject({
      status: true,
      creditState: 'applied',
    });
    expect(await movements.findById(fresh._id).lean()).toMatchObject({
      status: false,
      creditState: 'pending',
    });
    expect(await ledger.credit(user, before._id, { ...before, status: true })).toBe(false);
    expect(await ledger.balanceOf(user)).toBe(1_230);
  });

  it('credits a card top-up onto its own pending line once, and never debits below zero', async () => {
    const user = new Types.ObjectId().toHexString();
    const topUp = { ...line(user, 5_000), status: false, source: 'paypal' as const };
    await movements.create(topUp);
    const results = await Promise.all(
      Array.from({ length: 4 }, () => ledger.credit(user, topUp._id, { ...topUp, status: true })),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await movements.findById(topUp._id).lean()).toMatchObject({ status: true, amount: 5_000 });

    const debits = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        ledger.debit(user, [
          { ...line(user, -1_000), _id: `pay-${i}`, type: 'Pago de guía', source: 'wallet' },
        ]),
      ),
    );
    // The first alone; the seven that waited meanwhile, refused together (7,000 > 4,000), then
    // one by one in arrival order: the first four are covered.
    expect(debits).toEqual([true, true, true, true, true, false, false, false]);
    expect(await ledger.balanceOf(user)).toBe(0);
    expect(await ledgerSum(user)).toBe(0);
  });

  it('writes the balance once for the debits that wait while one is written (group commit), each with its line and events', async () => {
    const user = new Types.ObjectId().toHexString();
    await ledger.credit(user, `credit-${user}`, line(user, 100_000));
    const events = (ledger as unknown as { events: EventPublisher }).events;
    const balanceWrites = jest.spyOn(events, 'updateWithEvents');
    const debits = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        ledger.debit(
          user,
          [{ ...line(user, -(100 + i)), _id: `pay-${user}-${i}`, type: 'Pago de guía', source: 'wallet' }],
          events.event(ShipmentPaid, `s-${i}`, {
            shipmentId: `s-${i}`,
            owner: user,
            amountCentavos: 100 + i,
            method: 'wallet',
            paymentId: `p-${i}`,
            paidAt: new Date().toISOString(),
          }),
        ),
      ),
    );
    expect(debits.every(Boolean)).toBe(true);
    // The first debit alone, then the 29 that arrived while it was written, together.
    expect(balanceWrites).toHaveBeenCalledTimes(2);
    balanceWrites.mockRestore();
    const taken = Array.from({ length: 30 }, (_, i) => 100 + i).reduce((a, b) => a + b, 0);
    expect(await ledger.balanceOf(user)).toBe(100_000 - taken);
    expect(await ledgerSum(user)).toBe(100_000 - taken);
    expect(await movements.countDocuments({ user, type: 'Pago de guía', status: true })).toBe(30);
    // Every debit's event went out with the balance change (the outbox holds them until relayed).
    const wallet = await wallets.findById(user).select(`+${OUTBOX_FIELD}`).lean<Record<string, unknown>>();
    const outbox = (wallet?.[OUTBOX_FIELD] ?? []) as { type: string; key: string }[];
    expect(
      outbox
        .filter((e) => e.type === 'ShipmentPaid')
        .map((e) => e.key)
        .sort(),
    ).toEqual(Array.from({ length: 30 }, (_, i) => `s-${i}`).sort());
  });
});
