import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, ServiceClient } from '@envios/platform';
import type { BatchesConfig } from '../config';

/** The services a batch asks, each called as the batch's caller (the BFF's signed identity). */
@Injectable()
export class BatchClients {
  readonly quoting: ServiceClient;
  readonly shipments: ServiceClient;
  readonly wallet: ServiceClient;

  constructor(@Inject(APP_CONFIG) config: BatchesConfig) {
    const client = (name: string, url: string) =>
      new ServiceClient(name, url, config.INTERNAL_SERVICE_TOKEN, config.INTERNAL_SIGNING_KEY);
    this.quoting = client('quoting', config.QUOTING_URL);
    this.shipments = client('shipments', config.SHIPMENTS_URL);
    this.wallet = client('wallet', config.WALLET_URL);
  }
}
