/**
 * A FedEx-compatible sandbox (shapes of reference/carrier-apis.md §1) that the portal's FedEx
 * connector and its tests point at. It shares no code with the portal on purpose.
 *
 * Endpoints
 *   GET  /health                     200 {status:'ok'}
 *   POST /oauth/token                form grant_type=client_credentials, client_id, client_secret
 *                                    → {access_token, token_type:'bearer', expires_in, scope:'CXS'}
 *                                    Valid pairs: fedex/oauth.ts BUILT_IN_CLIENTS, or ANY client_id with
 *                                    client_secret 'sandbox-secret'. Otherwise 401 NOT.AUTHORIZED.ERROR.
 *                                    Tokens live FEDEX_TOKEN_TTL_SECONDS (default 3600).
 *   POST /rate/v1/rates/quotes       Authorization: Bearer <token>; unknown/expired token → 401.
 *                                    Validation → 400 (codes in fedex/rate-validation.ts); prices in
 *                                    fedex/pricing.ts. Domestic MX only (else 400 RATE.LOCATION.NOSERVICE).
 *   POST /ship/v1/shipments          Authorization as above; FedEx Ship (fedex/ship.ts): validation → 400,
 *                                    else one 12-digit tracking number and label (PDF or ZPLII) per
 *                                    package. Account 000000SHPF → 500 every time (label failure hook).
 *   GET  /__sandbox/stats            counters (token requests per client_id, rate requests, …)
 *   POST /__sandbox/tokens/revoke    forgets every token (?client_id= for one client), so the next
 *                                    rate call with a cached token gets 401
 *
 * Test hooks, by accountNumber.value of the rate request (checked after the token, before validation;
 * parallel tests do not interfere because each picks its own account):
 *   000000SLOW  no answer for FEDEX_SLOW_MS (default 120000 ms) or until the client disconnects
 *   000000E500  500 INTERNAL.SERVER.ERROR
 *   000000E503  503 SERVICE.UNAVAILABLE.ERROR
 *   000000E429  429 TOO.MANY.REQUESTS.ERROR with Retry-After: 10
 *   000000NMP0  every amount in currency 'NMP' (FedEx's own code for MXN)
 *   000000USD0  FEDEX_GROUND priced in 'USD' (the other services in MXN)
 *   000000TTWD  no commit.transitDays: transit only as operationalDetail.transitTime ('TWO_DAYS')
 *   000000TTDF  transit only as commit.dateDetail.dayFormat (delivery date, weekdays after ship date)
 *   000000TTDD  transit only as operationalDetail.deliveryDate
 *   000000TTDI  transit only as commit.daysInTransit ('TWO_DAYS')
 *   000000TTNO  FEDEX_EXPRESS_SAVER with no transit time anywhere (the others as usual)
 * Otherwise transit is where FedEx puts it: commit.transitDays and operationalDetail.transitTime for
 * Ground only, commit.dateDetail and operationalDetail.deliveryDate for Express.
 * Any other account is priced normally.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { TokenStore, isValidClient } from './fedex/oauth';
import { rateAlerts, rateReplyDetails, type ReplyVariant } from './fedex/rate-reply';
import { todayIn, validateRateRequest, type FedexErrorItem } from './fedex/rate-validation';
import { shipReply, validateShipRequest } from './fedex/ship';

const HOOK_ACCOUNTS = {
  slow: '000000SLOW',
  error500: '000000E500',
  error503: '000000E503',
  error429: '000000E429',
  currencyNmp: '000000NMP0',
  groundInUsd: '000000USD0',
  transitWords: '000000TTWD',
  transitDayFormat: '000000TTDF',
  transitDeliveryDate: '000000TTDD',
  transitDaysInTransit: '000000TTDI',
  transitMissing: '000000TTNO',
  shipFails: '000000SHPF',
} as const;

const VARIANTS: Record<string, ReplyVariant> = {
  [HOOK_ACCOUNTS.currencyNmp]: { currency: 'NMP' },
  [HOOK_ACCOUNTS.groundInUsd]: { foreignCurrency: ['FEDEX_GROUND', 'USD'] },
  [HOOK_ACCOUNTS.transitWords]: { transit: 'words' },
  [HOOK_ACCOUNTS.transitDayFormat]: { transit: 'dayFormat' },
  [HOOK_ACCOUNTS.transitDeliveryDate]: { transit: 'deliveryDate' },
  [HOOK_ACCOUNTS.transitDaysInTransit]: { transit: 'daysInTransit' },
  [HOOK_ACCOUNTS.transitMissing]: { noTransitFor: 'FEDEX_EXPRESS_SAVER' },
};

const FAILURES: Record<string, { status: number; code: string; message: string }> = {
  [HOOK_ACCOUNTS.error500]: {
    status: 500,
    code: 'INTERNAL.SERVER.ERROR',
    message:
      'We encountered an unexpected error and are working to resolve the issue. We apologize for any inconvenience. Please check back at a later time.',
  },
  [HOOK_ACCOUNTS.error503]: {
    status: 503,
    code: 'SERVICE.UNAVAILABLE.ERROR',
    message:
      'The service is currently unavailable and we are working to resolve the issue. We apologize for any inconvenience. Please check back at a later time.',
  },
  [HOOK_ACCOUNTS.error429]: {
    status: 429,
    code: 'TOO.MANY.REQUESTS.ERROR',
    message: 'We have received too many requests in a short duration. Please wait a while to try again.',
  },
};

export interface SandboxOptions {
  tokenTtlSeconds: number;
  slowMs: number;
  log?: (line: string) => void;
  now?: () => Date;
}

interface SandboxStats {
  tokenRequests: number;
  tokensIssued: number;
  tokenRequestsRejected: number;
  tokenRequestsByClient: Record<string, number>;
  rateRequests: number;
  rateUnauthorized: number;
  rateInvalid: number;
  rateAnswered: number;
  rateFailuresInjected: number;
  slowPending: number;
  /** Slow requests whose client went away before the answer. */
  slowAbandoned: number;
  shipRequests: number;
  shipAnswered: number;
}

