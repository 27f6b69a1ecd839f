import { Topics } from '@envios/contracts';
import { defineService } from '@envios/platform';
import { QuotingConfigSchema } from './config';
import { QuotingModule } from './quoting.module';

/** The quoting service: SEPOMEX postal codes, saved addresses, package profiles, carrier integrations and the rate engine. */
export default defineService({
  name: 'quoting',
  config: QuotingConfigSchema,
  // Each user's tariff, from identity's events; each customer's reweighs, from shipments'.
  consumes: [Topics.identity, Topics.shipments],
  modules: [QuotingModule],
});
