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
 *   POST /track/v1/trackingnumbers   Authorization as above; FedEx Track (fedex/track.ts): 1..30 numbers,
 *                                    told from the FEDEX stories of the carrier network below. Known
 *                                    numbers: those made by Ship and FEDEX guides of the network; any
 *                                    other gets TRACKING.TRACKINGNUMBER.NOTFOUND inside the 200.
 *                                    Counts against FEDEX's network rate limit and failure mode (429
 *                                    TOO.MANY.REQUESTS.ERROR / 500 INTERNAL.SERVER.ERROR in FedEx's shape).
 *   PUT  /ship/v1/shipments/cancel  Authorization as above; FedEx Ship cancel (fedex/ship-cancel.ts):
 *                                    {accountNumber, trackingNumber} → output.cancelledShipment true while
 *                                    the package has not been picked up; then 400 CANCEL.SHIPMENT.PICKEDUP |
 *                                    INTRANSIT | DELIVERED (the sandbox's codes: FedEx documents none).
 *   POST /pickup/v1/pickups          Authorization as above; FedEx Pickup (fedex/pickup.ts) → output
 *                                    {pickupConfirmationCode, location}; PICKUP.REQUESTED.PREVIOUS.DAY…
 *   PUT  /pickup/v1/pickups/cancel   {associatedAccountNumber, pickupConfirmationCode, scheduledDate} →
 *                                    output.cancelConfirmationMessage; 400 PICKUP.NUMBER.EXPIRED once its
 *                                    trackingNumber was picked up or its day passed; 404 unknown.
 *   GET  /__sandbox/stats            counters (token requests per client_id, rate requests, …)
 *   POST /__sandbox/tokens/revoke    forgets every token (?client_id= for one client), so the next
 *                                    rate call with a cached token gets 401
 *
 * Carrier network (network/): guides of DHL, FEDEX, ESTAFETA, PAQUETEXPRESS, REDPACK and AMPM
 * progress through a story drawn from a hash of carrier and number (timeline.ts), NETWORK_SPEED times
 * faster than real time (default 60: a simulated hour per real minute).
 *   GET  /network/v1/tracking/:carrier/:trackingNumber
 *                                    200 {trackingNumber, carrier, events:[{code, description, date,
 *                                    location}]} (visible events, oldest first); 404 UNKNOWN_CARRIER;
 *                                    400 INVALID_TRACKING_NUMBER; DHL before pickup 404 NOT_FOUND;
 *                                    an unseen well-formed number enters the network now. At most
 *                                    NETWORK_RATE_LIMIT (default 100) requests per carrier in any rolling
 *                                    second, else 429 RATE_LIMITED with retry-after: 1.
 *   POST /network/v1/guides/:carrier/:trackingNumber/cancel
 *                                    200 {carrier, trackingNumber, status:'cancelled', events} (the story
 *                                    stops with the carrier's cancellation event; again 200 when cancelled);
 *                                    409 ALREADY_PICKED_UP | IN_TRANSIT | DELIVERED; an unseen well-formed
 *                                    number enters the network cancelled.
 *   POST /network/v1/pickups/:carrier {reference, date, readyTime, closeTime, address {name, phone,
 *                                    street, city, postalCode}, packages {count, weightKg}, trackingNumbers}
 *                                    200 {carrier, confirmationNumber, date, readyTime, closeTime,
 *                                    status:'scheduled'}; the same reference answers the same pickup;
 *                                    400 INVALID_REQUEST (Spanish, every problem) | INVALID_TRACKING_NUMBER.
 *   POST /network/v1/pickups/:carrier/:confirmationNumber/cancel
 *                                    200 {…, status:'cancelled'}; 404 NOT_FOUND; 409 ALREADY_PICKED_UP once
 *                                    one of its guides shows its pickup scan.
 *                                    The three count against the carrier's rate limit and failure mode.
 *   POST /__sandbox/network/register       {carrier, trackingNumber, registeredAt?, scenario?, speed?}
 *                                    → {registered:true, events} (the events visible now)
 *   POST /__sandbox/network/register-many  {guides:[…]} (≤ 20,000, all or nothing) → {registered:n}
 *   POST /__sandbox/network/advance        {carrier, trackingNumber, to:'next'|'delivered'} → {events}
 *   POST /__sandbox/network/behaviour      {carrier, mode:'normal'|'garbage'|'hang'|'error500'|'flaky', rate?}:
 *                                    garbage = 200 application/json that is not JSON, hang = no answer
 *                                    until the client leaves, error500 = 500 INTERNAL (FEDEX: Track too),
 *                                    flaky = each request fails with 500 INTERNAL at `rate` (0..1); for
 *                                    FEDEX, Ship (label requests) and Track too (failure drills)
 *   GET  /__sandbox/network/stats          {guides, requestsByCarrier, rejectedByCarrier,
 *                                    maxPerSecondByCarrier, flakedByCarrier, hanging}
 *   POST /__sandbox/network/stats/reset    zeroes the counters and rate windows (keeps the guides)
 * With NETWORK_STATE_FILE the registry (guides, cancellations and pickups) is kept in that file (written within a second of a change and
 * at close, read at start), so a restarted sandbox tells every guide's story where it left it.
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
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { TokenStore, isValidClient } from './fedex/oauth';
import { rateAlerts, rateReplyDetails, type ReplyVariant } from './fedex/rate-reply';
import { todayIn, validateRateRequest, type FedexErrorItem } from './fedex/rate-validation';
import { cancelPickup, createPickup } from './fedex/pickup';
import { shipReply, validateShipRequest } from './fedex/ship';
import { cancelShipment } from './fedex/ship-cancel';
import { trackReply, validateTrackRequest } from './fedex/track';
import { BodyTooLarge, readBody, type Reply } from './http';
import { carrierNamed, type Carrier } from './network/carriers';
import { CarrierNetwork, type Registration } from './network/network';
import { PickupBook, type Pickup } from './network/pickups';
import {
  advanceHook,
  behaviourHook,
  cancelGuideReply,
  cancelPickupReply,
  networkError,
  registerHook,
  registerManyHook,
  schedulePickupReply,
  trackingReply,
  unknownCarrier,
} from './network/routes';

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
  /** Simulated time per real time in the carrier network (NETWORK_SPEED, default 60). */
  networkSpeed?: number;
  /** Requests each carrier's network accepts in any rolling second (NETWORK_RATE_LIMIT, default 100). */
  networkRateLimit?: number;
  /** Where the network's registry is kept across restarts (NETWORK_STATE_FILE); in memory only without. */
  networkStateFile?: string;
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
  trackRequests: number;
  trackUnauthorized: number;
  trackInvalid: number;
  trackAnswered: number;
}

/** register-many carries up to 20,000 guides: more than the usual body limit. */
const MAX_HOOK_BODY_BYTES = 8 * 1024 * 1024;

/** What the 'garbage' failure mode sends as application/json: an HTML fragment and a broken object. */
const GARBAGE_BODY = '<html>ñ{';

function errorBody(errors: FedexErrorItem[]) {
  return { transactionId: randomUUID(), errors };
}

function fedexError(status: number, code: string, message: string): Reply {
  return { status, body: errorBody([{ code, message }]) };
}

const notAuthorized = (message: string) => fedexError(401, 'NOT.AUTHORIZED.ERROR', message);

/**
 * Keeps the network's registry (guides, their cancellations, pickups) in a file: read once now,
 * written (whole, then renamed into place) within a second of a change, and at `stop`. The file is
 * {guides, pickups}; a file of an older sandbox (the guides' array alone) is read too.
 */
function keepRegistry(
  network: CarrierNetwork,
  pickups: PickupBook,
  file: string,
  log: (line: string) => void,
) {
  try {
    const saved = JSON.parse(readFileSync(file, 'utf8')) as
      Registration[] | { guides?: Registration[]; pickups?: Pickup[] };
    const guides = Array.isArray(saved) ? saved : (saved.guides ?? []);
    network.restore(guides);
    if (!Array.isArray(saved)) pickups.restore(saved.pickups ?? []);
    log(`carrier network: ${guides.length} guides, ${pickups.size} pickups read from ${file}`);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT')
      log(`carrier network: ${file} not read (${String(err)})`);
  }
  const version = () => `${network.changes}:${pickups.changes}`;
  let written = version();
  const save = () => {
    if (version() === written) return;
    written = version();
    writeFileSync(`${file}.tmp`, JSON.stringify({ guides: network.snapshot(), pickups: pickups.snapshot() }));
    renameSync(`${file}.tmp`, file);
  };
  const timer = setInterval(save, 1000).unref();
  return {
    stop() {
      clearInterval(timer);
      save();
    },
  };
}

/** A path segment decoded (`%20`…); kept as sent when it is not valid percent-encoding. */
function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

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
    trackRequests: 0,
    trackUnauthorized: 0,
    trackInvalid: 0,
    trackAnswered: 0,
  };
  const network = new CarrierNetwork({
    now: () => now().getTime(),
    speed: options.networkSpeed ?? 60,
    rateLimit: options.networkRateLimit ?? 100,
  });
  const pickups = new PickupBook();
  const keeper = options.networkStateFile
    ? keepRegistry(network, pickups, options.networkStateFile, log)
    : undefined;

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
    // A flaky FedEx (behaviour hook) fails this share of label requests.
    if (network.flakes('FEDEX')) {
      note('mode=flaky');
      return fedexError(500, 'INTERNAL.SERVER.ERROR', FAILURES[HOOK_ACCOUNTS.error500].message);
    }
    const errors = validateShipRequest(body);
    if (errors.length) return { status: 400, body: errorBody(errors) };
    stats.shipAnswered++;
    return { status: 200, body: await shipReply(body, network) };
  }

  /**
   * A FedEx call with a bearer token and a JSON body (Ship cancel, Pickup): 401 without a live token,
   * 400 INVALID.INPUT.EXCEPTION when the body is not JSON; otherwise `answer`'s reply.
   */
  async function fedexJson(
    req: IncomingMessage,
    note: (s: string) => void,
    answer: (body: unknown, customerTransactionId: string | undefined) => Reply,
  ): Promise<Reply> {
    const bearer = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1];
    const raw = await readBody(req);
    const clientId = bearer ? tokens.verify(bearer) : undefined;
    if (!clientId) return notAuthorized('Access token expired or missing.');
    note(`client_id=${clientId}`);
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
    const account = body as {
      accountNumber?: { value?: unknown };
      associatedAccountNumber?: { value?: unknown };
    } | null;
    const value = account?.accountNumber?.value ?? account?.associatedAccountNumber?.value;
    if (typeof value === 'string') note(`account=${value}`);
    const header = req.headers['x-customer-transaction-id'];
    return answer(body, typeof header === 'string' ? header : undefined);
  }

  /** A network operation on a carrier's guides or pickups: its carrier's gate first, as tracking. */
  async function networkOperation(
    carrierParam: string,
    req: IncomingMessage,
    res: ServerResponse,
    note: (s: string) => void,
    answer: (carrier: Carrier, body: unknown) => Reply,
  ): Promise<Reply | undefined> {
    const carrier = carrierNamed(carrierParam);
    if (!carrier) return unknownCarrier(carrierParam);
    const raw = await readBody(req);
    const gate = await carrierGate(carrier, res, note, 'network');
    if (!gate.pass) return gate.reply;
    let body: unknown = undefined;
    if (raw.trim()) {
      try {
        body = JSON.parse(raw);
      } catch {
        return networkError(400, 'INVALID_REQUEST', 'El cuerpo no es JSON.');
      }
    }
    return answer(carrier, body);
  }

  /** Holds the request open until its client leaves (or close() drops the connection); answers nothing. */
  async function hang(res: ServerResponse, note: (s: string) => void): Promise<undefined> {
    network.hanging++;
    await new Promise<void>((resolve) => {
      if (res.destroyed) resolve();
      else res.once('close', () => resolve());
    });
    network.hanging--;
    note('client went away');
    return undefined;
  }

  /**
   * What every call into a carrier's network meets first: the carrier's rolling-second limit, then
   * the failure mode set through the behaviour hook. `pass` means go on; otherwise `reply` is the
   * answer (undefined after a hang). FedEx Track answers these in FedEx's error shape.
   */
  async function carrierGate(
    carrier: Carrier,
    res: ServerResponse,
    note: (s: string) => void,
    dialect: 'network' | 'fedex',
  ): Promise<{ pass: true } | { pass: false; reply: Reply | undefined }> {
    if (!network.admit(carrier)) {
      note('rate-limited');
      const reply =
        dialect === 'fedex'
          ? fedexError(429, 'TOO.MANY.REQUESTS.ERROR', FAILURES[HOOK_ACCOUNTS.error429].message)
          : networkError(
              429,
              'RATE_LIMITED',
              `Más de ${network.rateLimit} solicitudes por segundo para ${carrier}.`,
            );
      return { pass: false, reply: { ...reply, headers: { 'retry-after': '1' } } };
    }
    const mode = network.mode(carrier);
    if (mode !== 'normal') note(`mode=${mode}`);
    switch (mode) {
      case 'normal':
        return { pass: true };
      case 'garbage':
        return { pass: false, reply: { status: 200, raw: GARBAGE_BODY } };
      case 'hang':
        return { pass: false, reply: await hang(res, note) };
      case 'flaky':
        if (!network.flakes(carrier)) return { pass: true };
        return { pass: false, reply: internalError(dialect) };
      case 'error500':
        return { pass: false, reply: internalError(dialect) };
    }
  }

  function internalError(dialect: 'network' | 'fedex'): Reply {
    return dialect === 'fedex'
      ? fedexError(500, 'INTERNAL.SERVER.ERROR', FAILURES[HOOK_ACCOUNTS.error500].message)
      : networkError(500, 'INTERNAL', 'Error interno del transportista (simulado).');
  }

  /** FedEx Track (fedex/track.ts) over the FEDEX stories of the network. */
  async function trackNumbers(
    req: IncomingMessage,
    res: ServerResponse,
    note: (s: string) => void,
  ): Promise<Reply | undefined> {
    stats.trackRequests++;
    const bearer = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1];
    const raw = await readBody(req);
    const gate = await carrierGate('FEDEX', res, note, 'fedex');
    if (!gate.pass) return gate.reply;
    const clientId = bearer ? tokens.verify(bearer) : undefined;
    if (!clientId) {
      stats.trackUnauthorized++;
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
      stats.trackInvalid++;
      return fedexError(
        400,
        'INVALID.INPUT.EXCEPTION',
        'Invalid field value in the input: the body is not JSON.',
      );
    }
    const validation = validateTrackRequest(body);
    if (!validation.ok) {
      stats.trackInvalid++;
      return { status: 400, body: errorBody(validation.errors) };
    }
    stats.trackAnswered++;
    return {
      status: 200,
      body: trackReply(validation.request, (n) => network.view('FEDEX', n)),
    };
  }

  async function networkTracking(
    carrierParam: string,
    trackingNumber: string,
    res: ServerResponse,
    note: (s: string) => void,
  ): Promise<Reply | undefined> {
    const carrier = carrierNamed(carrierParam);
    if (!carrier) return unknownCarrier(carrierParam);
    note(`${carrier}:${trackingNumber}`);
    const gate = await carrierGate(carrier, res, note, 'network');
    if (!gate.pass) return gate.reply;
    return trackingReply(network, carrier, trackingNumber);
  }

  /** A network hook's JSON body, handed to `answer`; 400 INVALID_REQUEST when it is not JSON. */
  async function networkHook(req: IncomingMessage, answer: (body: unknown) => Reply): Promise<Reply> {
    let body: unknown;
    try {
      body = JSON.parse(await readBody(req, MAX_HOOK_BODY_BYTES));
    } catch (err) {
      if (err instanceof BodyTooLarge) throw err;
      return networkError(400, 'INVALID_REQUEST', 'El cuerpo no es JSON.');
    }
    return answer(body);
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
    const tracking = /^\/network\/v1\/tracking\/([^/]+)\/([^/]+)$/.exec(url.pathname);
    if (tracking && req.method === 'GET')
      return networkTracking(decodeSegment(tracking[1]), decodeSegment(tracking[2]), res, note);
    const cancelGuide = /^\/network\/v1\/guides\/([^/]+)\/([^/]+)\/cancel$/.exec(url.pathname);
    if (cancelGuide && req.method === 'POST') {
      const trackingNumber = decodeSegment(cancelGuide[2]);
      note(`cancel ${cancelGuide[1]}:${trackingNumber}`);
      return networkOperation(decodeSegment(cancelGuide[1]), req, res, note, (carrier) =>
        cancelGuideReply(network, carrier, trackingNumber),
      );
    }
    const newPickup = /^\/network\/v1\/pickups\/([^/]+)$/.exec(url.pathname);
    if (newPickup && req.method === 'POST')
      return networkOperation(decodeSegment(newPickup[1]), req, res, note, (carrier, body) =>
        schedulePickupReply(network, pickups, carrier, body, now()),
      );
    const dropPickup = /^\/network\/v1\/pickups\/([^/]+)\/([^/]+)\/cancel$/.exec(url.pathname);
    if (dropPickup && req.method === 'POST') {
      const confirmationNumber = decodeSegment(dropPickup[2]);
      note(`cancel pickup ${dropPickup[1]}:${confirmationNumber}`);
      return networkOperation(decodeSegment(dropPickup[1]), req, res, note, (carrier) =>
        cancelPickupReply(network, pickups, carrier, confirmationNumber, now()),
      );
    }
    switch (key) {
      case 'GET /health':
        return { status: 200, body: { status: 'ok' } };
      case 'POST /oauth/token':
        return oauthToken(req, note);
      case 'POST /rate/v1/rates/quotes':
        return rateQuotes(req, res, note);
      case 'POST /ship/v1/shipments':
        return shipments(req, note);
      case 'POST /track/v1/trackingnumbers':
        return trackNumbers(req, res, note);
      case 'PUT /ship/v1/shipments/cancel':
        return fedexJson(req, note, (body, txId) => cancelShipment(body, network, txId));
      case 'POST /pickup/v1/pickups':
        return fedexJson(req, note, (body, txId) => createPickup(body, network, pickups, now(), txId));
      case 'PUT /pickup/v1/pickups/cancel':
        return fedexJson(req, note, (body, txId) => cancelPickup(body, network, pickups, now(), txId));
      case 'POST /__sandbox/network/register':
        return networkHook(req, (body) => registerHook(network, body));
      case 'POST /__sandbox/network/register-many':
        return networkHook(req, (body) => registerManyHook(network, body));
      case 'POST /__sandbox/network/advance':
        return networkHook(req, (body) => advanceHook(network, body));
      case 'POST /__sandbox/network/behaviour':
        return networkHook(req, (body) => behaviourHook(network, body));
      case 'GET /__sandbox/network/stats':
        return { status: 200, body: network.stats() };
      case 'POST /__sandbox/network/stats/reset':
        network.resetStats();
        return { status: 200, body: network.stats() };
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
        res.end(reply.raw ?? JSON.stringify(reply.body));
      });
  });

  /** Stops listening, drops open connections (slow requests included) and resolves once closed. */
  function close(): Promise<void> {
    for (const timer of slowTimers) clearTimeout(timer);
    slowTimers.clear();
    keeper?.stop();
    return new Promise((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  }

  return { server, stats, tokens, network, pickups, close };
}
