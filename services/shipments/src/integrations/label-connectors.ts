import { Inject, Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { CarrierConnectors, type CarrierConnector } from '@envios/carriers';
import { APP_CONFIG, BusinessMetrics, SecretBox } from '@envios/platform';
import type { ShipmentsConfig } from '../config';
import { CarrierAccount, carrierAccountId, PLATFORM_OWNER } from './carrier-account.schema';

const SEALED = 'enc:v1:';

/**
 * Who makes, voids and collects a shipment's label: the carrier's API when its price came from there
 * (with the account's own integration, else the platform's, as quoting priced it), otherwise our rate
 * card. The connectors come from libs/carriers' one factory (a FedEx connector per credential).
 * The rate card voids guides and books pickups on the carrier network (CARRIER_NETWORK_URL).
 */
@Injectable()
export class LabelConnectors {
  private readonly connectors: CarrierConnectors;
  private readonly box: SecretBox;

  constructor(
    @InjectModel(CarrierAccount.name) private readonly accounts: Model<CarrierAccount>,
    @Inject(APP_CONFIG) config: ShipmentsConfig,
    metrics: BusinessMetrics,
  ) {
    this.box = new SecretBox(config.CREDENTIALS_ENCRYPTION_KEY);
    this.connectors = new CarrierConnectors({
      networkUrl: config.CARRIER_NETWORK_URL,
      observe: metrics.carrierCall,
    });
  }

  /**
   * The connector of a shipment's label: `createLabel`, `cancelLabel`, `schedulePickup`,
   * `cancelPickup`. A test shipment's is the test-mode one, which no carrier hears from.
   */
  async connectorFor(s: {
    selected_service: { source: 'ratecard' | 'fedex' };
    account: string;
    test: boolean;
  }): Promise<CarrierConnector> {
    const { source } = s.selected_service;
    if (s.test) return this.connectors.testMode;
    if (source === 'ratecard') return this.connectors.ratecard;
    const account = s.account;
    const keys = (await this.keysOf(account)) ?? (await this.keysOf(PLATFORM_OWNER));
    const connector = this.connectors.apiConnector('FEDEX', keys, 'label');
    if (!connector) throw new Error('no active FEDEX integration for this account or the platform');
    return connector;
  }

  private async keysOf(owner: string): Promise<Record<string, string> | null> {
    const found = await this.accounts.findById(carrierAccountId(owner, 'FEDEX')).lean();
    const stored = found?.active ? found.keys[found.mode] : undefined;
    if (!stored) return null;
    return Object.fromEntries(
      Object.entries(stored).map(([k, v]) => [k, v.startsWith(SEALED) ? this.box.open(v) : v]),
    );
  }
}
