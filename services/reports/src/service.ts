import { defineService } from '@envios/platform';
import { ReportsConfigSchema } from './config';
import { REPORTED_TOPICS } from './events/reported-events';
import { ReportsModule } from './reports.module';

/** The reports service: read models built from events: KPIs, charts and the general report. */
export default defineService({
  name: 'reports',
  config: ReportsConfigSchema,
  // The topics of the events its consumers take (events/reported-events.ts), and no other.
  consumes: REPORTED_TOPICS,
  modules: [ReportsModule],
});
