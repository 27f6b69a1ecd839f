import { Inject, Injectable } from '@nestjs/common';
import { CarrierConnectors, type CarrierConnector } from '@envios/carriers';
import { APP_CONFIG, BusinessMetrics } from '@envios/platform';
import type { TrackingConfig } from '../config';
import type { StoredTrackedGuide } from '../guides/tracked-guide.schema';

/**
 * Who follows a guide: FedEx's Track API for labels made through FedEx's API (with the platform's
 * Track API project: tracking needs no shipper account), the carrier network for our own labels.
 * Both come from libs/carriers' one factory.
 */
@Injectable()
export class TrackingConnectors {
  private readonly ratecard: CarrierConnector;
  private readonly fedex: CarrierConnector | null;

  constructor(@Inject(APP_CONFIG) config: TrackingConfig, metrics: BusinessMetrics) {
    const connectors = new CarrierConnectors({
      networkUrl: config.CARRIER_NETWORK_URL,
      observe: metrics.carrierCall,
    });
    this.ratecard = connectors.ratecard;
    this.fedex = connectors.apiConnector(
      'FEDEX',
      {
        url: config.FEDEX_TRACK_URL,
        client_id: config.FEDEX_TRACK_CLIENT_ID,
        client_secret: config.FEDEX_TRACK_CLIENT_SECRET,
      },
      'track',
    );
  }

  connectorFor(guide: Pick<StoredTrackedGuide, 'source'>): CarrierConnector {
    if (guide.source === 'ratecard') return this.ratecard;
    if (!this.fedex) throw new Error('no FedEx Track API configured (FEDEX_TRACK_*)');
    return this.fedex;
  }
}
