import { Topics } from '@envios/contracts';
import { defineService } from '@envios/platform';
import { ShipmentsConfigSchema } from './config';
import { ShipmentsModule } from './shipments.module';

/** The shipments service: shipments and parcels, guide (label) generation, guide files, overweight records. */
export default defineService({
  name: 'shipments',
  config: ShipmentsConfigSchema,
  // Accounts and clients (identity), carrier integrations (quoting), payments (wallet), statuses (tracking).
  consumes: [Topics.identity, Topics.quoting, Topics.wallet, Topics.tracking],
  modules: [ShipmentsModule],
});