interface Reply {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

const MAX_BODY_BYTES = 1024 * 1024;

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

function errorBody(errors: FedexErrorItem[]) {
  return { transactionId: randomUUID(), errors };
}

function fedexError(status: number, code: string, message: string): Reply {
  return { status, body: errorBody([{ code, message }]) };
}

const notAuthorized = (message: string) => fedexError(401, 'NOT.AUTHORIZED.ERROR', message);

export function createSandbox(options: SandboxOptions) {
  const now = options.now ?? (() => new Date());
  const log = options.log ?? ((line: string) => process.stdout.write(`${line}\n`));
  const tokens = new TokenStore(options.tokenTtlSeconds, () => now().getTime());
  const slowTimers = new Set<NodeJS.Timeout>();
  const stats: SandboxStats = {
    tokenRequests: 0,
    tokensIssued: 0,
    tokenRequestsRejected: 0,
    tokenRequestsByClient: {},
    rateRequests: 0,
    rateUnauthorized: 0,
    rateInvalid: 0,
    rateAnswered: 0,
    rateFailuresInjected: 0,
    slowPending: 0,
    slowAbandoned: 0,
    shipRequests: 0,
    shipAnswered: 0,
  };

  async function oauthToken(req: IncomingMessage, note: (s: string) => void): Promise<Reply> {
    stats.tokenRequests++;
    const type = req.headers['content-type'] ?? '';
    const form = new URLSearchParams(await readBody(req));
    const clientId = form.get('client_id') ?? '';
    note(`client_id=${clientId || '-'}`);
    if (clientId) stats.tokenRequestsByClient[clientId] = (stats.tokenRequestsByClient[clientId] ?? 0) + 1;
    if (!type.toLowerCase().startsWith('application/x-www-form-urlencoded')) {
      stats.tokenRequestsRejected++;
      return fedexError(
        400,
        'BAD.REQUEST.ERROR',
        'The request body must be application/x-www-form-urlencoded.',
      );
    }
    if (form.get('grant_type') !== 'client_credentials') {
      stats.tokenRequestsRejected++;
      return fedexError(
        400,
        'BAD.REQUEST.ERROR',
        'Unsupported grant_type: only client_credentials is available in this sandbox.',
      );
    }
    if (!isValidClient(clientId, form.get('client_secret') ?? '')) {
      stats.tokenRequestsRejected++;
      return notAuthorized(
        'The given client credentials were not valid. Please modify your request and try again.',
      );
    }
    const issued = tokens.issue(clientId);
    stats.tokensIssued++;
    return {
      status: 200,
      body: {
        access_token: issued.accessToken,
        token_type: 'bearer',
        expires_in: issued.expiresIn,
        scope: 'CXS',
      },
    };
  }

  /** FedEx Ship: a label per package (fedex/ship.ts); account 000000SHPF answers 500 every time. */
  async function shipments(req: IncomingMessage, note: (s: string) => void): Promise<Reply> {
    stats.shipRequests++;
    const bearer = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1];
    const raw = await readBody(req);
    if (!bearer || !tokens.verify(bearer)) return notAuthorized('Access token expired or missing.');
    let body: unknown;
    try {
      body = JSON.parse(raw);
    } catch {
      return fedexError(
        400,
        'INVALID.INPUT.EXCEPTION',
        'Invalid field value in the input: the body is not JSON.',
      );
    }
    const account = (body as { accountNumber?: { value?: unknown } } | null)?.accountNumber?.value;
    if (typeof account === 'string') note(`account=${account}`);
    if (account === HOOK_ACCOUNTS.shipFails)
      return fedexError(500, 'INTERNAL.SERVER.ERROR', FAILURES[HOOK_ACCOUNTS.error500].message);
    const errors = validateShipRequest(body);
    if (errors.length) return { status: 400, body: errorBody(errors) };
    stats.shipAnswered++;
    return { status: 200, body: await shipReply(body) };
  }

