/**
 * A Stripe-compatible sandbox (the shapes of Stripe's API reference for the objects below) that the
 * wallet's official `stripe` SDK points at locally (host, port, protocol). It shares no code with
 * the portal on purpose. State is in memory (and, with STRIPE_STATE_FILE, kept in a file).
 *
 * Requests are form-encoded with Stripe's bracket notation (`a[b][0]=x`); answers are JSON; errors
 * are `{error: {type, code, message, param}}`. Every /v1 call needs `Authorization: Bearer
 * <STRIPE_SECRET_KEY>` (401 otherwise). A POST with an `Idempotency-Key` is answered once: the same
 * key with the same parameters replays the first answer (`Idempotent-Replayed: true`), with others
 * it is refused (400 idempotency_error).
 *
 *   GET  /health
 *   POST /v1/customers                                {email?, name?, metadata[...]} → customer
 *   GET  /v1/customers/:id
 *   POST /v1/customers/:id/funding_instructions       bank_transfer[type]=mx_bank_transfer, currency=mxn,
 *                                                     funding_type=bank_transfer → funding_instructions
 *                                                     (the customer's one CLABE, the same on every call)
 *   GET  /v1/customers/:id/cash_balance_transactions  the customer's cash balance transactions
 *   POST /v1/payment_intents                          OXXO: amount, currency=mxn, payment_method_types[0]=oxxo,
 *                                                     payment_method_data[type]=oxxo + billing_details
 *                                                     {name, email}, confirm=true,
 *                                                     payment_method_options[oxxo][expires_after_days] (1–7,
 *                                                     default 3); amount $10.00–$10,000.00 MXN
 *                                                     → requires_action with next_action.oxxo_display_details
 *   GET  /v1/payment_intents/:id
 *   GET  /v1/events                                   types[], type, created[gte|gt|lte|lt], starting_after,
 *                                                     ending_before, limit (≤ 100): newest first, has_more
 *   GET  /v1/events/:id
 *   GET  /oxxo/vouchers/:id                           the hosted voucher page (plain HTML)
 *
 * Events: customer_cash_balance_transaction.created (a SPEI transfer arrived: type 'funded'),
 * payment_intent.requires_action (a voucher made), payment_intent.succeeded (a voucher paid),
 * payment_intent.payment_failed (a voucher expired). Each is POSTed to STRIPE_WEBHOOK_URL signed as
 * Stripe signs (`Stripe-Signature: t=<unix>,v1=<HMAC-SHA256(secret, "<t>.<body>") hex>`), retried
 * on failure (1 s, 2 s, 4 s, … up to 8 attempts).
 *
 * Sandbox controls (JSON, no key needed; Stripe has none of these):
 *   POST /_sandbox/spei_transfers      {clabe, amount (centavos), currency?='mxn', reference?}: a transfer to
 *                                      the CLABE → {transaction, event}
 *   POST /_sandbox/oxxo/pay            {number, amount?}: the cash paid at the store (amount_received; the
 *                                      voucher's amount by default). A voucher already expired may still be
 *                                      paid: a store's confirmation can arrive after the expiry → {payment_intent, event}
 *   POST /_sandbox/oxxo/expire         {number}: the voucher expires unpaid (payment_failed) → {payment_intent, event}
 *   POST /_sandbox/webhooks/mode       {mode: 'normal'|'duplicate'|'hold'|'drop', user?}: how deliveries go
 *                                      from now on, for every event or only those of objects whose
 *                                      metadata.user (or whose customer's) is `user`. duplicate: each
 *                                      delivered twice; hold: kept until released; drop: never delivered
 *                                      (the Events API still lists them).
 *   POST /_sandbox/webhooks/release    {user?}: sends the held deliveries in reverse order → {released}
 *   GET  /_sandbox/webhooks?user=      the deliveries so far {event, type, status, attempts, user}
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

export interface SandboxOptions {
  secretKey: string;
  webhookSecret: string;
  webhookUrl: string;
  /** Our own address in hosted voucher links; by default from the request's Host. */
  publicUrl?: string;
  stateFile?: string;
  webhookRetryDelaysMs?: number[];
  log?: (line: string) => void;
}

