import type { Model } from 'mongoose';
import { AccountErrors, CommonErrors } from '@envios/contracts';
import { accountReach } from '@envios/domain';
import { AppError, type CallerIdentity } from '@envios/platform';
import type { UserRecord } from '../users/user.mapper';
import type { User } from '../users/user.schema';

/**
 * A client account acts only on itself; a superadmin on any client (which roles reach the Clients
 * screen at all is the BFF's check).
 */
export function assertMayActFor(caller: CallerIdentity, clientId: string): void {
  if (accountReach(caller.role) !== 'all' && caller.id !== clientId)
    throw AppError.of(CommonErrors.forbidden);
}

/** The client account, which must exist and have role client. */
export async function findClient(users: Model<User>, clientId: string): Promise<UserRecord> {
  const client = await users.findById(clientId).lean<UserRecord>();
  if (!client) throw AppError.of(AccountErrors.clientNotFound);
  if (client.rol !== 'client') throw AppError.of(AccountErrors.notAClient);
  return client;
}
