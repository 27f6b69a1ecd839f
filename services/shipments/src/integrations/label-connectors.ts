import { hash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { FedexConnector, loadRateCards, RatecardConnector, type CarrierConnector } from '@envios/carriers';
import { APP_CONFIG, SecretBox } from '@envios/platform';
import type { ShipmentsConfig } from '../config';
import { CarrierAccount, carrierAccountId, PLATFORM_OWNER } from './carrier-account.schema';

const SEALED = 'enc:v1:';
const MAX_FEDEX_CONNECTORS = 500;

/**
 * Who makes a shipment's label: the carrier's API when its price came from there (with the
 * account's own integration, else the platform's, as quoting priced it), otherwise our rate card.
 */
@Injectable()
export class LabelConnectors {
  private readonly ratecard = new RatecardConnector(loadRateCards());
  private readonly fedex = new Map<string, FedexConnector>();
  private readonly box: SecretBox;

  constructor(
    @InjectModel(CarrierAccount.name) private readonly accounts: Model<CarrierAccount>,
    @Inject(APP_CONFIG) config: ShipmentsConfig,
  ) {
    this.box = new SecretBox(config.CREDENTIALS_ENCRYPTION_KEY);
  }

  async connectorFor(source: 'ratecard' | 'fedex', account: string): Promise<CarrierConnector> {
    if (source === 'ratecard') return this.ratecard;
    const keys = (await this.keysOf(account)) ?? (await this.keysOf(PLATFORM_OWNER));
    if (!keys?.url || !keys.client_id || !keys.client_secret || !keys.account)
      throw new Error('no active FEDEX integration for this account or the platform');
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

  private async keysOf(owner: string): Promise<Record<string, string> | null> {
    const found = await this.accounts.findById(carrierAccountId(owner, 'FEDEX')).lean();
    const stored = found?.active ? found.keys[found.mode] : undefined;
    if (!stored) return null;
    return Object.fromEntries(
      Object.entries(stored).map(([k, v]) => [k, v.startsWith(SEALED) ? this.box.open(v) : v]),
    );
  }
}