type Json = Record<string, unknown>;
type Mode = 'normal' | 'duplicate' | 'hold' | 'drop';

interface Customer extends Json {
  id: string;
  metadata: Record<string, string>;
}
interface StripeEvent extends Json {
  id: string;
  type: string;
  created: number;
  data: { object: Json };
}
interface Delivery {
  event: string;
  type: string;
  user: string | null;
  status: 'pending' | 'held' | 'dropped' | 'delivered' | 'failed';
  attempts: number;
}
interface State {
  customers: Record<string, Customer>;
  /** CLABE → customer. */
  clabes: Record<string, string>;
  cashTransactions: Record<string, Json>;
  paymentIntents: Record<string, Json>;
  /** OXXO number → payment intent. */
  vouchers: Record<string, string>;
  events: StripeEvent[];
  idempotency: Record<string, { fingerprint: string; status: number; body: unknown }>;
}

const OXXO_MIN = 1_000;
const OXXO_MAX = 1_000_000;
const MAX_BODY_BYTES = 1024 * 1024;
const DAY_S = 86_400;

class StripeError extends Error {
  constructor(
    readonly status: number,
    readonly body: { type: string; code?: string; message: string; param?: string },
  ) {
    super(body.message);
  }
}
const invalid = (message: string, param?: string, code = 'parameter_invalid_empty') =>
  new StripeError(400, { type: 'invalid_request_error', code, message, ...(param ? { param } : {}) });
const missing = (param: string) =>
  new StripeError(400, {
    type: 'invalid_request_error',
    code: 'parameter_missing',
    message: `Missing required param: ${param}.`,
    param,
  });
const noSuch = (kind: string, id: string, param = 'id') =>
  new StripeError(404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    message: `No such ${kind}: '${id}'`,
    param,
  });

/** Stripe's form encoding (`a[b][0]=x&a[b][1]=y`, `a[]=x`) into nested objects and arrays. */
export function parseForm(body: string): Json {
  const out: Json = {};
  for (const [rawKey, value] of new URLSearchParams(body)) {
    const base = rawKey.match(/^[^[]+/)?.[0] ?? rawKey;
    const path = [base, ...[...rawKey.matchAll(/\[([^\]]*)\]/g)].map((m) => m[1])];
    let node: Record<string, unknown> | unknown[] = out;
    path.forEach((key, i) => {
      const last = i === path.length - 1;
      const container = node as Record<string, unknown>;
      const k = key === '' && Array.isArray(node) ? String(node.length) : key;
      if (last) {
        container[k] = value;
        return;
      }
      const nextIsIndex = /^\d*$/.test(path[i + 1]);
      if (container[k] === undefined) container[k] = nextIsIndex ? [] : {};
      node = container[k] as Record<string, unknown>;
    });
  }
  return compactArrays(out) as Json;
}

function compactArrays(v: unknown): unknown {
  if (Array.isArray(v)) return v.filter((x) => x !== undefined).map(compactArrays);
  if (v && typeof v === 'object')
    return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, compactArrays(x)]));
  return v;
}

const id = (prefix: string, bytes = 12) =>
  `${prefix}_${randomBytes(bytes).toString('base64url').replace(/[-_]/g, 'x')}`;
const now = () => Math.floor(Date.now() / 1000);
const str = (v: unknown) => (typeof v === 'string' ? v : undefined);

/** A CLABE of bank 646 (STP) with its check digit (weights 3, 7, 1). */
function newClabe(): string {
  const body = `646180${Array.from({ length: 11 }, () => Math.floor(Math.random() * 10)).join('')}`;
  const weights = [3, 7, 1];
  const sum = [...body].reduce((s, d, i) => s + ((Number(d) * weights[i % 3]) % 10), 0);
  return body + String((10 - (sum % 10)) % 10);
}

