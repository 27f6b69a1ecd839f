import { randomUUID } from 'node:crypto';
import mongoose, { type Connection, type Model } from 'mongoose';
import { InvoiceCanceled, InvoiceStamped } from '@envios/contracts';
import { EventPublisher, OUTBOX_FIELD, type CallerIdentity } from '@envios/platform';
import { infra } from '@envios/testing';
import { InvoiceStore, paymentKey, unstamped, type InvoiceSeed } from '../src/invoices/invoice-store';
import { listScope } from '../src/invoices/invoice-scope';
import {
  ChargeDoc,
  ChargeSchema,
  InvoiceDoc,
  InvoiceSchema,
  type InvoicePayment,
} from '../src/invoices/invoice.schema';
import type { StampedCfdi } from '../src/pac/pac-client';

type Outboxed = { type: string; key: string; topic: string; data: Record<string, unknown> };

/**
 * InvoiceStore against the real MongoDB-compatible server, on a database of its own. Two stores on
 * two connections stand for two replicas: a payment's charge keeps the first invoice chosen for it,
 * an open invoice takes every payment once and none once its stamping has begun, and each state
 * change (stamped, canceled) happens once with its event. The relay is not under test (nothing is
 * published to the stack's topics): the events are checked in the documents' outbox.
 */
