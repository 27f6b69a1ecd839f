import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { createSandbox, parseForm } from './server';

const SECRET_KEY = 'sk_test_sandbox_spec';
const WEBHOOK_SECRET = 'whsec_sandbox_spec';

/** A receiver that records what it is sent, as the BFF's webhook route would get it. */
function receiver() {
  const got: { body: string; signature: string }[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      got.push({
        body: Buffer.concat(chunks).toString('utf8'),
        signature: String(req.headers['stripe-signature']),
      });
      res.end('{}');
    });
  });
  return { server, got };
}

const listen = (server: Server) =>
  new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );

async function until<T>(read: () => T | undefined, ms = 5000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = read();
    if (v !== undefined) return v;
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('stripe sandbox, driven by the official stripe SDK', () => {
  const hooks = receiver();
  let sandbox: ReturnType<typeof createSandbox>;
  let stripe: Stripe;
  let base: string;

  const control = async (path: string, body: unknown) => {
    const res = await fetch(`${base}/_sandbox/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };

  beforeAll(async () => {
    const hookPort = await listen(hooks.server);
    sandbox = createSandbox({
      secretKey: SECRET_KEY,
      webhookSecret: WEBHOOK_SECRET,
      webhookUrl: `http://127.0.0.1:${hookPort}/hook`,
      webhookRetryDelaysMs: [50],
      log: () => undefined,
    });
    const port = await listen(sandbox.server);
    base = `http://127.0.0.1:${port}`;
    stripe = new Stripe(SECRET_KEY, { host: '127.0.0.1', port, protocol: 'http', maxNetworkRetries: 0 });
  });
  afterAll(async () => {
    await sandbox.close();
    await new Promise((r) => hooks.server.close(r));
  });

  it('parses Stripe bracket notation into objects and arrays', () => {
    expect(parseForm('a[b][0]=x&a[b][1]=y&c=1&d[]=p&d[]=q&metadata[user]=u')).toEqual({
      a: { b: ['x', 'y'] },
      c: '1',
      d: ['p', 'q'],
      metadata: { user: 'u' },
    });
  });

  it('gives a customer one CLABE and credits a SPEI transfer with a signed customer_cash_balance_transaction.created', async () => {
    const customer = await stripe.customers.create({ email: 'a@b.mx', metadata: { user: 'u-spei' } });
    expect(customer).toMatchObject({ object: 'customer', metadata: { user: 'u-spei' } });
    const params = {
      funding_type: 'bank_transfer' as const,
      currency: 'mxn',
      bank_transfer: { type: 'mx_bank_transfer' as const },
    };
    const first = await stripe.customers.createFundingInstructions(customer.id, params);
    const again = await stripe.customers.createFundingInstructions(customer.id, params);
    const spei = first.bank_transfer.financial_addresses[0].spei!;
    expect(spei.clabe).toMatch(/^646\d{15}$/);
    expect(spei).toMatchObject({ bank_code: '646', bank_name: 'STP' });
    expect(again.bank_transfer.financial_addresses[0].spei!.clabe).toBe(spei.clabe);

    const sent = await control('spei_transfers', { clabe: spei.clabe, amount: 123_456, reference: 'FACT 7' });
    expect(sent.status).toBe(200);
    const hook = await until(() => hooks.got.find((h) => h.body.includes(String(sent.body.event))));
    const event = stripe.webhooks.constructEvent(hook.body, hook.signature, WEBHOOK_SECRET);
    expect(event.type).toBe('customer_cash_balance_transaction.created');
    const txn = event.data.object as Stripe.CustomerCashBalanceTransaction;
    expect(txn).toMatchObject({
      object: 'customer_cash_balance_transaction',
      type: 'funded',
      customer: customer.id,
      currency: 'mxn',
      net_amount: 123_456,
      funded: { bank_transfer: { type: 'mx_bank_transfer', reference: 'FACT 7' } },
    });
    expect(() => stripe.webhooks.constructEvent(hook.body, hook.signature, 'whsec_other')).toThrow(
      Stripe.errors.StripeSignatureVerificationError,
    );
  });

  it('makes OXXO vouchers within $10–$10,000, pays and expires them, and lists their events', async () => {
    const create = (amount: number, key?: string) =>
      stripe.paymentIntents.create(
        {
          amount,
          currency: 'mxn',
          allowed_payment_method_types: ['oxxo'],
          payment_method_data: { type: 'oxxo', billing_details: { name: 'Ana', email: 'ana@b.mx' } },
          payment_method_options: { oxxo: { expires_after_days: 3 } },
          confirm: true,
          metadata: { user: 'u-oxxo' },
        },
        key ? { idempotencyKey: key } : undefined,
      );
    await expect(create(999)).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      code: 'amount_too_small',
    });
    await expect(create(1_000_001)).rejects.toMatchObject({ code: 'amount_too_large' });
    const pi = await create(50_000, 'voucher-1');
    const replay = await create(50_000, 'voucher-1');
    expect(replay.id).toBe(pi.id);
    await expect(create(60_000, 'voucher-1')).rejects.toMatchObject({ type: 'StripeIdempotencyError' });
    expect(pi.status).toBe('requires_action');
    const details = pi.next_action!.oxxo_display_details!;
    expect(details.number).toMatch(/^\d{18}$/);
    expect(details.expires_after! - Date.now() / 1000).toBeGreaterThan(2 * 86_400);
    expect(details.hosted_voucher_url).toContain(pi.id);

    const since = Math.floor(Date.now() / 1000) - 1;
    await control('oxxo/pay', { number: details.number });
    expect(await stripe.paymentIntents.retrieve(pi.id)).toMatchObject({
      status: 'succeeded',
      amount_received: 50_000,
    });
    const other = await create(20_000);
    await control('oxxo/expire', { number: other.next_action!.oxxo_display_details!.number });

    const listed = await stripe.events.list({
      types: ['payment_intent.succeeded', 'payment_intent.payment_failed'],
      created: { gte: since },
      limit: 1,
    });
    expect(listed.has_more).toBe(true);
    expect(listed.data[0]).toMatchObject({ type: 'payment_intent.payment_failed' });
    const next = await stripe.events.list({
      types: ['payment_intent.succeeded', 'payment_intent.payment_failed'],
      created: { gte: since },
      starting_after: listed.data[0].id,
    });
    expect(next.data.map((e) => e.type)).toEqual(['payment_intent.succeeded']);
  });

  it('duplicates, holds and releases in reverse, or drops deliveries for one user', async () => {
    const customer = await stripe.customers.create({ metadata: { user: 'u-modes' } });
    const fi = await stripe.customers.createFundingInstructions(customer.id, {
      funding_type: 'bank_transfer',
      currency: 'mxn',
      bank_transfer: { type: 'mx_bank_transfer' },
    });
    const clabe = fi.bank_transfer.financial_addresses[0].spei!.clabe;
    const count = (eventId: unknown) => hooks.got.filter((h) => h.body.includes(String(eventId))).length;

    await control('webhooks/mode', { mode: 'duplicate', user: 'u-modes' });
    const dup = await control('spei_transfers', { clabe, amount: 100 });
    await until(() => (count(dup.body.event) === 2 ? true : undefined));

    await control('webhooks/mode', { mode: 'hold', user: 'u-modes' });
    const a = await control('spei_transfers', { clabe, amount: 200 });
    const b = await control('spei_transfers', { clabe, amount: 300 });
    await new Promise((r) => setTimeout(r, 100));
    expect(count(a.body.event) + count(b.body.event)).toBe(0);
    expect((await control('webhooks/release', { user: 'u-modes' })).body).toEqual({ released: 2 });
    await until(() => (count(a.body.event) && count(b.body.event) ? true : undefined));
    const order = hooks.got
      .map((h) => h.body)
      .filter((x) => x.includes(String(a.body.event)) || x.includes(String(b.body.event)));
    expect(order[0]).toContain(String(b.body.event));

    await control('webhooks/mode', { mode: 'drop', user: 'u-modes' });
    const dropped = await control('spei_transfers', { clabe, amount: 400 });
    await new Promise((r) => setTimeout(r, 100));
    expect(count(dropped.body.event)).toBe(0);
    expect((await stripe.events.retrieve(String(dropped.body.event))).type).toBe(
      'customer_cash_balance_transaction.created',
    );
  });

  it('refuses a wrong key and unknown objects with Stripe error shapes', async () => {
    const wrong = new Stripe('sk_test_wrong', {
      host: '127.0.0.1',
      port: Number(new URL(base).port),
      protocol: 'http',
      maxNetworkRetries: 0,
    });
    await expect(wrong.customers.create({})).rejects.toMatchObject({
      type: 'StripeAuthenticationError',
      statusCode: 401,
    });
    await expect(stripe.customers.retrieve('cus_nope')).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      code: 'resource_missing',
      statusCode: 404,
    });
  });
});
