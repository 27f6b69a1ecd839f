import { hash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { CarrierCode } from '@envios/domain';
import { ActiveCredentials } from '../../integrations/active-credentials';
import type { CarrierConnector } from './carrier-connector';
import { FedexConnector } from './fedex/fedex.connector';
import { loadRateCards } from './ratecard/rate-card-book';
import { RatecardConnector } from './ratecard/ratecard.connector';

/**
 * Which connector prices a carrier: FedEx's live API when an active FEDEX integration exists,
 * otherwise our rate card. A FedEx connector is kept per credential, so its OAuth token is reused.
 */
@Injectable()
export class ConnectorRegistry {
  private readonly ratecard = new RatecardConnector(loadRateCards());
  private fedex?: { fingerprint: string; connector: FedexConnector };

  constructor(private readonly credentials: ActiveCredentials) {}

  async connectorFor(carrier: CarrierCode): Promise<CarrierConnector> {
    if (carrier !== 'FEDEX') return this.ratecard;
    const keys = await this.credentials.keysOf('FEDEX');
    if (!keys?.url || !keys.client_id || !keys.client_secret || !keys.account) return this.ratecard;
    const fingerprint = hash('sha256', JSON.stringify(keys), 'hex');
    if (this.fedex?.fingerprint !== fingerprint) {
      this.fedex = {
        fingerprint,
        connector: new FedexConnector({
          url: keys.url,
          clientId: keys.client_id,
          clientSecret: keys.client_secret,
          account: keys.account,
        }),
      };
    }
    return this.fedex.connector;
  }
}
