import { randomUUID } from 'node:crypto';
import type {
  CancelLabelRequest,
  CancelLabelResult,
  CancelPickupRequest,
  CancelPickupResult,
  CarrierConnector,
  CarrierQuote,
  LabelRequest,
  LabelResult,
  PickupRequest,
  RateRequest,
  ScheduledPickup,
  TrackRequest,
  TrackResult,
} from '../carrier-connector';
import { observedFetch, type CarrierCallObserver, type CarrierOperation } from '../carrier-calls';
import { FedexError, FedexLocalErrorCodes, fedexErrorFromResponse } from './fedex-error';
import { readJson } from './fedex-http';
import {
  buildCancelPickupBody,
  buildCancelShipmentBody,
  buildPickupBody,
  cancelPickupRefusalOf,
  cancelRefusalOf,
  pickupCancelled,
  pickupFromReply,
  shipmentCancelled,
} from './fedex-pickup-mapping';
import { buildRateRequestBody, mapRateReply } from './fedex-rate-mapping';
import { buildShipRequestBody, labelFromShipReply } from './fedex-ship-mapping';
import { buildTrackRequestBody, mapTrackReply } from './fedex-track-mapping';
import { FedexTokenCache, noAnswer } from './fedex-token-cache';

/** The FEDEX keys of the Integrations screen (CARRIER_CONFIG_KEYS.FEDEX); `url` is the API base URL. */
export interface FedexCredential {
  url: string;
  client_id: string;
  client_secret: string;
  /** Needed to price and ship; tracking works without it. */
  account: string;
}

/** The same credential with camelCase names. */
export interface FedexCredentialCamel {
  url: string;
  clientId: string;
  clientSecret: string;
  account: string;
}

export interface FedexConnectorOptions {
  /** Renew the OAuth token this long before it expires (at most a tenth of its life). Default 60 s. */
  tokenRefreshMarginMs?: number;
  /** Limit of one OAuth token request. Default 10 s. */
  tokenTimeoutMs?: number;
  /** x-locale header. Default es_MX. */
  locale?: string;
  fetch?: typeof fetch;
  now?: () => number;
  /** Told of every call to FedEx (the token's too), for latency and error metrics. */
  observe?: CarrierCallObserver;
}

function normalise(credential: FedexCredential | FedexCredentialCamel): FedexCredential {
  const c = credential as Partial<FedexCredential & FedexCredentialCamel>;
  return {
    url: (c.url ?? '').trim().replace(/\/+$/, ''),
    client_id: (c.client_id ?? c.clientId ?? '').trim(),
    client_secret: c.client_secret ?? c.clientSecret ?? '',
    account: (c.account ?? '').trim(),
  };
}

/** Which of the port's operations each FedEx API call serves (for the call metrics). */
const OPERATIONS: Record<string, CarrierOperation> = {
  'POST Rate': 'quote',
  'POST Ship': 'create_label',
  'PUT Ship': 'cancel_label',
  'POST Track': 'track',
  'POST Pickup': 'schedule_pickup',
  'PUT Pickup': 'cancel_pickup',
};

/**
 * FedEx through its REST APIs (carrier-apis.md §1): Rate and Transit Times, Ship (labels and their
 * cancellation), Track and Pickup. All parcels of the
 * request are quoted together (for FEDEX the caller repeats them to the number of guides). Keep one
 * instance per credential: it holds the OAuth token.
 *
 * Errors: FedexError with FedEx's first error code and the HTTP status; when `request.signal`
 * aborts, the signal's reason is thrown as it is.
 */
export class FedexConnector implements CarrierConnector {
  readonly source = 'fedex' as const;
  readonly remote = true;
  private readonly credential: FedexCredential;
  private readonly tokens: FedexTokenCache;
  private readonly fetch: typeof fetch;
  private readonly observe?: CarrierCallObserver;
  private readonly locale: string;

