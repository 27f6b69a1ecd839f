/**
 * A PayPal-compatible sandbox (REST shapes of reference/paypal-orders-v2.md) that the wallet's
 * PayPal client points at locally. It shares no code with the portal on purpose. State is in memory.
 *
 * Endpoints (errors as PayPal answers them: {name, message, debug_id, details:[{issue, description}]})
 *   GET  /health                               200 {status:'ok'}
 *   POST /v1/oauth2/token                      Basic client_id:secret, form grant_type=client_credentials
 *                                              → {access_token, token_type:'Bearer', expires_in, app_id, nonce, scope}.
 *                                              Accepted: PAYPAL_CLIENT_SECRET with PAYPAL_CLIENT_ID or ANY other
 *                                              client id (so a test counts its own token requests); else 401
 *                                              {error:'invalid_client'}. Tokens live PAYPAL_TOKEN_TTL_SECONDS.
 *   Every other /v1 and /v2 call needs `Authorization: Bearer <token>` (401 AUTHENTICATION_FAILURE).
 *   POST /v2/checkout/orders                   intent CAPTURE, one purchase unit, MXN, value with ≤ 2 decimals,
 *                                              breakdown and items that add up (AMOUNT_MISMATCH, ITEM_TOTAL_MISMATCH)
 *                                              → 201 {id, status:'CREATED', links: self, approve, update, capture}
 *                                              (the whole order with Prefer: return=representation). The same
 *                                              PayPal-Request-Id answers the first order again with 200.
 *   GET  /v2/checkout/orders/:id               the order (payments.captures once captured); unknown → 404
 *   POST /v2/checkout/orders/:id/capture       → 201 order COMPLETED; 422 ORDER_NOT_APPROVED, ORDER_ALREADY_CAPTURED,
 *                                              INSTRUMENT_DECLINED (order back to CREATED). A successful answer is
 *                                              replayed with 200 for the same PayPal-Request-Id; refusals are not.
 *   GET  /v2/payments/captures/:id             the capture
 *   POST /v2/payments/captures/:id/refund      body {amount?} → 201 refund COMPLETED (PayPal-Request-Id replays)
 *   POST /v1/notifications/verify-webhook-signature  → {verification_status: 'SUCCESS' | 'FAILURE'}
 *   GET  /v1/notifications/certs/sandbox.pem   the public key webhooks are signed with (no token needed)
 *   GET  /checkoutnow?token=ID                 the buyer's approval page (Spanish): 'Tarjeta aprobada' (default),
 *                                              'Tarjeta rechazada', 'Falla en la captura'; 'Pagar' and 'Cancelar'
 *   POST /checkoutnow                          the page's form: Pagar approves (CHECKOUT.ORDER.APPROVED) and answers
 *                                              303 to return_url?token=ID&PayerID=…; Cancelar 303 to cancel_url?token=ID
 *
 * How each outcome captures: orders.ts (OUTCOMES). Webhooks (webhooks.ts) go to PAYPAL_WEBHOOK_URL, signed
 * like PayPal's, in the background (PAYPAL_WEBHOOK_DELAY_MS after the event) with retries:
 * CHECKOUT.ORDER.APPROVED, PAYMENT.CAPTURE.COMPLETED, PAYMENT.CAPTURE.DENIED (capture failure),
 * PAYMENT.CAPTURE.REFUNDED.
 *
 * Sandbox-only test hooks (no token needed; PayPal has none of these)
 *   GET  /sandbox/stats                        counters (token requests per client id, orders, captures, webhooks)
 *   POST /sandbox/orders/:id/approve           body {outcome?: 'approve' | 'decline' | 'capture-failure'}: what
 *                                              'Pagar' does, without the page → 200 the order
 *   GET  /sandbox/webhooks/last                the latest signed transmission {eventId, eventType, orderId, url,
 *                                              headers, body, attempts, state}, even if delivery failed;
 *                                              ?order_id= and ?event_type= narrow it. 404 when none.
 *   POST /sandbox/webhooks/replay/:eventId     sends a recorded event again (new transmission) → 202
 *   POST /sandbox/tokens/revoke                forgets every token (?client_id= one client's), so the next call
 *                                              with a cached one gets 401
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { checkoutPage, messagePage } from './checkout-page';
import { createOrders, OUTCOMES, type Outcome } from './orders';
import { paypalError, type Reply } from './paypal-shapes';
import { createWebhooks } from './webhooks';

export interface SandboxOptions {
  clientId: string;
  clientSecret: string;
  webhookUrl: string;
  webhookId: string;
  tokenTtlSeconds: number;
  /** Our own address in links and the certificate URL; by default from the request's Host. */
  publicUrl?: string;
  webhookRetryDelaysMs?: number[];
  /** Before a webhook's first attempt (PAYPAL_WEBHOOK_DELAY_MS, 0 by default). */
  webhookDelayMs?: number;
  log?: (line: string) => void;
}