describe('InvoiceStore', () => {
  const database = `envios_test_invoice_store_${randomUUID().slice(0, 8)}`;
  const connections: Connection[] = [];
  const invoices: Model<InvoiceDoc>[] = [];
  const charges: Model<ChargeDoc>[] = [];
  let a: InvoiceStore;
  let b: InvoiceStore;

  const uid = () => randomUUID().replace(/-/g, '').slice(0, 24);
  const receiver = {
    rfc: 'EKU9003173C9',
    name: 'ESCUELA KEMPER URGATE',
    regimen: '601',
    uso: 'G03',
    zip: '26015',
  };

  const seed = (fields: Partial<InvoiceSeed> = {}): InvoiceSeed => {
    const user = fields.user === undefined ? uid() : fields.user;
    return {
      _id: `per-${uid()}`,
      kind: 'consolidated',
      user,
      account: user,
      period: 'M2026-11',
      closes_at: new Date(Date.now() + 86_400_000),
      receiver,
      status: 'open',
      substitutes: null,
      related_uuid: null,
      ...unstamped(),
      ...fields,
    };
  };
  const payment = (paymentId: string, amount = 10_000, receivedAt = new Date()): InvoicePayment => ({
    payment_id: paymentId,
    method: 'spei',
    received_at: receivedAt,
    lines: [
      { shipment_id: `shp-${paymentId}`, description: 'Envío', amount_centavos: amount, kind: 'shipment' },
    ],
  });
  const cfdi = (): StampedCfdi => ({
    id: `pac-${uid()}`,
    uuid: randomUUID().toUpperCase(),
    series: 'F',
    folio: String(Math.floor(Math.random() * 1e6)),
    total: 0,
    status: 'valid',
  });
  const keysOf = async (id: string) => Object.keys((await a.find(id))?.payments ?? {}).sort();
  const outboxOf = async (id: string) =>
    (((await invoices[0].collection.findOne({ _id: id as never }))?.[OUTBOX_FIELD] as
      Outboxed[] | undefined) ?? []) as Outboxed[];
  /** An invoice with the given payments, stamped (valid, listed). */
  async function stamped(fields: Partial<InvoiceSeed>, ...payments: InvoicePayment[]): Promise<InvoiceDoc> {
    const s = seed(fields);
    for (const p of payments) expect(await a.addPayment(s, p)).toBe('added');
    await a.startStamping(s._id);
    expect(await b.markStamped((await b.find(s._id))!, cfdi(), '03')).toBe(true);
    return (await a.find(s._id))!;
  }

  beforeAll(async () => {
    for (let i = 0; i < 2; i++) {
      const connection = await mongoose.createConnection(`${infra().mongoUrl}/${database}`).asPromise();
      connections.push(connection);
      invoices.push(connection.model(InvoiceDoc.name, InvoiceSchema));
      charges.push(connection.model(ChargeDoc.name, ChargeSchema));
    }
    await Promise.all([invoices[0].init(), charges[0].init()]);
    // No relay: the events stay in the documents' outbox, off the stack's topics.
    const store = (i: number) =>
      new InvoiceStore(
        invoices[i],
        charges[i],
        new EventPublisher(connections[i], { nudge: () => undefined } as never, undefined as never),
      );
    a = store(0);
    b = store(1);
  });
  afterAll(async () => {
    await connections[0]?.dropDatabase().catch(() => undefined);
    await Promise.all(connections.map((c) => c.close()));
  });

  it("keeps a payment's first charge when two replicas claim it for different invoices", async () => {
    const user = uid();
    const paymentId = `pp-${uid()}`;
    const [one, two] = await Promise.all([
      a.claimCharge(paymentId, user, 'per-first'),
      b.claimCharge(paymentId, user, 'pay-second'),
    ]);
    expect(one).toEqual(two);
    expect(['per-first', 'pay-second']).toContain(one.invoice_id);
    expect(one).toMatchObject({ _id: paymentId, user });
    // FerretDB 1.24 drops the empty array of a $setOnInsert; the caller reads `refunded ?? []`.
    expect(one.refunded ?? []).toEqual([]);
    // A redelivered event keeps the first choice, whatever it asks for now.
    expect((await b.claimCharge(paymentId, user, 'per-third')).invoice_id).toBe(one.invoice_id);
    expect(await charges[0].countDocuments({ _id: paymentId })).toBe(1);

    // Moved only from the invoice that holds it.
    await a.moveCharge(paymentId, 'per-elsewhere', 'pay-own');
    expect((await b.chargeOf(paymentId))!.invoice_id).toBe(one.invoice_id);
    await a.moveCharge(paymentId, one.invoice_id!, 'pay-own');
    expect((await b.chargeOf(paymentId))!.invoice_id).toBe('pay-own');
  });

  it('keeps the refunds that arrive before their payment, each once, and the payment claims that charge', async () => {
    const user = uid();
    const paymentId = `pp-${uid()}`;
    await Promise.all([a.noteRefund(paymentId, 'shp-1'), b.noteRefund(paymentId, 'shp-2')]);
    await Promise.all([a.noteRefund(paymentId, 'shp-1'), b.noteRefund(paymentId, 'shp-1')]);
    const before = (await a.chargeOf(paymentId))!;
    expect([...before.refunded].sort()).toEqual(['shp-1', 'shp-2']);
    expect(before.invoice_id ?? null).toBeNull();

    const [one, two] = await Promise.all([
      a.claimCharge(paymentId, user, 'per-first'),
      b.claimCharge(paymentId, user, 'pay-second'),
    ]);
    expect(one.invoice_id).toBe(two.invoice_id);
    expect(['per-first', 'pay-second']).toContain(one.invoice_id);
    expect([...one.refunded].sort()).toEqual(['shp-1', 'shp-2']);
    await b.noteRefund(paymentId, 'shp-3');
    expect((await a.chargeOf(paymentId))!).toMatchObject({
      invoice_id: one.invoice_id,
      refunded: expect.arrayContaining(['shp-1', 'shp-2', 'shp-3']),
    });
  });

  it('puts each payment in an open invoice once, from both replicas at once, and none once stamping began', async () => {
    const s = seed();
    const [p1, p2, p3] = [
      payment(`pp-${uid()}`, 1_000),
      payment(`pp-${uid()}`, 2_000),
      payment(`pp-${uid()}`),
    ];
    // The invoice's first two payments at once: one makes it, both are in it.
    expect(await Promise.all([a.addPayment(s, p1), b.addPayment(s, p2)])).toEqual(['added', 'added']);
    const made = (await b.find(s._id))!;
    expect(made).toMatchObject({
      _id: s._id,
      kind: 'consolidated',
      status: 'open',
      user: s.user,
      account: s.account,
      closes_at: s.closes_at,
      receiver,
      listed: false,
    });
    expect(made.payments[paymentKey(p1.payment_id)]).toEqual(p1);
    expect(made.payments[paymentKey(p2.payment_id)]).toEqual(p2);

    // The same payment twice (a redelivered event on each replica): in it once.
    expect(await Promise.all([a.addPayment(s, p3), b.addPayment(s, p3)])).toEqual(['added', 'added']);
    expect(await keysOf(s._id)).toEqual([p1, p2, p3].map((p) => paymentKey(p.payment_id)).sort());

    // A payment id with characters a field name cannot take.
    const odd = payment(`pay.ment$${uid()}`);
    expect(await a.addPayment(s, odd)).toBe('added');
    expect((await b.find(s._id))!.payments[paymentKey(odd.payment_id)]).toEqual(odd);
    expect(paymentKey(odd.payment_id)).not.toMatch(/[.$]/);

    // Stamping begins: nothing more gets in, not even a payment it already holds.
    await b.startStamping(s._id);
    const late = payment(`pp-${uid()}`);
    expect(await Promise.all([a.addPayment(s, late), b.addPayment(s, p1)])).toEqual(['closed', 'closed']);
    const closed = (await a.find(s._id))!;
    expect(closed.status).toBe('stamping');
    expect(Object.keys(closed.payments)).toHaveLength(4);
    expect(closed.payments[paymentKey(late.payment_id)]).toBeUndefined();
  });

  it('adds both payments when two replicas make the same new invoices at the same moment', async () => {
    // On MongoDB two upserts of a new invoice may both insert, and the second is refused with a
    // duplicate key that the store turns into a plain update while the invoice is open. The local
    // server writes one collection at a time, so there the race may not happen: either way both
    // payments must be in each invoice, once.
    const seeds = Array.from({ length: 10 }, () => seed());
    const pairs = seeds.map(() => [payment(`pp-${uid()}`), payment(`pp-${uid()}`)] as const);
    const answers = await Promise.all(
      seeds.flatMap((s, i) => [a.addPayment(s, pairs[i][0]), b.addPayment(s, pairs[i][1])]),
    );
    expect(answers.every((answer) => answer === 'added')).toBe(true);
    for (const [i, s] of seeds.entries())
      expect(await keysOf(s._id)).toEqual(pairs[i].map((p) => paymentKey(p.payment_id)).sort());
  });

  it('replaces a payment only while its invoice is open', async () => {
    const s = seed();
    const p = payment(`pp-${uid()}`, 5_000);
    expect(await a.addPayment(s, p)).toBe('added');
    const credited: InvoicePayment = {
      ...p,
      lines: [{ ...p.lines[0], description: 'Saldo a favor en monedero', kind: 'wallet-credit' }],
    };
    expect(await b.replacePayment(s._id, credited)).toBe(true);
    expect((await a.find(s._id))!.payments[paymentKey(p.payment_id)]).toEqual(credited);

    // No invoice: nothing made.
    const missing = `per-${uid()}`;
    expect(await b.replacePayment(missing, credited)).toBe(false);
    expect(await a.find(missing)).toBeNull();

    await a.startStamping(s._id);
    expect(await b.replacePayment(s._id, p)).toBe(false);
    expect((await a.find(s._id))!.payments[paymentKey(p.payment_id)]).toEqual(credited);
  });

  it('stamps an invoice once, from stamping only, with one InvoiceStamped in its outbox', async () => {
    const s = seed();
    const [p1, p2] = [payment(`pp-${uid()}`, 12_345), payment(`pp-${uid()}`, 655)];
    await a.addPayment(s, p1);
    await b.addPayment(s, p2);
    const open = (await a.find(s._id))!;
    // Still open: its concepts are not fixed yet.
    expect(await a.markStamped(open, cfdi(), '03')).toBe(false);
    expect(await outboxOf(s._id)).toEqual([]);

    await Promise.all([a.startStamping(s._id), b.startStamping(s._id)]);
    const stamping = (await b.find(s._id))!;
    expect(stamping.status).toBe('stamping');
    const [c1, c2] = [cfdi(), cfdi()];
    const answers = await Promise.all([a.markStamped(stamping, c1, '03'), b.markStamped(stamping, c2, '03')]);
    expect(answers.filter(Boolean)).toHaveLength(1);
    const won = answers[0] ? c1 : c2;

    const valid = (await a.find(s._id))!;
    expect(valid).toMatchObject({
      status: 'valid',
      listed: true,
      pac_id: won.id,
      uuid: won.uuid,
      series: won.series,
      folio: won.folio,
      total_centavos: 13_000,
      payment_form: '03',
      stamped_at: expect.any(Date),
    });
    // The outbox is not read with the invoice.
    expect(valid).not.toHaveProperty(OUTBOX_FIELD);
    const outbox = await outboxOf(s._id);
    expect(outbox).toHaveLength(1);
    expect(outbox[0]).toMatchObject({
      type: InvoiceStamped.type,
      topic: InvoiceStamped.topic,
      key: s._id,
      data: {
        invoiceId: s._id,
        user: s.user,
        kind: 'consolidated',
        uuid: won.uuid,
        series: won.series,
        folio: won.folio,
        totalCentavos: 13_000,
        receiverRfc: receiver.rfc,
        substitutes: null,
        stampedAt: valid.stamped_at!.toISOString(),
      },
    });

    // Again, and stamping again: nothing changes.
    expect(await b.markStamped(stamping, cfdi(), '04')).toBe(false);
    await a.startStamping(s._id);
    expect(await a.find(s._id)).toEqual(valid);
    expect(await outboxOf(s._id)).toHaveLength(1);
  });

  it("makes a substitute once, moves its predecessor's charges to it, and cancels the predecessor once", async () => {
    const user = uid();
    const [p1, p2] = [payment(`pp-${uid()}`, 3_000), payment(`pp-${uid()}`, 4_000)];
    const old = await stamped(
      { user, account: user, kind: 'payment', closes_at: null, period: null },
      p1,
      p2,
    );
    for (const p of [p1, p2]) await a.claimCharge(p.payment_id, user, old._id);
    const unrelated = `pp-${uid()}`;
    await a.claimCharge(unrelated, user, `per-${uid()}`);
    const unrelatedInvoice = (await a.chargeOf(unrelated))!.invoice_id;

    const credited = { ...p2, lines: [{ ...p2.lines[0], kind: 'wallet-credit' as const }] };
    const substitute: InvoiceDoc = {
      ...old,
      _id: `sub-${uid()}`,
      kind: 'substitute',
      status: 'stamping',
      payments: { ...old.payments, [paymentKey(p2.payment_id)]: credited },
      substitutes: old._id,
      related_uuid: old.uuid,
      ...unstamped(),
    };
    // A retried job on both replicas at once, and once more.
    await Promise.all([a.createSubstitute(substitute), b.createSubstitute(substitute)]);
    await a.createSubstitute(substitute);
    expect(await invoices[0].countDocuments({ _id: substitute._id })).toBe(1);
    expect((await b.find(substitute._id))!).toMatchObject({
      kind: 'substitute',
      status: 'stamping',
      substitutes: old._id,
      related_uuid: old.uuid,
      listed: false,
      payments: substitute.payments,
    });
    for (const p of [p1, p2]) expect((await b.chargeOf(p.payment_id))!.invoice_id).toBe(substitute._id);
    expect((await b.chargeOf(unrelated))!.invoice_id).toBe(unrelatedInvoice);
    expect(await outboxOf(substitute._id)).toEqual([]);

    expect(await a.markStamped((await a.find(substitute._id))!, cfdi(), '03')).toBe(true);
    expect((await outboxOf(substitute._id))[0].data).toMatchObject({
      kind: 'substitute',
      substitutes: old._id,
      totalCentavos: 7_000,
    });

    await Promise.all([a.markCanceled(old, substitute._id), b.markCanceled(old, substitute._id)]);
    await b.markCanceled(old, `sub-${uid()}`);
    const canceled = (await a.find(old._id))!;
    expect(canceled).toMatchObject({
      status: 'canceled',
      substituted_by: substitute._id,
      canceled_at: expect.any(Date),
      listed: true,
      uuid: old.uuid,
    });
    const outbox = await outboxOf(old._id);
    expect(outbox.map((e) => e.type)).toEqual([InvoiceStamped.type, InvoiceCanceled.type]);
    expect(outbox[1]).toMatchObject({
      topic: InvoiceCanceled.topic,
      key: old._id,
      data: {
        invoiceId: old._id,
        user,
        uuid: old.uuid,
        motive: '01',
        substitutedBy: substitute._id,
        canceledAt: canceled.canceled_at!.toISOString(),
      },
    });
  });

  it('finds the open invoices whose period has closed', async () => {
    const at = new Date();
    const ago = new Date(at.getTime() - 60_000);
    const tag = uid();
    const due = [
      seed({ _id: `per-${tag}-due`, closes_at: ago }),
      seed({ _id: `glb-${tag}-due`, kind: 'global', user: null, account: null, closes_at: at }),
    ];
    const notDue = [
      seed({ _id: `per-${tag}-later`, closes_at: new Date(at.getTime() + 1) }),
      seed({ _id: `pay-${tag}-own`, kind: 'payment', period: null, closes_at: null }),
      seed({ _id: `per-${tag}-stamping`, closes_at: ago }),
    ];
    for (const s of [...due, ...notDue]) await a.addPayment(s, payment(`pp-${uid()}`));
    await a.startStamping(`per-${tag}-stamping`);

    const found = (await b.openDue(at)).filter((i) => i._id.includes(tag));
    expect(found.map((i) => i._id).sort()).toEqual(due.map((s) => s._id).sort());
    for (const i of found) {
      expect(i.status).toBe('open');
      expect(i).not.toHaveProperty('payments');
    }
    expect((await b.openDue(ago)).filter((i) => i._id.includes(tag)).map((i) => i._id)).toEqual([
      `per-${tag}-due`,
    ]);
  });

  it("pages the stamped invoices within a caller's reach, newest first", async () => {
    const account = uid();
    const [u1, u2, u3] = [uid(), uid(), uid()];
    const mine: InvoiceDoc[] = [];
    for (let i = 0; i < 3; i++) mine.push(await stamped({ user: u1, account }, payment(`pp-${uid()}`)));
    const theirs = await stamped({ user: u2, account }, payment(`pp-${uid()}`));
    const alone = await stamped({ user: u3, account: u3 }, payment(`pp-${uid()}`));
    await stamped({ user: null, account: null, kind: 'global' }, payment(`pp-${uid()}`));
    // Open and being stamped: in no list.
    await a.addPayment(seed({ user: u1, account }), payment(`pp-${uid()}`));
    const stamping = seed({ user: u1, account });
    await a.addPayment(stamping, payment(`pp-${uid()}`));
    await a.startStamping(stamping._id);

    const newestFirst = (docs: InvoiceDoc[]) =>
      [...docs]
        .sort((x, y) => y.stamped_at!.getTime() - x.stamped_at!.getTime() || (x._id < y._id ? -1 : 1))
        .map((d) => d._id);
    const caller = (id: string, role: CallerIdentity['role']) => ({ id, role, iat: 0 }) as CallerIdentity;

    const own = await b.page(listScope(caller(u1, 'user')), 1, 10);
    expect(own.count).toBe(3);
    expect(own.docs.map((d) => d._id)).toEqual(newestFirst(mine));
    for (const d of own.docs) {
      expect(d).not.toHaveProperty('payments');
      expect(d).not.toHaveProperty(OUTBOX_FIELD);
      expect(d.listed).toBe(true);
    }

    const client = caller(account, 'client');
    const accounts = await b.page(listScope(client), 1, 10);
    expect(accounts.count).toBe(4);
    expect(accounts.docs.map((d) => d._id)).toEqual(newestFirst([...mine, theirs]));
    const pages = [await a.page(listScope(client), 1, 3), await a.page(listScope(client), 2, 3)];
    expect(pages.map((p) => p.count)).toEqual([4, 4]);
    expect(pages.flatMap((p) => p.docs.map((d) => d._id))).toEqual(newestFirst([...mine, theirs]));
    expect((await a.page(listScope(client, u2), 1, 10)).docs.map((d) => d._id)).toEqual([theirs._id]);
    expect((await a.page(listScope(client, u3), 1, 10)).count).toBe(0);

    const staff = await a.page(listScope(caller(uid(), 'superadmin'), u3), 1, 10);
    expect(staff.docs.map((d) => d._id)).toEqual([alone._id]);

    // A canceled invoice stays listed.
    await a.markCanceled(mine[0], `sub-${uid()}`);
    const after = await b.page(listScope(caller(u1, 'user')), 1, 10);
    expect(after.count).toBe(3);
    expect(after.docs.find((d) => d._id === mine[0]._id)?.status).toBe('canceled');
  });
});
