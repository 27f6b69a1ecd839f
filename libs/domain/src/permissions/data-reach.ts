import type { Role } from './roles';
import { isAllowed } from './api-permissions';

/**
 * Whose records a caller's data reaches, in every service (shipments, guides, wallets, reports):
 * - `everyone`: staff (superadmin, admin, helpdesk, sales) reach every account's records;
 * - `account`: a client reaches its account, its own records and its assigned users';
 * - `own`: an Operativo (user) reaches its own.
 * Wallets are money: staff reach every wallet only with the permission to read wallets (helpdesk
 * does not, section 6), otherwise their own. Services scope every query and change with this; whether
 * a role may call an operation at all is the BFF's check (`isAllowed`). No service keeps a staff list.
 */
export type DataReach = 'everyone' | 'account' | 'own';
export type RecordKind = 'shipments' | 'guides' | 'reports' | 'wallets';

const STAFF: readonly Role[] = ['superadmin', 'admin', 'helpdesk', 'sales'];

export function dataReach(role: Role | null | undefined, records: RecordKind): DataReach {
  if (!role) return 'own';
  if (role === 'client') return 'account';
  if (!STAFF.includes(role)) return 'own';
  if (records === 'wallets' && !isAllowed(role, 'wallet.read')) return 'own';
  return 'everyone';
}

/** Whether a caller reaches every account's records of this kind (staff). */
export const reachesEveryone = (role: Role | null | undefined, records: RecordKind): boolean =>
  dataReach(role, records) === 'everyone';

/**
 * Whether a record (its owner, and the client account it belongs to) is within the caller's reach
 * without asking who a user's client is now: its own, its account's (client), or anyone's (staff).
 * A service that also lets a client reach users assigned to it later checks its members too.
 */
export function reaches(
  caller: { id: string; role: Role | null | undefined },
  record: { owner: string; account?: string | null },
  records: RecordKind,
): boolean {
  const reach = dataReach(caller.role, records);
  if (reach === 'everyone' || record.owner === caller.id) return true;
  return reach === 'account' && record.account === caller.id;
}
