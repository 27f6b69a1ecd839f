import type { FilterQuery } from 'mongoose';
import { Types } from 'mongoose';
import { AccountErrors, CommonErrors } from '@envios/contracts';
import { accountReach, canManageAccount } from '@envios/domain';
import { AppError, type CallerIdentity } from '@envios/platform';
import type { User } from './user.schema';
import type { UserRecord } from './user.mapper';

/**
 * Whose accounts a caller reaches (spec section 6): superadmin and sales every user, a client only
 * the users assigned to it, anyone else nobody. Only a superadmin touches a superadmin account, or
 * changes roles and tariffs. (Which roles may call user management at all is the BFF's check.)
 */
export function manageFilter(caller: CallerIdentity): FilterQuery<User> {
  switch (accountReach(caller.role)) {
    case 'all':
      return {};
    case 'assigned':
      return { parentClient: new Types.ObjectId(caller.id) };
    case 'none':
      return { _id: null };
  }
}

export function canView(caller: CallerIdentity, target: UserRecord): boolean {
  if (String(target._id) === caller.id) return true;
  const reach = accountReach(caller.role);
  return reach === 'all' || (reach === 'assigned' && String(target.parentClient) === caller.id);
}

export function assertCanManage(caller: CallerIdentity, target: UserRecord): void {
  if (!canManageAccount(caller.role, target.rol)) throw AppError.of(CommonErrors.forbidden);
  if (accountReach(caller.role) === 'assigned' && String(target.parentClient) !== caller.id) {
    throw AppError.of(CommonErrors.forbidden);
  }
}

export const canChangeRoleOrTariff = (caller: CallerIdentity) => caller.role === 'superadmin';

export const userNotFound = () => AppError.of(AccountErrors.userNotFound);
