import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG } from '@envios/platform';
import { z } from 'zod';
import type { WalletConfig } from '../config';

/**
 * A PayPal refusal, with its stable code in `issue` (`details[0].issue`, else `name`, e.g.
 * INSTRUMENT_DECLINED, ORDER_NOT_APPROVED), or 'UNAVAILABLE' when PayPal did not answer in time,
 * could not be reached or answered 5xx. `debugId` is what PayPal's support asks for.
 */
export class PaypalError extends Error {
  constructor(
    readonly status: number,
    readonly issue: string,
    readonly description: string,
    readonly debugId: string | null = null,
  ) {
    super(
      `PayPal ${status} ${issue}${description ? `: ${description}` : ''}${debugId ? ` (debug_id ${debugId})` : ''}`,
    );
    this.name = 'PaypalError';
  }
}

/** What the wallet reads of an order. Amounts in centavos. */
export interface PaypalOrderView {
  id: string;
  /** CREATED, APPROVED, COMPLETED, … (PayPal's order status). */
  status: string;
  amountCentavos: number;
  customId?: string;
  /** The order's capture once captured: COMPLETED, PENDING, DECLINED, FAILED, REFUNDED, … */
  capture?: { id: string; status: string; amountCentavos: number };
}

const Money = z.looseObject({ currency_code: z.string(), value: z.string() });
const Link = z.looseObject({ rel: z.string(), href: z.string() });
const Order = z.looseObject({
  id: z.string(),
  status: z.string(),
  links: z.array(Link).optional(),
  purchase_units: z
    .array(
      z.looseObject({
        amount: Money.optional(),
        custom_id: z.string().optional(),
        payments: z
          .looseObject({
            captures: z
              .array(z.looseObject({ id: z.string(), status: z.string(), amount: Money }))
              .optional(),
          })
          .optional(),
      }),
    )
    .optional(),
});
const Refund = z.looseObject({ id: z.string(), status: z.string() });
const Token = z.looseObject({ access_token: z.string().min(1), expires_in: z.number().positive() });
const Verification = z.looseObject({ verification_status: z.string() });
const ErrorBody = z.looseObject({
  name: z.string().optional(),
  message: z.string().optional(),
  debug_id: z.string().optional(),
  details: z.array(z.looseObject({ issue: z.string(), description: z.string().optional() })).optional(),
  // The OAuth endpoint answers in OAuth's own shape.
  error: z.string().optional(),
  error_description: z.string().optional(),
});

