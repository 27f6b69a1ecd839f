import { hash } from 'node:crypto';
import type { CarrierCode } from '@envios/domain';
import type { CarrierCallObserver } from './carrier-calls';
import type { CarrierCapability, CarrierConnector } from './carrier-connector';
import { FedexConnector, type FedexConnectorOptions } from './fedex/fedex.connector';
import { CarrierNetworkClient } from './network/carrier-network-client';
import { loadRateCards, type RateCard } from './ratecard/rate-card-book';
import { RatecardConnector } from './ratecard/ratecard.connector';
import { TestModeConnector } from './testmode/test-mode.connector';

/**
 * A carrier's configuration as the Integrations screen keeps it (libs/domain CARRIER_CONFIG_KEYS;
 * FEDEX: url, client_id, client_secret, account), opened; or null when it has none.
 */
export type CarrierKeys = Readonly<Record<string, string | undefined>>;

export interface CarrierConnectorsOptions {
  /** Our rate tables; default the cards in libs/carriers/data. */
  rateCards?: ReadonlyMap<CarrierCode, RateCard>;
  /**
   * The carrier network (CARRIER_NETWORK_URL) where the rate-card carriers' guides are followed,
   * voided and collected. Without it the rate card still quotes and makes labels, and the rest throws.
   */
  networkUrl?: string;
  fetch?: typeof fetch;
  /** Told of every HTTP call a connector makes (FedEx's APIs, the carrier network): for metrics. */
  observe?: CarrierCallObserver;
  fedex?: FedexConnectorOptions;
  /** API connectors kept (one per credential, each holding its OAuth token). Default 500. */
  maxApiConnectors?: number;
}

/** The carriers we reach through their own API when a configuration allows it (else our rate card). */
export const API_CARRIERS: readonly CarrierCode[] = ['FEDEX'];

/** What FedEx's API needs for a capability: an API project for Track, the shipper account as well for the rest. */
function fedexKeysFor(keys: CarrierKeys | null | undefined, capability: CarrierCapability) {
  if (!keys?.url || !keys.client_id || !keys.client_secret) return null;
  if (capability !== 'track' && !keys.account) return null;
  return {
    url: keys.url,
    client_id: keys.client_id,
    client_secret: keys.client_secret,
    account: keys.account ?? '',
  };
}

/**
 * The one place connectors are made: given a carrier and its configuration, the connector that
 * implements the port (libs/carriers carrier-connector.ts) for what the caller needs. A carrier with
 * an API (FEDEX) and keys that suffice for the capability gets its API connector, one instance per
 * credential (it keeps the OAuth token); everything else gets our rate card (with the carrier network
 * when `networkUrl` is given). Quoting, shipments and tracking each hold one, for their capability.
 */
export class CarrierConnectors {
  readonly ratecard: RatecardConnector;
  /** A test API key's labels: the rate card's, watermarked, and nothing sent to any carrier. */
  readonly testMode: TestModeConnector;
  private readonly api = new Map<string, CarrierConnector>();
  private readonly maxApiConnectors: number;

  constructor(private readonly options: CarrierConnectorsOptions = {}) {
    this.ratecard = new RatecardConnector(
      options.rateCards ?? loadRateCards(),
      options.networkUrl
        ? new CarrierNetworkClient(options.networkUrl, options.fetch, options.observe)
        : undefined,
    );
    this.testMode = new TestModeConnector(this.ratecard);
    this.maxApiConnectors = options.maxApiConnectors ?? 500;
  }

  /** The carrier's own API connector when its keys allow `capability`; null otherwise. */
  apiConnector(
    carrier: CarrierCode,
    keys: CarrierKeys | null | undefined,
    capability: CarrierCapability,
  ): CarrierConnector | null {
    if (carrier !== 'FEDEX') return null;
    const credential = fedexKeysFor(keys, capability);
    if (!credential) return null;
    const fingerprint = hash('sha256', JSON.stringify(['FEDEX', credential]), 'hex');
    let connector = this.api.get(fingerprint);
    if (!connector) {
      if (this.api.size >= this.maxApiConnectors) this.api.clear();
      connector = new FedexConnector(credential, {
        ...this.options.fedex,
        ...(this.options.fetch ? { fetch: this.options.fetch } : {}),
        ...(this.options.observe ? { observe: this.options.observe } : {}),
      });
      this.api.set(fingerprint, connector);
    }
    return connector;
  }

  /** The carrier's API connector when its keys allow `capability`, else our rate card. */
  connectorFor(
    carrier: CarrierCode,
    keys: CarrierKeys | null | undefined,
    capability: CarrierCapability,
  ): CarrierConnector {
    return this.apiConnector(carrier, keys, capability) ?? this.ratecard;
  }
}
