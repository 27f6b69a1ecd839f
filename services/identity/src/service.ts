import { Topics } from '@envios/contracts';
import { defineService } from '@envios/platform';
import { IdentityConfigSchema } from './config';
import { IdentityModule } from './identity.module';

/** The identity service: users, roles, tariffs, client assignment, approval, password reset, contact messages and outgoing mail. */
export default defineService({
  name: 'identity',
  config: IdentityConfigSchema,
  // Its own events drive its mail (approval, reset links, leads).
  consumes: [Topics.identity],
  modules: [IdentityModule],
});
