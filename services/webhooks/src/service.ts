import { Topics } from '@envios/contracts';
import { defineService } from '@envios/platform';
import { WebhooksConfigSchema } from './config';
import { WebhooksModule } from './webhooks.module';

/** Webhooks of the public API: endpoints, the event log of each account, signed deliveries retried for a day, replay. */
export default defineService({
  name: 'webhooks',
  config: WebhooksConfigSchema,
  consumes: [Topics.identity, Topics.shipments, Topics.wallet, Topics.tracking, Topics.batches],
  modules: [WebhooksModule],
});