  constructor(credential: FedexCredential | FedexCredentialCamel, options: FedexConnectorOptions = {}) {
    this.credential = normalise(credential);
    // Tracking needs only an API project (client id and secret); pricing and labels need the account.
    const missing = (['url', 'client_id', 'client_secret'] as const).filter((k) => !this.credential[k]);
    if (missing.length) throw new TypeError(`FedEx credential without ${missing.join(', ')}`);
    this.fetch = options.fetch ?? fetch;
    this.observe = options.observe;
    this.locale = options.locale ?? 'es_MX';
    this.tokens = new FedexTokenCache({
      baseUrl: this.credential.url,
      clientId: this.credential.client_id,
      clientSecret: this.credential.client_secret,
      refreshMarginMs: options.tokenRefreshMarginMs ?? 60_000,
      timeoutMs: options.tokenTimeoutMs ?? 10_000,
      fetch: observedFetch(this.fetch, this.observe, 'FEDEX', 'token'),
      now: options.now ?? Date.now,
    });
  }

  async quote(request: RateRequest): Promise<CarrierQuote> {
    request.signal.throwIfAborted();
    this.requireAccount();
    // The parcel Rate API has no pallets (FedEx Freight LTL is another contract): no service, as on the rate card.
    if (request.packageType === 'tarima') return { rates: [], dropped: [] };
    const body = buildRateRequestBody(request, this.credential.account);
    const reply = await this.post('Rate', '/rate/v1/rates/quotes', body, randomUUID(), request.signal);
    return mapRateReply(reply, request.shipDate);
  }

  /**
   * The label through FedEx's Ship API (§1.5), in the chosen format. The shipment id goes as the
   * transaction id and each package's customer reference, so FedEx's records name it.
   */
  async createLabel(request: LabelRequest): Promise<LabelResult> {
    request.signal.throwIfAborted();
    this.requireAccount();
    const body = buildShipRequestBody(request, this.credential.account);
    const reply = await this.post('Ship', '/ship/v1/shipments', body, request.shipmentId, request.signal);
    const label = await labelFromShipReply(reply, request.format);
    if (!label) {
      throw new FedexError(FedexLocalErrorCodes.invalidResponse, 200, 'FedEx Ship answered without a label', {
        customerTransactionId: request.shipmentId,
      });
    }
    return label;
  }

  /** A guide's events through FedEx's Track API (§1.6); an unknown number is `notFound`. */
  async track(request: TrackRequest): Promise<TrackResult> {
    request.signal.throwIfAborted();
    const reply = await this.post(
      'Track',
      '/track/v1/trackingnumbers',
      buildTrackRequestBody(request.trackingNumber),
      randomUUID(),
      request.signal,
    );
    const result = mapTrackReply(reply);
    if (!result)
      throw new FedexError(
        FedexLocalErrorCodes.invalidResponse,
        200,
        'FedEx Track answered an unreadable reply',
      );
    return result;
  }

  /**
   * Voids a label through the Ship API's cancel (PUT /ship/v1/shipments/cancel, every package of the
   * shipment). A package that has moved is a refusal (the codes in fedex-pickup-mapping.ts).
   */
  async cancelLabel(request: CancelLabelRequest): Promise<CancelLabelResult> {
    request.signal.throwIfAborted();
    this.requireAccount();
    const body = buildCancelShipmentBody(request.trackingNumber, this.credential.account);
    let reply: object;
    try {
      reply = await this.call('PUT', 'Ship', '/ship/v1/shipments/cancel', body, randomUUID(), request.signal);
    } catch (err) {
      const refusal = err instanceof FedexError ? cancelRefusalOf(err) : null;
      if (refusal) return refusal;
      throw err;
    }
    if (!shipmentCancelled(reply))
      throw new FedexError(
        FedexLocalErrorCodes.invalidResponse,
        200,
        'FedEx Ship did not confirm the cancellation',
      );
    return { status: 'cancelled' };
  }

  /**
   * Books a courier visit through the Pickup API (POST /pickup/v1/pickups) with the shipper account;
   * `reference` goes as the transaction id. FedEx books every request it gets.
   */
  async schedulePickup(request: PickupRequest): Promise<ScheduledPickup> {
    request.signal.throwIfAborted();
    this.requireAccount();
    const body = buildPickupBody(request, this.credential.account);
    const reply = await this.call(
      'POST',
      'Pickup',
      '/pickup/v1/pickups',
      body,
      request.reference,
      request.signal,
    );
    const booked = pickupFromReply(reply);
    if (!booked)
      throw new FedexError(
        FedexLocalErrorCodes.invalidResponse,
        200,
        'FedEx Pickup answered without a confirmation code',
        {
          customerTransactionId: request.reference,
        },
      );
    return { carrier: request.carrier, date: request.date, serviceCode: request.serviceCode, ...booked };
  }

