import type { CallerIdentity } from '@envios/platform';
import { PLATFORM_OWNER } from './credential.schema';

/**
 * Whose integrations a caller manages on the Integrations screen: a superadmin the platform's, a
 * client its own. (Which roles reach the screen at all is the BFF's check.)
 */
export const integrationOwner = (caller: CallerIdentity): string =>
  caller.role === 'superadmin' ? PLATFORM_OWNER : caller.id;
