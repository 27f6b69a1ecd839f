import { Topics } from '@envios/contracts';
import { defineService } from '@envios/platform';
import { TrackingConfigSchema } from './config';
import { TrackingModule } from './tracking.module';

/** The tracking service: tracking events per guide, carrier status mapping, scheduled polling of carriers. */
export default defineService({
  name: 'tracking',
  config: TrackingConfigSchema,
  consumes: [Topics.shipments],
  modules: [TrackingModule],
});