  /** Cancels a booked pickup (PUT /pickup/v1/pickups/cancel); PICKUP.NUMBER.EXPIRED is a refusal. */
  async cancelPickup(request: CancelPickupRequest): Promise<CancelPickupResult> {
    request.signal.throwIfAborted();
    this.requireAccount();
    const body = buildCancelPickupBody(request, this.credential.account);
    let reply: object;
    try {
      reply = await this.call(
        'PUT',
        'Pickup',
        '/pickup/v1/pickups/cancel',
        body,
        randomUUID(),
        request.signal,
      );
    } catch (err) {
      const refusal = err instanceof FedexError ? cancelPickupRefusalOf(err) : null;
      if (refusal) return refusal;
      throw err;
    }
    if (!pickupCancelled(reply, request.confirmationNumber))
      throw new FedexError(
        FedexLocalErrorCodes.invalidResponse,
        200,
        'FedEx Pickup did not confirm the cancellation',
      );
    return { status: 'cancelled' };
  }

  private requireAccount(): void {
    if (!this.credential.account) throw new TypeError('FedEx credential without account');
  }

  /** An authorized JSON POST: renews the token once on a 401; FedEx's errors as FedexError. */
  private post(
    api: 'Rate' | 'Ship' | 'Track',
    path: string,
    payload: unknown,
    transactionId: string,
    signal: AbortSignal,
  ): Promise<object> {
    return this.call('POST', api, path, payload, transactionId, signal);
  }

  /** An authorized JSON call: renews the token once on a 401; FedEx's errors as FedexError. */
  private async call(
    method: 'POST' | 'PUT',
    api: 'Rate' | 'Ship' | 'Track' | 'Pickup',
    path: string,
    payload: unknown,
    transactionId: string,
    signal: AbortSignal,
  ): Promise<object> {
    const body = JSON.stringify(payload);
    let token = await this.tokens.get(signal);
    const operation = OPERATIONS[`${method} ${api}`];
    let res = await this.send(method, path, body, token, transactionId, signal, operation);
    if (res.status === 401) {
      // The token may have been revoked or expired early: renew it once and try once more.
      await res.arrayBuffer().catch(() => undefined);
      this.tokens.invalidate(token);
      token = await this.tokens.get(signal);
      res = await this.send(method, path, body, token, transactionId, signal, operation);
    }

    let reply: unknown;
    try {
      reply = await readJson(res);
    } catch (err) {
      if (signal.aborted) throw signal.reason;
      throw noAnswer(`${api.toLowerCase()} request`, err);
    }
    if (!res.ok) {
      throw fedexErrorFromResponse(api, res.status, reply, {
        customerTransactionId: transactionId,
        retryAfter: res.headers.get('retry-after'),
      });
    }
    if (typeof reply !== 'object' || reply === null) {
      throw new FedexError(
        FedexLocalErrorCodes.invalidResponse,
        res.status,
        `FedEx ${api} answered without a JSON body`,
        {
          customerTransactionId: transactionId,
        },
      );
    }
    return reply;
  }

  private async send(
    method: 'POST' | 'PUT',
    path: string,
    body: string,
    token: string,
    transactionId: string,
    signal: AbortSignal,
    operation: CarrierOperation,
  ): Promise<Response> {
    const fetchOne = observedFetch(this.fetch, this.observe, 'FEDEX', operation);
    try {
      return await fetchOne(`${this.credential.url}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          accept: 'application/json',
          'x-locale': this.locale,
          'x-customer-transaction-id': transactionId,
        },
        body,
        signal,
      });
    } catch (err) {
      if (signal.aborted) throw signal.reason;
      throw noAnswer(`request to ${path}`, err);
    }
  }
}