const MAX_BODY_BYTES = 1024 * 1024;
const MAX_TOKENS = 10_000;

class BodyTooLarge extends Error {}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        reject(new BodyTooLarge());
        req.resume();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

/** The JSON body, `{}` when empty, or undefined when it is not JSON. */
async function readJson(req: IncomingMessage): Promise<unknown> {
  const text = await readBody(req);
  if (!text.trim()) return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

const malformed = () =>
  paypalError(400, { issue: 'MALFORMED_REQUEST_JSON', description: 'The request JSON is not well formed.' });

const sameSecret = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

export function createSandbox(options: SandboxOptions) {
  const log = options.log ?? ((line: string) => process.stdout.write(`${line}\n`));
  let lastHost = '127.0.0.1';
  const publicUrl = () => options.publicUrl ?? `http://${lastHost}`;
  const tokens = new Map<string, { clientId: string; expiresAt: number }>();
  const stats = {
    tokenRequests: 0,
    tokensIssued: 0,
    tokenRequestsRejected: 0,
    tokenRequestsByClient: {} as Record<string, number>,
    unauthorized: 0,
  };
  const webhooks = createWebhooks({
    url: options.webhookUrl,
    webhookId: options.webhookId,
    certUrl: () => `${publicUrl()}/v1/notifications/certs/sandbox.pem`,
    retryDelaysMs: options.webhookRetryDelaysMs,
    delayMs: options.webhookDelayMs,
    log,
  });
  const orders = createOrders({ emit: webhooks.emit, publicUrl });

  async function oauthToken(req: IncomingMessage, note: (s: string) => void): Promise<Reply> {
    stats.tokenRequests++;
    const form = new URLSearchParams(await readBody(req));
    const basic = /^Basic\s+(.+)$/i.exec(req.headers.authorization ?? '');
    const [clientId, ...rest] = basic ? Buffer.from(basic[1], 'base64').toString('utf8').split(':') : [''];
    const secret = rest.join(':');
    note(`client_id=${clientId || '-'}`);
    if (clientId) stats.tokenRequestsByClient[clientId] = (stats.tokenRequestsByClient[clientId] ?? 0) + 1;
    if (!clientId || !sameSecret(secret, options.clientSecret)) {
      stats.tokenRequestsRejected++;
      return {
        status: 401,
        body: { error: 'invalid_client', error_description: 'Client Authentication failed' },
      };
    }
    if (form.get('grant_type') !== 'client_credentials') {
      stats.tokenRequestsRejected++;
      return {
        status: 400,
        body: {
          error: 'unsupported_grant_type',
          error_description: 'Grant Type is NULL or not client_credentials',
        },
      };
    }
    const now = Date.now();
    for (const [value, t] of tokens) if (t.expiresAt <= now) tokens.delete(value);
    while (tokens.size >= MAX_TOKENS) tokens.delete(tokens.keys().next().value as string);
    const accessToken = `A21AA${randomBytes(32).toString('base64url')}`;
    tokens.set(accessToken, { clientId, expiresAt: now + options.tokenTtlSeconds * 1000 });
    stats.tokensIssued++;
    return {
      status: 200,
      body: {
        scope:
          'https://uri.paypal.com/services/payments/payment https://uri.paypal.com/services/payments/refund https://uri.paypal.com/services/applications/webhooks',
        access_token: accessToken,
        token_type: 'Bearer',
        app_id: `APP-${clientId === options.clientId ? 'SANDBOX' : 'TEST'}-80W284485P519543T`,
        expires_in: options.tokenTtlSeconds,
        nonce: `${new Date(now).toISOString()}${randomBytes(16).toString('base64url')}`,
      },
    };
  }

  function authorized(req: IncomingMessage): boolean {
    const bearer = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '');
    const token = bearer ? tokens.get(bearer[1]) : undefined;
    if (token && token.expiresAt > Date.now()) return true;
    stats.unauthorized++;
    return false;
  }

  const requestId = (req: IncomingMessage) => {
    const value = req.headers['paypal-request-id'];
    return typeof value === 'string' && value ? value.slice(0, 108) : undefined;
  };

  function parseOutcome(value: unknown): Outcome | undefined {
    if (value === undefined || value === null || value === '') return 'approve';
    return (OUTCOMES as readonly unknown[]).includes(value) ? (value as Outcome) : undefined;
  }

  async function checkoutForm(req: IncomingMessage): Promise<Reply> {
    const form = new URLSearchParams(await readBody(req));
    const id = form.get('token') ?? '';
    const order = orders.forPage(id);
    if (!order)
      return { status: 404, html: messagePage('Pedido no encontrado', 'No encontramos este pedido.') };
    if (form.get('action') === 'cancel') {
      if (!order.cancelUrl)
        return { status: 200, html: messagePage('Pago cancelado', 'Cancelaste el pago.') };
      const to = new URL(order.cancelUrl);
      to.searchParams.set('token', id);
      return { status: 303, redirect: to.toString() };
    }
    const outcome = parseOutcome(form.get('outcome'));
    if (!outcome)
      return { status: 400, html: messagePage('Resultado no válido', 'Elige un resultado del pago.') };
    const approved = orders.approve(id, outcome);
    if (approved.status !== 200)
      return { status: 422, html: messagePage('Pedido pagado', 'Este pedido ya fue pagado.') };
    const payerId = orders.forPage(id)?.payerId ?? '';
    if (!order.returnUrl) return { status: 200, html: messagePage('Pago aprobado', 'Aprobaste el pago.') };
    const to = new URL(order.returnUrl);
    to.searchParams.set('token', id);
    to.searchParams.set('PayerID', payerId);
    return { status: 303, redirect: to.toString() };
  }

  async function verifyWebhookSignature(req: IncomingMessage): Promise<Reply> {
    const body = await readJson(req);
    if (body === undefined) return malformed();
    const b = body as Record<string, unknown>;
    const fields = [
      'auth_algo',
      'cert_url',
      'transmission_id',
      'transmission_sig',
      'transmission_time',
      'webhook_id',
    ];
    const missing = fields.find((f) => typeof b[f] !== 'string' || !b[f]);
    if (missing || typeof b.webhook_event !== 'object' || b.webhook_event === null)
      return paypalError(400, {
        field: `/${missing ?? 'webhook_event'}`,
        location: 'body',
        issue: 'MISSING_REQUIRED_PARAMETER',
        description: 'A required field / parameter is missing.',
      });
    const ok = webhooks.verifySignature(b as Parameters<typeof webhooks.verifySignature>[0]);
    return { status: 200, body: { verification_status: ok ? 'SUCCESS' : 'FAILURE' } };
  }

  async function route(req: IncomingMessage, note: (s: string) => void): Promise<Reply> {
    const url = new URL(req.url ?? '/', 'http://sandbox');
    const path = url.pathname.replace(/\/+$/, '') || '/';
    const method = req.method ?? 'GET';
    const parts = path.split('/').slice(1).map(decodeURIComponent);

    if (method === 'GET' && path === '/health') return { status: 200, body: { status: 'ok' } };
    if (method === 'POST' && path === '/v1/oauth2/token') return oauthToken(req, note);
    if (method === 'GET' && path === '/v1/notifications/certs/sandbox.pem')
      return { status: 200, body: webhooks.publicPem, headers: { 'content-type': 'application/x-pem-file' } };

    if (path === '/checkoutnow') {
      if (method === 'POST') return checkoutForm(req);
      const order = orders.forPage(url.searchParams.get('token') ?? '');
      if (!order)
        return { status: 404, html: messagePage('Pedido no encontrado', 'No encontramos este pedido.') };
      return { status: 200, html: checkoutPage(order) };
    }

    if (parts[0] === 'sandbox') {
      if (method === 'GET' && path === '/sandbox/stats')
        return { status: 200, body: { ...stats, ...orders.stats, ...webhooks.stats } };
      if (method === 'POST' && path === '/sandbox/tokens/revoke') {
        const clientId = url.searchParams.get('client_id');
        let revoked = 0;
        for (const [value, t] of tokens)
          if (!clientId || t.clientId === clientId) revoked += Number(tokens.delete(value));
        return { status: 200, body: { revoked } };
      }
      if (method === 'POST' && parts[1] === 'orders' && parts[3] === 'approve' && parts.length === 4) {
        const body = await readJson(req);
        if (body === undefined) return malformed();
        const outcome = parseOutcome((body as { outcome?: unknown }).outcome);
        if (!outcome)
          return paypalError(400, {
            field: '/outcome',
            location: 'body',
            issue: 'INVALID_PARAMETER_VALUE',
            description: `outcome is one of ${OUTCOMES.join(', ')}.`,
          });
        return orders.approve(parts[2], outcome);
      }
      if (method === 'GET' && path === '/sandbox/webhooks/last') {
        const last = webhooks.last(
          url.searchParams.get('order_id') ?? undefined,
          url.searchParams.get('event_type') ?? undefined,
        );
        return last
          ? { status: 200, body: last }
          : paypalError(404, { issue: 'NO_WEBHOOK', description: 'No webhook was sent for this.' });
      }
      if (method === 'POST' && parts[1] === 'webhooks' && parts[2] === 'replay' && parts.length === 4) {
        const sent = webhooks.replay(parts[3]);
        return sent
          ? { status: 202, body: sent }
          : paypalError(404, { issue: 'INVALID_RESOURCE_ID', description: 'No event with this id.' });
      }
    }

    if (parts[0] === 'v1' || parts[0] === 'v2') {
      if (!authorized(req))
        return paypalError(401, {
          issue: 'INVALID_ACCESS_TOKEN',
          description: 'The access token is missing, unknown or expired.',
        });
      const representation = /return=representation/i.test(String(req.headers.prefer ?? ''));
      if (method === 'POST' && path === '/v2/checkout/orders') {
        const body = await readJson(req);
        return body === undefined ? malformed() : orders.create(body, requestId(req), representation);
      }
      if (parts[1] === 'checkout' && parts[2] === 'orders' && parts.length === 4 && method === 'GET')
        return orders.get(parts[3]);
      if (
        parts[1] === 'checkout' &&
        parts[2] === 'orders' &&
        parts[4] === 'capture' &&
        parts.length === 5 &&
        method === 'POST'
      ) {
        if ((await readJson(req)) === undefined) return malformed();
        return orders.capture(parts[3], requestId(req));
      }
      if (parts[1] === 'payments' && parts[2] === 'captures' && parts.length === 4 && method === 'GET')
        return orders.getCapture(parts[3]);
      if (
        parts[1] === 'payments' &&
        parts[2] === 'captures' &&
        parts[4] === 'refund' &&
        parts.length === 5 &&
        method === 'POST'
      ) {
        const body = await readJson(req);
        return body === undefined ? malformed() : orders.refund(parts[3], body, requestId(req));
      }
      if (method === 'POST' && path === '/v1/notifications/verify-webhook-signature')
        return verifyWebhookSignature(req);
    }
    return paypalError(404, {
      issue: 'RESOURCE_NOT_FOUND',
      description: `${method} ${path} does not exist in this sandbox.`,
    });
  }

  const server: Server = createServer((req, res) => {
    const started = Date.now();
    const notes: string[] = [];
    if (req.headers.host) lastHost = req.headers.host;
    res.on('close', () => {
      const status = res.writableFinished ? String(res.statusCode) : 'aborted';
      const path = (req.url ?? '/').split('?')[0];
      log(
        `${new Date().toISOString()} ${req.method} ${path} ${status} ${Date.now() - started}ms${notes.length ? ` ${notes.join(' ')}` : ''}`,
      );
    });
    route(req, (s) => notes.push(s))
      .catch((err: unknown): Reply => {
        if (err instanceof BodyTooLarge)
          return paypalError(413, {
            issue: 'REQUEST_TOO_LARGE',
            description: 'The request body is too large.',
          });
        notes.push(`error=${String(err)}`);
        return paypalError(500, { issue: 'INTERNAL_SERVER_ERROR', description: 'Unexpected sandbox error.' });
      })
      .then((reply) => {
        if (res.destroyed) return;
        if (reply.redirect) {
          res.writeHead(reply.status, { location: reply.redirect });
          res.end();
        } else if (reply.html !== undefined) {
          res.writeHead(reply.status, { 'content-type': 'text/html; charset=utf-8' });
          res.end(reply.html);
        } else if (typeof reply.body === 'string') {
          res.writeHead(reply.status, { 'content-type': 'text/plain', ...reply.headers });
          res.end(reply.body);
        } else {
          res.writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers });
          res.end(JSON.stringify(reply.body));
        }
      });
  });

  /** Stops listening and retrying webhooks, drops open connections and resolves once closed. */
  function close(): Promise<void> {
    webhooks.close();
    return new Promise((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  }

  return { server, close };
}