/** Stripe's signature header for a payload: `t=<unix>,v1=<hex HMAC-SHA256 of "<t>.<payload>">`. */
function signatureHeader(payload: string, secret: string, timestamp = now()): string {
  const v1 = createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex');
  return `t=${timestamp},v1=${v1}`;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size > MAX_BODY_BYTES) reject(invalid('Request body too large.'));
      else chunks.push(c);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

const emptyState = (): State => ({
  customers: {},
  clabes: {},
  cashTransactions: {},
  paymentIntents: {},
  vouchers: {},
  events: [],
  idempotency: {},
});

export function createSandbox(options: SandboxOptions) {
  const log = options.log ?? ((line: string) => process.stdout.write(`${line}\n`));
  const retryDelays = options.webhookRetryDelaysMs ?? [1000, 2000, 4000, 8000, 16000, 32000, 64000];
  let state: State = emptyState();
  if (options.stateFile) {
    try {
      state = { ...emptyState(), ...(JSON.parse(readFileSync(options.stateFile, 'utf8')) as State) };
    } catch {
      // No state yet.
    }
  }
  let lastHost = '127.0.0.1';
  const publicUrl = () => options.publicUrl ?? `http://${lastHost}`;
  const modes = new Map<string, Mode>(); // '' = every event
  const deliveries: Delivery[] = [];
  const held: { event: StripeEvent; delivery: Delivery }[] = [];
  const timers = new Set<NodeJS.Timeout>();
  let saveTimer: NodeJS.Timeout | null = null;

  const save = () => {
    if (!options.stateFile || saveTimer) return;
    saveTimer = setTimeout(() => {
      saveTimer = null;
      writeFileSync(options.stateFile!, JSON.stringify(state));
    }, 200);
  };

  const userOf = (object: Json): string | null => {
    const meta = object.metadata as Record<string, string> | undefined;
    if (meta?.user) return meta.user;
    const customer = str(object.customer);
    return (customer && state.customers[customer]?.metadata.user) || null;
  };

  const modeFor = (user: string | null): Mode => (user && modes.get(user)) || modes.get('') || 'normal';

  const deliver = (event: StripeEvent, delivery: Delivery, attempt = 0): void => {
    if (!options.webhookUrl) return;
    const payload = JSON.stringify(event, null, 2);
    delivery.attempts++;
    fetch(options.webhookUrl, {
      method: 'POST',
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
        'stripe-signature': signatureHeader(payload, options.webhookSecret),
      },
      body: payload,
      signal: AbortSignal.timeout(10_000),
    })
      .then(async (res) => {
        await res.arrayBuffer().catch(() => undefined);
        if (res.ok) delivery.status = 'delivered';
        else throw new Error(`HTTP ${res.status}`);
      })
      .catch((e: unknown) => {
        const wait = retryDelays[attempt];
        if (wait === undefined) {
          delivery.status = 'failed';
          log(`stripe-sandbox: webhook ${event.id} gave up: ${(e as Error).message}`);
          return;
        }
        const t = setTimeout(() => {
          timers.delete(t);
          deliver(event, delivery, attempt + 1);
        }, wait);
        timers.add(t);
      });
  };

  const emit = (type: string, object: Json): StripeEvent => {
    const event: StripeEvent = {
      id: id('evt', 14),
      object: 'event',
      api_version: '2026-10-28.endive',
      created: now(),
      data: { object: structuredClone(object) },
      livemode: false,
      pending_webhooks: options.webhookUrl ? 1 : 0,
      request: { id: null, idempotency_key: null },
      type,
    };
    state.events.push(event);
    save();
    const user = userOf(object);
    const mode = modeFor(user);
    const copies = mode === 'duplicate' ? 2 : 1;
    for (let i = 0; i < copies; i++) {
      const delivery: Delivery = { event: event.id, type, user, status: 'pending', attempts: 0 };
      deliveries.push(delivery);
      if (mode === 'drop') delivery.status = 'dropped';
      else if (mode === 'hold') {
        delivery.status = 'held';
        held.push({ event, delivery });
      } else deliver(event, delivery);
    }
    return event;
  };

  // ---- objects -------------------------------------------------------------------------------
  const metadataOf = (params: Json): Record<string, string> => {
    const m = params.metadata;
    if (m === undefined || m === '') return {};
    if (typeof m !== 'object' || Array.isArray(m))
      throw invalid('Invalid object', 'metadata', 'parameter_invalid_empty');
    return Object.fromEntries(Object.entries(m as Json).map(([k, v]) => [k, String(v)]));
  };

  const createCustomer = (params: Json): Customer => {
    const customer: Customer = {
      id: id('cus', 7),
      object: 'customer',
      address: null,
      balance: 0,
      created: now(),
      currency: null,
      description: str(params.description) ?? null,
      email: str(params.email) ?? null,
      invoice_prefix: randomBytes(4).toString('hex').toUpperCase(),
      livemode: false,
      metadata: metadataOf(params),
      name: str(params.name) ?? null,
      phone: null,
      preferred_locales: [],
      shipping: null,
      tax_exempt: 'none',
    };
    state.customers[customer.id] = customer;
    save();
    return customer;
  };

  const customerOr404 = (cid: string): Customer => {
    const c = state.customers[cid];
    if (!c) throw noSuch('customer', cid);
    return c;
  };

  const fundingInstructions = (cid: string, params: Json): Json => {
    const customer = customerOr404(cid);
    const bankTransfer = params.bank_transfer as Json | undefined;
    if (!bankTransfer?.type) throw missing('bank_transfer[type]');
    if (bankTransfer.type !== 'mx_bank_transfer')
      throw invalid(
        `This sandbox supports only mx_bank_transfer.`,
        'bank_transfer[type]',
        'parameter_unknown',
      );
    if (!params.currency) throw missing('currency');
    if (params.currency !== 'mxn')
      throw invalid('mx_bank_transfer requires currency mxn.', 'currency', 'parameter_invalid');
    if (params.funding_type !== 'bank_transfer') throw missing('funding_type');
    let clabe = str(customer.clabe);
    if (!clabe) {
      do clabe = newClabe();
      while (state.clabes[clabe]);
      customer.clabe = clabe;
      state.clabes[clabe] = cid;
      save();
    }
    const address = {
      city: 'Ciudad de México',
      country: 'MX',
      line1: null,
      line2: null,
      postal_code: null,
      state: null,
    };
    return {
      object: 'funding_instructions',
      bank_transfer: {
        country: 'MX',
        financial_addresses: [
          {
            spei: {
              account_holder_address: address,
              account_holder_name: 'Stripe Payments México',
              bank_address: address,
              bank_code: '646',
              bank_name: 'STP',
              clabe,
            },
            supported_networks: ['spei'],
            type: 'spei',
          },
        ],
        type: 'mx_bank_transfer',
      },
      currency: 'mxn',
      funding_type: 'bank_transfer',
      livemode: false,
    };
  };

  const createPaymentIntent = (params: Json): Json => {
    if (params.amount === undefined) throw missing('amount');
    const amount = Number(params.amount);
    if (!Number.isInteger(amount) || amount < 1)
      throw invalid('Invalid integer: ' + String(params.amount), 'amount', 'parameter_invalid_integer');
    if (!params.currency) throw missing('currency');
    const currency = String(params.currency).toLowerCase();
    // allowed_payment_method_types since API version 2026-10-28; payment_method_types before.
    const typesParam = params.allowed_payment_method_types
      ? 'allowed_payment_method_types'
      : 'payment_method_types';
    const types = (params[typesParam] as unknown[] | undefined) ?? [];
    if (!types.includes('oxxo') || types.length !== 1)
      throw invalid(
        `This sandbox makes only OXXO payment intents: ${typesParam} must be [oxxo].`,
        typesParam,
        'parameter_invalid',
      );
    if (currency !== 'mxn')
      throw invalid('OXXO payments must be in mxn.', 'currency', 'payment_method_currency_mismatch');
    if (amount < OXXO_MIN)
      throw new StripeError(400, {
        type: 'invalid_request_error',
        code: 'amount_too_small',
        param: 'amount',
        message: 'Amount must be at least $10.00 mxn',
      });
    if (amount > OXXO_MAX)
      throw new StripeError(400, {
        type: 'invalid_request_error',
        code: 'amount_too_large',
        param: 'amount',
        message: 'Amount must be no more than $10,000.00 mxn',
      });
    const data = params.payment_method_data as Json | undefined;
    const billing = data?.billing_details as Json | undefined;
    if (params.confirm === 'true') {
      if (data?.type !== 'oxxo') throw missing('payment_method_data[type]');
      if (!billing?.name) throw missing('payment_method_data[billing_details][name]');
      if (!billing?.email) throw missing('payment_method_data[billing_details][email]');
    }
    const oxxoOptions = ((params.payment_method_options as Json | undefined)?.oxxo as Json | undefined) ?? {};
    const days = oxxoOptions.expires_after_days === undefined ? 3 : Number(oxxoOptions.expires_after_days);
    if (!Number.isInteger(days) || days < 1 || days > 7)
      throw invalid(
        'expires_after_days must be between 1 and 7.',
        'payment_method_options[oxxo][expires_after_days]',
        'parameter_invalid_integer',
      );
    const pi: Json = {
      id: id('pi', 12),
      object: 'payment_intent',
      amount,
      amount_capturable: 0,
      amount_received: 0,
      canceled_at: null,
      capture_method: 'automatic',
      client_secret: null,
      confirmation_method: 'automatic',
      created: now(),
      currency,
      customer: str(params.customer) ?? null,
      description: str(params.description) ?? null,
      last_payment_error: null,
      latest_charge: null,
      livemode: false,
      metadata: metadataOf(params),
      next_action: null,
      payment_method: null,
      payment_method_options: { oxxo: { expires_after_days: days } },
      payment_method_types: ['oxxo'],
      allowed_payment_method_types: ['oxxo'],
      receipt_email: str(params.receipt_email) ?? null,
      statement_descriptor: null,
      status: 'requires_payment_method',
    };
    pi.client_secret = `${String(pi.id)}_secret_${randomBytes(12).toString('hex')}`;
    if (params.customer && !state.customers[String(params.customer)])
      throw noSuch('customer', String(params.customer), 'customer');
    state.paymentIntents[pi.id as string] = pi;
    if (params.confirm === 'true') {
      let number: string;
      do number = Array.from({ length: 18 }, () => Math.floor(Math.random() * 10)).join('');
      while (state.vouchers[number]);
      state.vouchers[number] = pi.id as string;
      // Stripe: the voucher expires at the end of the day, Mexico City time, `days` days from now.
      const expires = endOfDayMexicoCity(now() + days * DAY_S);
      pi.payment_method = id('pm', 12);
      pi.status = 'requires_action';
      pi.next_action = {
        type: 'oxxo_display_details',
        oxxo_display_details: {
          expires_after: expires,
          hosted_voucher_url: `${publicUrl()}/oxxo/vouchers/${String(pi.id)}`,
          number,
        },
      };
      emit('payment_intent.requires_action', pi);
    } else emit('payment_intent.created', pi);
    save();
    return pi;
  };

  const piOr404 = (pid: string) => {
    const pi = state.paymentIntents[pid];
    if (!pi) throw noSuch('payment_intent', pid);
    return pi;
  };

  const voucher = (number: unknown) => {
    const pid = state.vouchers[String(number ?? '')];
    if (!pid) throw noSuch('OXXO voucher', String(number ?? ''), 'number');
    return state.paymentIntents[pid];
  };

  const listEvents = (q: URLSearchParams): Json => {
    const types = [
      ...q.getAll('types[]'),
      ...[...q.keys()].filter((k) => /^types\[\d+\]$/.test(k)).map((k) => q.get(k)!),
    ];
    if (q.get('type')) types.push(q.get('type')!);
    const bound = (op: string) => {
      const v = q.get(`created[${op}]`);
      return v === null ? undefined : Number(v);
    };
    const created = q.get('created');
    const gte = bound('gte'),
      gt = bound('gt'),
      lte = bound('lte'),
      lt = bound('lt');
    const limit = Math.min(100, Math.max(1, Number(q.get('limit') ?? 10) || 10));
    let list = [...state.events].reverse().filter((e) => {
      if (types.length && !types.includes(e.type)) return false;
      if (created !== null && e.created !== Number(created)) return false;
      if (gte !== undefined && e.created < gte) return false;
      if (gt !== undefined && e.created <= gt) return false;
      if (lte !== undefined && e.created > lte) return false;
      if (lt !== undefined && e.created >= lt) return false;
      return true;
    });
    const after = q.get('starting_after');
    const before = q.get('ending_before');
    if (after) {
      const i = list.findIndex((e) => e.id === after);
      if (i < 0 && !state.events.some((e) => e.id === after)) throw noSuch('event', after, 'starting_after');
      list = i < 0 ? [] : list.slice(i + 1);
    } else if (before) {
      const i = list.findIndex((e) => e.id === before);
      list = i < 0 ? [] : list.slice(Math.max(0, i - limit), i);
      return { object: 'list', data: list, has_more: i - limit > 0, url: '/v1/events' };
    }
    return { object: 'list', data: list.slice(0, limit), has_more: list.length > limit, url: '/v1/events' };
  };

  // ---- controls ------------------------------------------------------------------------------
  const speiTransfer = (body: Json): Json => {
    const clabe = str(body.clabe);
    const cid = clabe ? state.clabes[clabe] : undefined;
    if (!cid) throw noSuch('CLABE', String(clabe ?? ''), 'clabe');
    const amount = Number(body.amount);
    if (!Number.isInteger(amount) || amount < 1)
      throw invalid('amount must be a positive whole number of centavos.', 'amount');
    const currency = (str(body.currency) ?? 'mxn').toLowerCase();
    const customer = state.customers[cid];
    const balances = (customer.cash_balances ??= {}) as Record<string, number>;
    balances[currency] = (balances[currency] ?? 0) + amount;
    const txn: Json = {
      id: id('ccsbtxn', 12),
      object: 'customer_cash_balance_transaction',
      created: now(),
      currency,
      customer: cid,
      customer_account: null,
      ending_balance: balances[currency],
      funded: {
        bank_transfer: {
          reference: str(body.reference) ?? null,
          type: 'mx_bank_transfer',
        },
      },
      livemode: false,
      net_amount: amount,
      type: 'funded',
    };
    state.cashTransactions[txn.id as string] = txn;
    const event = emit('customer_cash_balance_transaction.created', txn);
    save();
    return { transaction: txn, event: event.id };
  };

  const payVoucher = (body: Json): Json => {
    const pi = voucher(body.number);
    if (pi.status === 'succeeded')
      throw invalid('This voucher was already paid.', 'number', 'payment_intent_unexpected_state');
    const received = body.amount === undefined ? (pi.amount as number) : Number(body.amount);
    if (!Number.isInteger(received) || received < 1)
      throw invalid('amount must be a positive whole number of centavos.', 'amount');
    pi.status = 'succeeded';
    pi.amount_received = received;
    pi.next_action = null;
    pi.last_payment_error = null;
    pi.latest_charge = id('ch', 12);
    const event = emit('payment_intent.succeeded', pi);
    save();
    return { payment_intent: pi, event: event.id };
  };

  const expireVoucher = (body: Json): Json => {
    const pi = voucher(body.number);
    if (pi.status !== 'requires_action')
      throw invalid(`This voucher is ${String(pi.status)}.`, 'number', 'payment_intent_unexpected_state');
    pi.status = 'requires_payment_method';
    pi.next_action = null;
    pi.last_payment_error = {
      code: 'payment_intent_payment_attempt_expired',
      message: 'The OXXO voucher expired before it was paid.',
      type: 'invalid_request_error',
    };
    const event = emit('payment_intent.payment_failed', pi);
    save();
    return { payment_intent: pi, event: event.id };
  };

  // ---- HTTP ----------------------------------------------------------------------------------
  const send = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
    res.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req', 8), ...headers });
    res.end(JSON.stringify(body));
  };

  const authorized = (req: IncomingMessage) => {
    const auth = req.headers.authorization ?? '';
    const key = auth.startsWith('Bearer ') ? auth.slice(7) : '';
    const a = Buffer.from(key);
    const b = Buffer.from(options.secretKey);
    return a.length === b.length && timingSafeEqual(a, b);
  };

  const api = (method: string, path: string, params: Json, query: URLSearchParams): unknown => {
    let m: RegExpMatchArray | null;
    if (method === 'POST' && path === '/v1/customers') return createCustomer(params);
    if (method === 'GET' && (m = path.match(/^\/v1\/customers\/([^/]+)$/))) return customerOr404(m[1]);
    if (method === 'POST' && (m = path.match(/^\/v1\/customers\/([^/]+)\/funding_instructions$/)))
      return fundingInstructions(m[1], params);
    if (method === 'GET' && (m = path.match(/^\/v1\/customers\/([^/]+)\/cash_balance_transactions$/))) {
      customerOr404(m[1]);
      const data = Object.values(state.cashTransactions)
        .filter((t) => t.customer === m![1])
        .reverse();
      return { object: 'list', data, has_more: false, url: path };
    }
    if (method === 'POST' && path === '/v1/payment_intents') return createPaymentIntent(params);
    if (method === 'GET' && (m = path.match(/^\/v1\/payment_intents\/([^/]+)$/))) return piOr404(m[1]);
    if (method === 'GET' && path === '/v1/events') return listEvents(query);
    if (method === 'GET' && (m = path.match(/^\/v1\/events\/([^/]+)$/))) {
      const e = state.events.find((x) => x.id === m![1]);
      if (!e) throw noSuch('event', m[1]);
      return e;
    }
    throw new StripeError(404, {
      type: 'invalid_request_error',
      message: `Unrecognized request URL (${method}: ${path}).`,
    });
  };

  const control = (method: string, path: string, body: Json, query: URLSearchParams): unknown => {
    if (method === 'POST' && path === '/_sandbox/spei_transfers') return speiTransfer(body);
    if (method === 'POST' && path === '/_sandbox/oxxo/pay') return payVoucher(body);
    if (method === 'POST' && path === '/_sandbox/oxxo/expire') return expireVoucher(body);
    if (method === 'POST' && path === '/_sandbox/webhooks/mode') {
      const mode = body.mode as Mode;
      if (!['normal', 'duplicate', 'hold', 'drop'].includes(mode))
        throw invalid('mode must be normal, duplicate, hold or drop.', 'mode');
      modes.set(str(body.user) ?? '', mode);
      return { mode, user: str(body.user) ?? null };
    }
    if (method === 'POST' && path === '/_sandbox/webhooks/release') {
      const user = str(body.user);
      const mine = held.filter((h) => !user || h.delivery.user === user);
      for (const h of mine) held.splice(held.indexOf(h), 1);
      for (const h of mine.reverse()) {
        h.delivery.status = 'pending';
        deliver(h.event, h.delivery);
      }
      return { released: mine.length };
    }
    if (method === 'GET' && path === '/_sandbox/webhooks') {
      const user = query.get('user');
      return { data: deliveries.filter((d) => !user || d.user === user) };
    }
    throw new StripeError(404, {
      type: 'invalid_request_error',
      message: `Unrecognized request URL (${method}: ${path}).`,
    });
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    lastHost = req.headers.host ?? lastHost;
    const url = new URL(req.url ?? '/', 'http://sandbox');
    const method = req.method ?? 'GET';
    const path = url.pathname;
    if (path === '/health') return send(res, 200, { status: 'ok' });
    const raw = await readBody(req);
    if (path.startsWith('/_sandbox/')) {
      let body: Json = {};
      try {
        body = raw.trim() ? (JSON.parse(raw) as Json) : {};
      } catch {
        throw invalid('The body is not JSON.');
      }
      return send(res, 200, control(method, path, body, url.searchParams));
    }
    const oxxoPage = path.match(/^\/oxxo\/vouchers\/([^/]+)$/);
    if (method === 'GET' && oxxoPage) {
      const pi = piOr404(oxxoPage[1]);
      const d = (pi.next_action as Json | null)?.oxxo_display_details as Json | undefined;
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(
        `<!doctype html><meta charset="utf-8"><title>OXXO</title><h1>Paga en OXXO</h1><p>Referencia: ${String(d?.number ?? '')}</p><p>Monto: $${((pi.amount as number) / 100).toFixed(2)} MXN</p>`,
      );
      return;
    }
    if (!path.startsWith('/v1/'))
      throw new StripeError(404, {
        type: 'invalid_request_error',
        message: `Unrecognized request URL (${method}: ${path}).`,
      });
    if (!authorized(req))
      throw new StripeError(401, {
        type: 'invalid_request_error',
        message: `Invalid API Key provided: ${(req.headers.authorization ?? '').slice(7, 15)}****`,
      });
    const params = method === 'POST' ? parseForm(raw) : {};
    const key = method === 'POST' ? req.headers['idempotency-key'] : undefined;
    if (typeof key === 'string' && key) {
      const fingerprint = `${method} ${path} ${JSON.stringify(params)}`;
      const seen = state.idempotency[key];
      if (seen && seen.fingerprint !== fingerprint)
        throw new StripeError(400, {
          type: 'idempotency_error',
          message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
        });
      if (seen)
        return send(res, seen.status, seen.body, { 'idempotent-replayed': 'true', 'idempotency-key': key });
      try {
        const body = api(method, path, params, url.searchParams);
        state.idempotency[key] = { fingerprint, status: 200, body };
        save();
        return send(res, 200, body, { 'idempotency-key': key });
      } catch (e) {
        if (e instanceof StripeError && e.status < 500) {
          state.idempotency[key] = { fingerprint, status: e.status, body: { error: e.body } };
          save();
        }
        throw e;
      }
    }
    return send(res, 200, api(method, path, params, url.searchParams));
  };

  const server: Server = createServer((req, res) => {
    handle(req, res).catch((e: unknown) => {
      if (e instanceof StripeError) return send(res, e.status, { error: e.body });
      log(`stripe-sandbox: ${(e as Error).stack ?? String(e)}`);
      send(res, 500, { error: { type: 'api_error', message: 'An unknown error occurred.' } });
    });
  });

  return {
    server,
    close: () =>
      new Promise<void>((resolve) => {
        for (const t of timers) clearTimeout(t);
        if (saveTimer) {
          clearTimeout(saveTimer);
          saveTimer = null;
          if (options.stateFile) writeFileSync(options.stateFile, JSON.stringify(state));
        }
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** 23:59:59 Mexico City time (UTC−6, no daylight saving since 2022) of the day `at` falls on. */
function endOfDayMexicoCity(at: number): number {
  const local = at - 6 * 3600;
  return local - (local % DAY_S) + DAY_S - 1 + 6 * 3600;
}
