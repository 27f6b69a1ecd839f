import { Inject, Injectable } from '@nestjs/common';
import { SERVICES, type ServiceName } from '@envios/contracts';
import { APP_CONFIG, ServiceClient } from '@envios/platform';
import { serviceUrls, type BffConfig } from '../config/config';

/** One HTTP client per backend service, all authenticated as the BFF. */
@Injectable()
export class ServiceClients {
  private readonly clients: Record<ServiceName, ServiceClient>;

  constructor(@Inject(APP_CONFIG) config: BffConfig) {
    const urls = serviceUrls(config);
    this.clients = Object.fromEntries(
      SERVICES.map((name) => [
        name,
        new ServiceClient(name, urls[name], config.INTERNAL_SERVICE_TOKEN, config.INTERNAL_SIGNING_KEY),
      ]),
    ) as Record<ServiceName, ServiceClient>;
  }

  get(name: ServiceName): ServiceClient {
    return this.clients[name];
  }

  get identity() {
    return this.clients.identity;
  }
  get quoting() {
    return this.clients.quoting;
  }
  get shipments() {
    return this.clients.shipments;
  }
  get wallet() {
    return this.clients.wallet;
  }
  get tracking() {
    return this.clients.tracking;
  }
  get reports() {
    return this.clients.reports;
  }
  get webhooks() {
    return this.clients.webhooks;
  }
  get batches() {
    return this.clients.batches;
  }
  get invoicing() {
    return this.clients.invoicing;
  }
}
