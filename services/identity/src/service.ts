import { Topics } from '@envios/contracts';
import { defineService } from '@envios/platform';
import { IdentityConfigSchema } from './config';
import { IdentityModule } from './identity.module';

/** The identity service: users, roles, tariffs, client assignment, approval, password reset, settings, contact messages and outgoing mail. */
export default defineService({
  name: 'identity',
  config: IdentityConfigSchema,
  // Events drive its mail: its own (approval, reset links, leads), and the shipments' and wallets'
  // (guide ready, receipts, refunds, cancellations, overweight), the webhooks' (an endpoint
  // disabled), since it knows every recipient, and the invoicing's (an invoice stamped).
  consumes: [
    Topics.identity,
    Topics.shipments,
    Topics.wallet,
    Topics.webhooks,
    Topics.batches,
    Topics.invoicing,
    // The recipient notices: out for delivery, delivered, exception (issue 30).
    Topics.tracking,
  ],
  modules: [IdentityModule],
});
