import { hash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { CarrierCode } from '@envios/domain';
import { ActiveCredentials } from '../../integrations/active-credentials';
import { FedexConnector, loadRateCards, RatecardConnector, type CarrierConnector } from '@envios/carriers';

/**
 * Which connector prices a carrier for a customer: FedEx's live API when an active FEDEX integration
 * applies to it (its client's own, else the platform's), otherwise our rate card. A FedEx connector
 * is kept per credential, so its OAuth token is reused.
 */
/** Credentials in use at once (the platform's plus clients' own) whose OAuth tokens are kept. */
const MAX_FEDEX_CONNECTORS = 500;

@Injectable()
export class ConnectorRegistry {
  private readonly ratecard = new RatecardConnector(loadRateCards());
  private readonly fedex = new Map<string, FedexConnector>();

  constructor(private readonly credentials: ActiveCredentials) {}

  async connectorFor(carrier: CarrierCode, clientId: string | null): Promise<CarrierConnector> {
    if (carrier !== 'FEDEX') return this.ratecard;
    const keys = await this.credentials.keysFor('FEDEX', clientId);
    if (!keys?.url || !keys.client_id || !keys.client_secret || !keys.account) return this.ratecard;
    const fingerprint = hash('sha256', JSON.stringify(keys), 'hex');
    let connector = this.fedex.get(fingerprint);
    if (!connector) {
      if (this.fedex.size >= MAX_FEDEX_CONNECTORS) this.fedex.clear();
      connector = new FedexConnector({
        url: keys.url,
        clientId: keys.client_id,
        clientSecret: keys.client_secret,
        account: keys.account,
      });
      this.fedex.set(fingerprint, connector);
    }
    return connector;
  }
}
