import type { FilterQuery } from 'mongoose';
import { Types } from 'mongoose';
import { canManageAccount, isAllowed } from '@envios/domain';
import { AppError, type CallerIdentity } from '@envios/platform';
import type { User } from './user.schema';
import type { UserRecord } from './user.mapper';

/**
 * Who may see and manage whom (spec section 6 and the identity issue): superadmin and sales see
 * every user; a client sees only the users assigned to it; helpdesk, user and admin manage no one.
 * Only a superadmin may touch a superadmin account, or change roles and tariffs.
 */
export function manageFilter(caller: CallerIdentity): FilterQuery<User> {
  if (!isAllowed(caller.role, 'users.manage')) throw AppError.forbidden();
  if (caller.role === 'client') return { parentClient: new Types.ObjectId(caller.id) };
  return {};
}

export function canView(caller: CallerIdentity, target: UserRecord): boolean {
  if (String(target._id) === caller.id) return true;
  if (!isAllowed(caller.role, 'users.manage')) return false;
  return caller.role !== 'client' || String(target.parentClient) === caller.id;
}

export function assertCanManage(caller: CallerIdentity, target: UserRecord): void {
  if (!canManageAccount(caller.role, target.rol)) throw AppError.forbidden();
  if (caller.role === 'client' && String(target.parentClient) !== caller.id) throw AppError.forbidden();
}

export const canChangeRoleOrTariff = (caller: CallerIdentity) => caller.role === 'superadmin';
