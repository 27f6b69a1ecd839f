import { Injectable } from '@nestjs/common';
import type { CarrierCode } from '@envios/domain';
import { CarrierConnectors, type CarrierConnector } from '@envios/carriers';
import { BusinessMetrics } from '@envios/platform';
import { ActiveCredentials } from '../../integrations/active-credentials';

/**
 * Which connector prices a carrier for a customer: FedEx's live API when an active FEDEX integration
 * applies to it (its client's own, else the platform's), otherwise our rate card. The connectors come
 * from libs/carriers' one factory, which keeps a FedEx connector per credential (its OAuth token).
 */
@Injectable()
export class ConnectorRegistry {
  private readonly connectors: CarrierConnectors;

  constructor(
    private readonly credentials: ActiveCredentials,
    metrics: BusinessMetrics,
  ) {
    this.connectors = new CarrierConnectors({ observe: metrics.carrierCall });
  }

  async connectorFor(carrier: CarrierCode, clientId: string | null, test = false): Promise<CarrierConnector> {
    // FEDEX is the carrier with an API (API_CARRIERS); the others are priced by the rate card alone,
    // and so is every carrier for a test key, which no carrier hears of.
    const keys = carrier === 'FEDEX' && !test ? await this.credentials.keysFor('FEDEX', clientId) : null;
    return this.connectors.connectorFor(carrier, keys, 'quote');
  }
}