  async function rateQuotes(
    req: IncomingMessage,
    res: ServerResponse,
    note: (s: string) => void,
  ): Promise<Reply | undefined> {
    stats.rateRequests++;
    const auth = req.headers.authorization ?? '';
    const bearer = /^Bearer\s+(\S+)$/i.exec(auth)?.[1];
    const raw = await readBody(req);
    const clientId = bearer ? tokens.verify(bearer) : undefined;
    if (!clientId) {
      stats.rateUnauthorized++;
      return notAuthorized(
        bearer
          ? 'Access token expired. Please modify your request and try again.'
          : 'Authorization header is missing or invalid.',
      );
    }
    note(`client_id=${clientId}`);
    let body: unknown;
    try {
      body = JSON.parse(raw);
    } catch {
      stats.rateInvalid++;
      return fedexError(
        400,
        'INVALID.INPUT.EXCEPTION',
        'Invalid field value in the input: the body is not JSON.',
      );
    }
    const account = (body as { accountNumber?: { value?: unknown } } | null)?.accountNumber?.value;
    if (typeof account === 'string') note(`account=${account}`);

    const failure = typeof account === 'string' ? FAILURES[account] : undefined;
    if (failure) {
      stats.rateFailuresInjected++;
      const reply = fedexError(failure.status, failure.code, failure.message);
      return failure.status === 429 ? { ...reply, headers: { 'retry-after': '10' } } : reply;
    }

    const validation = validateRateRequest(body, now());
    if (!validation.ok) {
      stats.rateInvalid++;
      return { status: 400, body: errorBody(validation.errors) };
    }
    const request = validation.request;
    if (request.shipper.countryCode !== 'MX' || request.recipient.countryCode !== 'MX') {
      stats.rateInvalid++;
      return fedexError(
        400,
        'RATE.LOCATION.NOSERVICE',
        'FedEx does not provide this service between the given locations in this sandbox (domestic MX only).',
      );
    }
    const details = rateReplyDetails(request, VARIANTS[request.account]);
    if (!details.length) {
      stats.rateInvalid++;
      return fedexError(
        400,
        'SERVICE.UNAVAILABLE.FOR.ROUTE',
        'The requested service is not available for this shipment.',
      );
    }
    const reply: Reply = {
      status: 200,
      body: {
        transactionId: randomUUID(),
        customerTransactionId: req.headers['x-customer-transaction-id'],
        output: {
          alerts: rateAlerts(request),
          quoteDate: todayIn('America/Mexico_City', now()),
          encoded: false,
          rateReplyDetails: details,
        },
      },
    };
    if (request.account !== HOOK_ACCOUNTS.slow) {
      stats.rateAnswered++;
      return reply;
    }

    // Slow hook: answer late, or never if the client leaves first.
    stats.slowPending++;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(done, options.slowMs);
      slowTimers.add(timer);
      res.once('close', done);
      function done() {
        clearTimeout(timer);
        slowTimers.delete(timer);
        res.off('close', done);
        resolve();
      }
    });
    stats.slowPending--;
    if (res.destroyed || res.writableEnded || req.socket.destroyed) {
      stats.slowAbandoned++;
      note('client went away');
      return undefined;
    }
    stats.rateAnswered++;
    return reply;
  }

  async function route(
    req: IncomingMessage,
    res: ServerResponse,
    note: (s: string) => void,
  ): Promise<Reply | undefined> {
    const url = new URL(req.url ?? '/', 'http://sandbox');
    const key = `${req.method} ${url.pathname}`;
    switch (key) {
      case 'GET /health':
        return { status: 200, body: { status: 'ok' } };
      case 'POST /oauth/token':
        return oauthToken(req, note);
      case 'POST /rate/v1/rates/quotes':
        return rateQuotes(req, res, note);
      case 'POST /ship/v1/shipments':
        return shipments(req, note);
      case 'GET /__sandbox/stats':
        return { status: 200, body: stats };
      case 'POST /__sandbox/tokens/revoke':
        return {
          status: 200,
          body: { revoked: tokens.revoke(url.searchParams.get('client_id') ?? undefined) },
        };
      default:
        return fedexError(
          404,
          'NOT.FOUND.ERROR',
          `The resource ${req.method} ${url.pathname} was not found.`,
        );
    }
  }

  const server: Server = createServer((req, res) => {
    const started = Date.now();
    const notes: string[] = [];
    res.on('close', () => {
      const status = res.writableFinished ? String(res.statusCode) : 'aborted';
      const path = (req.url ?? '/').split('?')[0];
      log(
        `${new Date().toISOString()} ${req.method} ${path} ${status} ${Date.now() - started}ms${notes.length ? ` ${notes.join(' ')}` : ''}`,
      );
    });
    route(req, res, (s) => notes.push(s))
      .catch((err: unknown): Reply => {
        if (err instanceof BodyTooLarge)
          return fedexError(413, 'REQUEST.TOO.LARGE', 'The request body is too large.');
        notes.push(`error=${String(err)}`);
        return fedexError(500, 'INTERNAL.SERVER.ERROR', 'Unexpected sandbox error.');
      })
      .then((reply) => {
        if (!reply || res.destroyed) return;
        res.writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers });
        res.end(JSON.stringify(reply.body));
      });
  });

  /** Stops listening, drops open connections (slow requests included) and resolves once closed. */
  function close(): Promise<void> {
    for (const timer of slowTimers) clearTimeout(timer);
    slowTimers.clear();
    return new Promise((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  }

  return { server, stats, tokens, close };
}
