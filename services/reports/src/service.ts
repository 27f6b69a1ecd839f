import { Topics } from '@envios/contracts';
import { defineService } from '@envios/platform';
import { ReportsConfigSchema } from './config';
import { ReportsModule } from './reports.module';

/** The reports service: read models built from events: KPIs, charts and the general report. */
export default defineService({
  name: 'reports',
  config: ReportsConfigSchema,
  consumes: [Topics.identity, Topics.quoting, Topics.shipments, Topics.wallet, Topics.tracking],
  modules: [ReportsModule],
});
