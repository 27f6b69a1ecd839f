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
  // A batch's shipments arrive a few hundred at a time (each with its addresses and quote token,
  // about 2 KB): room for 250 of them.
  // Issue 30: a dispute's photos (at most 6, re-encoded by the BFF to JPEG of at most 2048 px, about
  // 1 MB each at worst) arrive base64 in one body.
  bodyLimitKib: 10 * 1024,
});
