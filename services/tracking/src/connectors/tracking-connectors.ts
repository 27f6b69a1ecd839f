import { Inject, Injectable } from '@nestjs/common';
import {
  CarrierNetworkTracker,
  FedexConnector,
  loadRateCards,
  RatecardConnector,
  type CarrierConnector,
} from '@envios/carriers';
import { APP_CONFIG } from '@envios/platform';
import type { TrackingConfig } from '../config';
import type { StoredTrackedGuide } from '../guides/tracked-guide.schema';

/**
 * Who follows a guide: FedEx's Track API for labels made through FedEx's API (with the platform's
 * Track API project: tracking needs no shipper account), the carrier network for our own labels.
 */
@Injectable()
export class TrackingConnectors {
  private readonly ratecard: RatecardConnector;
  private readonly fedex: FedexConnector | null;

  constructor(@Inject(APP_CONFIG) config: TrackingConfig) {
    this.ratecard = new RatecardConnector(
      loadRateCards(),
      new CarrierNetworkTracker(config.CARRIER_NETWORK_URL),
    );
    this.fedex =
      config.FEDEX_TRACK_URL && config.FEDEX_TRACK_CLIENT_ID && config.FEDEX_TRACK_CLIENT_SECRET
        ? new FedexConnector({
            url: config.FEDEX_TRACK_URL,
            clientId: config.FEDEX_TRACK_CLIENT_ID,
            clientSecret: config.FEDEX_TRACK_CLIENT_SECRET,
            account: '',
          })
        : null;
  }

  connectorFor(guide: Pick<StoredTrackedGuide, 'source'>): CarrierConnector {
    if (guide.source === 'ratecard') return this.ratecard;
    if (!this.fedex) throw new Error('no FedEx Track API configured (FEDEX_TRACK_*)');
    return this.fedex;
  }
}