/** PayPal's amount string from integer centavos, without floating point: 12345 → '123.45'. */
function toPaypalValue(centavos: number): string {
  if (!Number.isSafeInteger(centavos) || centavos < 0)
    throw new RangeError(`an amount is a whole, non-negative number of centavos, got ${centavos}`);
  const digits = String(centavos).padStart(3, '0');
  return `${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

/** Integer centavos from PayPal's amount string ('123.45', '123.4', '123'). */
function toCentavos(value: string): number {
  const m = /^(\d{1,13})(?:\.(\d{1,2}))?$/.exec(value);
  if (!m) throw new PaypalError(502, 'UNEXPECTED_RESPONSE', `PayPal answered an amount '${value}'`);
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

/** Renew the token this long before PayPal says it expires (at most half its life). */
const TOKEN_MARGIN_MS = 5 * 60_000;

type Headers = Record<string, string>;

/**
 * PayPal's REST API (OAuth token, Orders v2, refunds, webhook verification) at PAYPAL_BASE_URL:
 * PayPal's sandbox or live servers, or locally our PayPal-compatible sandbox
 * (deploy/local/sandboxes/paypal). Money is integer centavos on our side, MXN strings on PayPal's.
 * The token is kept until shortly before it expires; concurrent calls share one renewal.
 */
@Injectable()
export class PaypalClient {
  private token: { value: string; renewAt: number } | null = null;
  private renewing: Promise<string> | null = null;

  constructor(@Inject(APP_CONFIG) private readonly config: WalletConfig) {}

  /** Creates an MXN order (one purchase unit); the same `requestId` answers the first order again. */
  async createOrder(input: {
    requestId: string;
    amountCentavos: number;
    customId: string;
    referenceId?: string;
    description: string;
    returnUrl: string;
    cancelUrl: string;
    items?: { name: string; amountCentavos: number }[];
  }): Promise<{ id: string; status: string; approveUrl: string }> {
    const mxn = (centavos: number) => ({ currency_code: 'MXN', value: toPaypalValue(centavos) });
    const items = input.items?.map((item) => ({
      name: item.name.slice(0, 127),
      quantity: '1',
      unit_amount: mxn(item.amountCentavos),
      category: 'DIGITAL_GOODS',
    }));
    const itemTotal = input.items?.reduce((sum, item) => sum + item.amountCentavos, 0);
    const body = {
      intent: 'CAPTURE',
      purchase_units: [
        {
          reference_id: (input.referenceId ?? input.customId).slice(0, 256),
          custom_id: input.customId.slice(0, 127),
          description: input.description.slice(0, 127),
          amount: {
            ...mxn(input.amountCentavos),
            ...(itemTotal === undefined ? {} : { breakdown: { item_total: mxn(itemTotal) } }),
          },
          ...(items ? { items } : {}),
        },
      ],
      payment_source: {
        paypal: {
          experience_context: {
            locale: 'es-MX',
            // Labels and top-ups ship nothing to the buyer.
            shipping_preference: 'NO_SHIPPING',
            user_action: 'PAY_NOW',
            return_url: input.returnUrl,
            cancel_url: input.cancelUrl,
          },
        },
      },
    };
    const order = await this.call(Order, 'POST', '/v2/checkout/orders', body, {
      'PayPal-Request-Id': input.requestId,
    });
    // PayPal names the buyer's link 'approve', or 'payer-action' when payment_source.paypal is sent.
    const approve = order.links?.find((l) => l.rel === 'approve' || l.rel === 'payer-action');
    if (!approve) throw new PaypalError(502, 'UNEXPECTED_RESPONSE', `order ${order.id} has no approval link`);
    return { id: order.id, status: order.status, approveUrl: approve.href };
  }

  async getOrder(orderId: string): Promise<PaypalOrderView> {
    return view(await this.call(Order, 'GET', `/v2/checkout/orders/${encodeURIComponent(orderId)}`));
  }

  /** Captures an approved order; retrying with the same `requestId` replays PayPal's first answer. */
  async captureOrder(orderId: string, requestId: string): Promise<PaypalOrderView> {
    const order = await this.call(
      Order,
      'POST',
      `/v2/checkout/orders/${encodeURIComponent(orderId)}/capture`,
      {},
      { 'PayPal-Request-Id': requestId, Prefer: 'return=representation' },
    );
    return view(order);
  }

  /** Refunds a capture, whole or `amountCentavos` of it; the same `requestId` refunds once. */
  async refundCapture(
    captureId: string,
    requestId: string,
    amountCentavos?: number,
  ): Promise<{ id: string; status: string }> {
    const body =
      amountCentavos === undefined
        ? {}
        : { amount: { currency_code: 'MXN', value: toPaypalValue(amountCentavos) } };
    const refund = await this.call(
      Refund,
      'POST',
      `/v2/payments/captures/${encodeURIComponent(captureId)}/refund`,
      body,
      { 'PayPal-Request-Id': requestId },
    );
    return { id: refund.id, status: refund.status };
  }

  /**
   * Whether a webhook delivery is genuine, asked of PayPal (verify-webhook-signature) with our
   * PAYPAL_WEBHOOK_ID. False when a PAYPAL-* header is missing, the body is not JSON or PayPal says
   * FAILURE; PaypalError when PayPal cannot be asked (the delivery should then fail, to be retried).
   */
  async verifyWebhook(headers: Record<string, string | undefined>, rawBody: string): Promise<boolean> {
    const lower = new Map(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
    const fields = {
      auth_algo: lower.get('paypal-auth-algo'),
      cert_url: lower.get('paypal-cert-url'),
      transmission_id: lower.get('paypal-transmission-id'),
      transmission_sig: lower.get('paypal-transmission-sig'),
      transmission_time: lower.get('paypal-transmission-time'),
    };
    if (Object.values(fields).some((v) => !v)) return false;
    let event: unknown;
    try {
      event = JSON.parse(rawBody);
    } catch {
      return false;
    }
    try {
      const answer = await this.call(Verification, 'POST', '/v1/notifications/verify-webhook-signature', {
        ...fields,
        webhook_id: this.config.PAYPAL_WEBHOOK_ID,
        webhook_event: event,
      });
      return answer.verification_status === 'SUCCESS';
    } catch (e) {
      if (e instanceof PaypalError && e.status === 400) return false;
      throw e;
    }
  }

  /** One call with the cached token; a 401 (token revoked or expired early) renews it and tries once more. */
  private async call<T extends z.ZodType>(
    schema: T,
    method: string,
    path: string,
    body?: unknown,
    headers: Headers = {},
  ): Promise<z.infer<T>> {
    let token = await this.accessToken();
    let res = await this.send(path, method, token, body, headers);
    if (res.status === 401) {
      if (this.token?.value === token) this.token = null;
      token = await this.accessToken();
      res = await this.send(path, method, token, body, headers);
    }
    return parse(schema, res.status, await readJson(res));
  }

  private send(path: string, method: string, token: string, body: unknown, headers: Headers) {
    return this.fetch(`${this.config.PAYPAL_BASE_URL.replace(/\/+$/, '')}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  }

  private accessToken(): Promise<string> {
    if (this.token && Date.now() < this.token.renewAt) return Promise.resolve(this.token.value);
    this.renewing ??= this.fetchToken().finally(() => (this.renewing = null));
    return this.renewing;
  }

  private async fetchToken(): Promise<string> {
    const { PAYPAL_CLIENT_ID: id, PAYPAL_CLIENT_SECRET: secret } = this.config;
    const res = await this.fetch(`${this.config.PAYPAL_BASE_URL.replace(/\/+$/, '')}/v1/oauth2/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      },
      body: 'grant_type=client_credentials',
    });
    const token = parse(Token, res.status, await readJson(res));
    const lifeMs = token.expires_in * 1000;
    this.token = {
      value: token.access_token,
      renewAt: Date.now() + lifeMs - Math.min(TOKEN_MARGIN_MS, lifeMs / 2),
    };
    return token.access_token;
  }

  /** fetch with the configured timeout; no answer at all is PaypalError UNAVAILABLE. */
  private async fetch(
    url: string,
    init: RequestInit,
  ): Promise<{ status: number; text: () => Promise<string> }> {
    const signal = AbortSignal.timeout(this.config.PAYPAL_TIMEOUT_MS);
    try {
      const res = await fetch(url, { ...init, signal });
      // The body is read under the same deadline.
      const text = await res.text();
      return { status: res.status, text: () => Promise.resolve(text) };
    } catch (e) {
      const reason =
        (e as Error).name === 'TimeoutError'
          ? `no answer within ${this.config.PAYPAL_TIMEOUT_MS} ms`
          : (e as Error).message;
      throw new PaypalError(503, 'UNAVAILABLE', `${init.method} ${new URL(url).pathname}: ${reason}`);
    }
  }
}

async function readJson(res: { text: () => Promise<string> }): Promise<unknown> {
  const text = await res.text();
  try {
    return text ? (JSON.parse(text) as unknown) : {};
  } catch {
    return { message: text.slice(0, 200) };
  }
}

/** A 2xx answer checked against its schema, or the PaypalError its status and body describe. */
function parse<T extends z.ZodType>(schema: T, status: number, json: unknown): z.infer<T> {
  if (status >= 500)
    throw new PaypalError(status, 'UNAVAILABLE', `PayPal answered ${status}`, debugIdOf(json));
  if (status >= 400) {
    const e = ErrorBody.safeParse(json);
    const d = e.success ? e.data : {};
    throw new PaypalError(
      status,
      d.details?.[0]?.issue ?? d.name ?? d.error ?? `HTTP_${status}`,
      d.details?.[0]?.description ?? d.message ?? d.error_description ?? '',
      d.debug_id ?? null,
    );
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success)
    throw new PaypalError(
      502,
      'UNEXPECTED_RESPONSE',
      `PayPal's answer did not match: ${parsed.error.message.slice(0, 300)}`,
    );
  return parsed.data;
}

function debugIdOf(json: unknown): string | null {
  const id = (json as { debug_id?: unknown } | null)?.debug_id;
  return typeof id === 'string' ? id : null;
}

function view(order: z.infer<typeof Order>): PaypalOrderView {
  const unit = order.purchase_units?.[0];
  const capture = unit?.payments?.captures?.[0];
  return {
    id: order.id,
    status: order.status,
    amountCentavos: unit?.amount ? toCentavos(unit.amount.value) : 0,
    ...(unit?.custom_id ? { customId: unit.custom_id } : {}),
    ...(capture
      ? {
          capture: {
            id: capture.id,
            status: capture.status,
            amountCentavos: toCentavos(capture.amount.value),
          },
        }
      : {}),
  };
}
