import { Inject, Injectable } from '@nestjs/common';
import { MAX_PAYABLES, WalletRoutes } from '@envios/contracts';
import { APP_CONFIG, ServiceClient, type CallerIdentity } from '@envios/platform';
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

  /** Those of these shipments the wallet has not charged (it is the one that knows). */
  async unpaidOf(caller: CallerIdentity, ids: string[]): Promise<string[]> {
    const unpaid: string[] = [];
    for (let i = 0; i < ids.length; i += MAX_PAYABLES) {
      const payables = await this.wallet.call(WalletRoutes.payables, {
        caller,
        body: { ids: ids.slice(i, i + MAX_PAYABLES) },
      });
      unpaid.push(...payables.filter((p) => !p.paid).map((p) => p._id));
    }
    return unpaid;
  }
}
