import { randomUUID } from 'node:crypto';
import { appEnv, freePort } from '@envios/testing';
import { WalletConfigSchema, type WalletConfig } from '../src/config';
import { PaypalClient, PaypalError } from '../src/paypal/paypal.client';

/**
 * The wallet's PayPal client against the PayPal sandbox the stack runs (deploy/local/sandboxes/paypal),
 * configured exactly as apps.sh configures the wallet. Each client below uses a client id of its own
 * (the sandbox takes any id with the configured secret) so its token requests can be counted.
 */
const config: WalletConfig = WalletConfigSchema.parse(appEnv('wallet'));
const sandbox = config.PAYPAL_BASE_URL;

const clientIds = new WeakMap<PaypalClient, string>();

function client(overrides: Partial<WalletConfig> = {}) {
  const id = `test-${randomUUID()}`;
  const paypal = new PaypalClient({ ...config, PAYPAL_CLIENT_ID: id, ...overrides });
  clientIds.set(paypal, id);
  return paypal;
}

async function sandboxJson<T = Record<string, unknown>>(method: string, path: string, body?: unknown) {
  const res = await fetch(`${sandbox}${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as T };
}

const tokenRequests = async (paypal: PaypalClient) => {
  const stats = await sandboxJson<{ tokenRequestsByClient: Record<string, number> }>('GET', '/sandbox/stats');
  return stats.body.tokenRequestsByClient[clientIds.get(paypal)!] ?? 0;
};

const approve = (orderId: string, outcome?: 'approve' | 'decline' | 'capture-failure') =>
  sandboxJson('POST', `/sandbox/orders/${orderId}/approve`, outcome ? { outcome } : {});

const newOrder = (paypal: PaypalClient, amountCentavos = 12345, requestId = `create-${randomUUID()}`) =>
  paypal.createOrder({
    requestId,
    amountCentavos,
    customId: `prepaid:${requestId}`,
    description: 'Recarga de saldo',
    returnUrl: 'http://localhost:4000/pago/ok',
    cancelUrl: 'http://localhost:4000/pago/cancelado',
  });

async function paypalError(promise: Promise<unknown>): Promise<PaypalError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(PaypalError);
  return error as PaypalError;
}

interface Delivery {
  eventType: string;
  headers: Record<string, string>;
  body: string;
}

const lastWebhook = async (orderId: string, eventType: string) => {
  const r = await sandboxJson<Delivery>(
    'GET',
    `/sandbox/webhooks/last?order_id=${orderId}&event_type=${eventType}`,
  );
  expect(r.status).toBe(200);
  return r.body;
};

describe('PaypalClient against the PayPal sandbox', () => {
  it('asks for one token and reuses it, even for calls made at the same time', async () => {
    const paypal = client();
    expect(await tokenRequests(paypal)).toBe(0);
    await Promise.all([newOrder(paypal), newOrder(paypal)]);
    expect(await tokenRequests(paypal)).toBe(1);
    await newOrder(paypal);
    expect(await tokenRequests(paypal)).toBe(1);
  });

  it('renews the token once when PayPal no longer accepts it', async () => {
    const paypal = client();
    await newOrder(paypal);
    const revoked = await sandboxJson('POST', `/sandbox/tokens/revoke?client_id=${clientIds.get(paypal)}`);
    expect(revoked.body).toEqual({ revoked: 1 });
    await newOrder(paypal);
    expect(await tokenRequests(paypal)).toBe(2);
  });

  it('creates an order once per request id, with the buyer approval page as approveUrl', async () => {
    const paypal = client();
    const requestId = `create-${randomUUID()}`;
    const first = await newOrder(paypal, 12345, requestId);
    expect(first).toEqual({
      id: expect.stringMatching(/^[0-9A-Z]{17}$/),
      status: 'CREATED',
      approveUrl: `${sandbox}/checkoutnow?token=${first.id}`,
    });
    expect((await newOrder(paypal, 12345, requestId)).id).toBe(first.id);
    expect((await newOrder(paypal, 12345)).id).not.toBe(first.id);

    const page = await fetch(first.approveUrl);
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain('<html lang="es">');
    expect(html).toContain('Sandbox de PayPal');
    expect(html).toContain('$123.45 MXN');
    expect(html).toContain('Recarga de saldo');
    for (const label of ['Tarjeta aprobada', 'Tarjeta rechazada', 'Falla en la captura', 'Pagar', 'Cancelar'])
      expect(html).toContain(label);
  });

  it('sends amounts as exact strings and reads them back in centavos', async () => {
    const paypal = client();
    for (const centavos of [5, 100, 12345, 99_999_999]) {
      const order = await newOrder(paypal, centavos);
      expect(await paypal.getOrder(order.id)).toMatchObject({ status: 'CREATED', amountCentavos: centavos });
    }
  });

  it('captures an approved order, replays the capture for the same request id and refuses another', async () => {
    const paypal = client();
    const order = await newOrder(paypal, 34800);
    expect((await approve(order.id)).status).toBe(200);
    expect((await paypal.getOrder(order.id)).status).toBe('APPROVED');

    const captured = await paypal.captureOrder(order.id, `capture-${order.id}`);
    expect(captured).toEqual({
      id: order.id,
      status: 'COMPLETED',
      amountCentavos: 34800,
      customId: expect.stringMatching(/^prepaid:create-/),
      capture: { id: expect.stringMatching(/^[0-9A-Z]{17}$/), status: 'COMPLETED', amountCentavos: 34800 },
    });
    expect(await paypal.captureOrder(order.id, `capture-${order.id}`)).toEqual(captured);
    expect(await paypal.getOrder(order.id)).toEqual(captured);

    const again = await paypalError(paypal.captureOrder(order.id, `capture-${randomUUID()}`));
    expect(again).toMatchObject({ status: 422, issue: 'ORDER_ALREADY_CAPTURED' });
    expect(again.debugId).toMatch(/^[0-9a-z]{13}$/);
  });

  it('refuses to capture an order the buyer has not approved', async () => {
    const paypal = client();
    const order = await newOrder(paypal);
    const error = await paypalError(paypal.captureOrder(order.id, `capture-${order.id}`));
    expect(error).toMatchObject({ status: 422, issue: 'ORDER_NOT_APPROVED' });
    expect((await paypal.getOrder(order.id)).status).toBe('CREATED');
  });

  it('answers a declined card with INSTRUMENT_DECLINED, and the buyer can approve again and pay', async () => {
    const paypal = client();
    const order = await newOrder(paypal, 5000);
    await approve(order.id, 'decline');
    const declined = await paypalError(paypal.captureOrder(order.id, `capture-${order.id}`));
    expect(declined).toMatchObject({ status: 422, issue: 'INSTRUMENT_DECLINED' });
    expect((await paypal.getOrder(order.id)).status).toBe('CREATED');

    await approve(order.id, 'approve');
    // The wallet keeps one request id per order: a refusal is not what that id replays.
    const captured = await paypal.captureOrder(order.id, `capture-${order.id}`);
    expect(captured).toMatchObject({
      status: 'COMPLETED',
      capture: { status: 'COMPLETED', amountCentavos: 5000 },
    });
  });

  it('reports a capture failure as a completed order whose capture is DECLINED, with PAYMENT.CAPTURE.DENIED', async () => {
    const paypal = client();
    const order = await newOrder(paypal, 7000);
    await approve(order.id, 'capture-failure');
    const view = await paypal.captureOrder(order.id, `capture-${order.id}`);
    expect(view).toMatchObject({
      status: 'COMPLETED',
      capture: { status: 'DECLINED', amountCentavos: 7000 },
    });
    const denied = await lastWebhook(order.id, 'PAYMENT.CAPTURE.DENIED');
    expect(JSON.parse(denied.body)).toMatchObject({
      event_type: 'PAYMENT.CAPTURE.DENIED',
      resource: { id: view.capture?.id, status: 'DECLINED' },
    });
  });

  it('refunds a capture in parts, once per request id', async () => {
    const paypal = client();
    const order = await newOrder(paypal, 10000);
    await approve(order.id);
    const { capture } = await paypal.captureOrder(order.id, `capture-${order.id}`);
    const part = await paypal.refundCapture(capture!.id, `refund-1-${order.id}`, 2500);
    expect(part).toEqual({ id: expect.stringMatching(/^[0-9A-Z]{17}$/), status: 'COMPLETED' });
    expect(await paypal.refundCapture(capture!.id, `refund-1-${order.id}`, 2500)).toEqual(part);
    expect((await paypal.getOrder(order.id)).capture?.status).toBe('PARTIALLY_REFUNDED');

    const tooMuch = await paypalError(paypal.refundCapture(capture!.id, `refund-2-${order.id}`, 7501));
    expect(tooMuch).toMatchObject({ status: 422, issue: 'REFUND_AMOUNT_EXCEEDED' });
    await paypal.refundCapture(capture!.id, `refund-3-${order.id}`);
    expect((await paypal.getOrder(order.id)).capture).toMatchObject({
      status: 'REFUNDED',
      amountCentavos: 10000,
    });
    const refunded = await lastWebhook(order.id, 'PAYMENT.CAPTURE.REFUNDED');
    expect(JSON.parse(refunded.body)).toMatchObject({
      resource: { amount: { currency_code: 'MXN', value: '75.00' } },
    });
  });

  it('verifies a webhook the sandbox delivered, and not one with a byte of its body changed', async () => {
    const paypal = client();
    const order = await newOrder(paypal, 20000);
    await approve(order.id);
    const { capture } = await paypal.captureOrder(order.id, `capture-${order.id}`);
    const delivery = await lastWebhook(order.id, 'PAYMENT.CAPTURE.COMPLETED');
    expect(JSON.parse(delivery.body)).toMatchObject({
      id: expect.stringMatching(/^WH-/),
      event_type: 'PAYMENT.CAPTURE.COMPLETED',
      resource_type: 'capture',
      resource: {
        id: capture!.id,
        status: 'COMPLETED',
        amount: { currency_code: 'MXN', value: '200.00' },
        supplementary_data: { related_ids: { order_id: order.id } },
      },
    });

    expect(await paypal.verifyWebhook(delivery.headers, delivery.body)).toBe(true);
    // Header names as Node gives them (lower case) or as PayPal sends them.
    const upper = Object.fromEntries(Object.entries(delivery.headers).map(([k, v]) => [k.toUpperCase(), v]));
    expect(await paypal.verifyWebhook(upper, delivery.body)).toBe(true);

    const tampered = delivery.body.replace('"value":"200.00"', '"value":"900.00"');
    expect(tampered).not.toBe(delivery.body);
    expect(tampered.length).toBe(delivery.body.length);
    expect(await paypal.verifyWebhook(delivery.headers, tampered)).toBe(false);
    expect(
      await paypal.verifyWebhook(
        { ...delivery.headers, 'paypal-transmission-sig': undefined },
        delivery.body,
      ),
    ).toBe(false);
    // Signed for another webhook id: not ours.
    expect(
      await client({ PAYPAL_WEBHOOK_ID: 'WH-SOMEONE-ELSE' }).verifyWebhook(delivery.headers, delivery.body),
    ).toBe(false);
  });

  it('answers PayPal validation errors as PaypalError with the issue', async () => {
    const paypal = client();
    const mismatch = await paypalError(
      paypal.createOrder({
        requestId: `create-${randomUUID()}`,
        amountCentavos: 10000,
        customId: 'x',
        description: 'Guías',
        returnUrl: 'http://localhost/ok',
        cancelUrl: 'http://localhost/no',
        items: [{ name: 'Guía 1', amountCentavos: 9000 }],
      }),
    );
    expect(mismatch).toMatchObject({ status: 422, issue: 'AMOUNT_MISMATCH' });
    expect((await paypalError(paypal.getOrder('NOSUCHORDER000000'))).issue).toBe('INVALID_RESOURCE_ID');
  });

  it('fails with PaypalError on bad credentials and UNAVAILABLE when PayPal does not answer', async () => {
    const badSecret = await paypalError(newOrder(client({ PAYPAL_CLIENT_SECRET: 'not-the-secret' })));
    expect(badSecret).toMatchObject({ status: 401, issue: 'invalid_client' });

    const nobody = await paypalError(
      newOrder(client({ PAYPAL_BASE_URL: `http://127.0.0.1:${await freePort()}` })),
    );
    expect(nobody).toMatchObject({ status: 503, issue: 'UNAVAILABLE' });
  });
});
