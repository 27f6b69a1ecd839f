import { RoleSets, type Role } from './roles';
import { ROUTE_ROLES, Paths } from './routes';

/**
 * Which roles may call each group of API routes. The BFF enforces these on the server; the web
 * uses the route table above for its guard and menu. Later slices add their groups here.
 */
export const API_PERMISSIONS = {
  /** GET/PUT /users, /users/:id, createFromDashboard, block/activate. Clients are scoped to their users. */
  'users.manage': ROUTE_ROLES[Paths.users],
  /** GET /tipoUsuario: tariffs shown in the user screens. */
  'tariffs.read': ROUTE_ROLES[Paths.users],
  /** /client/{clientId}/users, assign-user, remove-user. */
  'clients.manage': ROUTE_ROLES[Paths.clients],
  /** /credential CRUD (Integrations screen). */
  'integrations.manage': ROUTE_ROLES[Paths.integrations],
  /** POST /quoting and the quote flow. */
  'quotes.create': ROUTE_ROLES[Paths.newShipment],
  /** /locations-user and /packageProfileRoutes: every signed-in role keeps its own. */
  'addresses.manage': RoleSets.all,
  'profiles.manage': RoleSets.all,
  /** Shipment lists, details, label files and guide status: every role, scoped by the shipments service. */
  'shipments.read': ROUTE_ROLES[Paths.shipments],
  /** Creating shipments from a quote, duplicating and deleting unpaid ones: the roles that quote. */
  'shipments.create': ROUTE_ROLES[Paths.newShipment],
  /** The overweight report (GET /shipments/all/{userId}/overweight, /overweight/user/{userId}). */
  'overweight.read': ROUTE_ROLES[Paths.overweight],
  /** PUT /shipments/{id}: the overweight the carrier found. Staff of the overweight screen, not clients. */
  'overweight.register': ['superadmin', 'helpdesk', 'admin'],
  /**
   * Issue 30: disputing an overweight charge and reading one's disputes (their photos and packet):
   * whoever sees Sobrepesos (a client its own, staff on a customer's behalf).
   */
  'overweight.dispute': ROUTE_ROLES[Paths.overweight],
  /** Issue 30: the disputes queue's decisions (accept: waive or refund; reject with a reason). */
  'disputes.review': ['superadmin', 'helpdesk', 'admin'],
  /**
   * A wallet's balance and movements (sidebar card, /prepaids, users' Monedero column): not helpdesk
   * (section 6), nor the Operativo, who sees no amounts (it still pays from its wallet; step 4 asks
   * the server whether the balance covers the total).
   */
  'wallet.read': ['client', 'superadmin', 'sales', 'admin'],
  /** Card top-ups of one's own wallet (/prepaid/new), deleting a pending one. */
  'wallet.topup': ROUTE_ROLES[Paths.newPrepaid],
  /** POST /prepaid/createPrepaid: the 'Abonos' action of /users, which clients do not see. */
  'wallet.credit': ['superadmin', 'sales'],
  /** Paying shipments (wallet or card), and cancelling a paid guide: the roles that buy them. */
  'payments.pay': ROUTE_ROLES[Paths.newShipment],
  /** The dashboard's charts and KPIs (GET /reports/*): every role, each seeing its own reach. */
  'reports.read': RoleSets.all,
  /** The general report (POST /reports/general) of the Reportes screen. */
  'reports.general': ROUTE_ROLES[Paths.reports],
  /** GET/PUT /account/settings: every signed-in role keeps its own (the auto-pay choice needs payments.pay). */
  'settings.manage': RoleSets.all,
  /** Postal-code lookups used by every form with an address. */
  'postalcodes.read': RoleSets.all,
  /** The 'API y Webhooks' screen: its keys and webhook endpoints (admin reads them). */
  'developers.read': ROUTE_ROLES[Paths.developers],
  /** Creating and revoking API keys and webhook endpoints: the accounts that integrate. */
  'developers.manage': ['client', 'superadmin'],
  /**
   * GET/PUT/DELETE /users/{id}/tax-information (issue 29): one's own tax data, the roles that pay;
   * identity lets managers (superadmin, sales, a client for its users) reach others'.
   */
  'tax.manage': ROUTE_ROLES[Paths.taxInformation],
  /** GET /invoices and their XML and PDF (issue 29): the roles that read wallets; the service scopes. */
  'invoices.read': ROUTE_ROLES[Paths.invoices],
  /** /pickups (issue 30): scheduling, rescheduling and cancelling pickups, their manifests: the roles that ship. */
  'pickups.manage': ROUTE_ROLES[Paths.pickups],
} as const satisfies Record<string, readonly Role[]>;
export type ApiPermission = keyof typeof API_PERMISSIONS;

export function isAllowed(role: Role | null | undefined, permission: ApiPermission): boolean {
  return !!role && (API_PERMISSIONS[permission] as readonly Role[]).includes(role);
}

/**
 * Whether a caller may edit, block or activate an account of the target's role: user management
 * rights, and a superadmin account only for another superadmin. (A client's reach is narrowed
 * further to its own users by the identity service.)
 */
export function canManageAccount(callerRole: Role | null | undefined, targetRole: string): boolean {
  return (
    isAllowed(callerRole, 'users.manage') && (targetRole !== 'superadmin' || callerRole === 'superadmin')
  );
}

/**
 * Whose accounts a role's user management reaches: every account (superadmin, sales), the users
 * assigned to it (client), or none. Services scope their queries with it; whether a role may call
 * an operation at all is the BFF's check (`isAllowed`).
 */
export type AccountReach = 'all' | 'assigned' | 'none';
export function accountReach(role: Role | null | undefined): AccountReach {
  if (!isAllowed(role, 'users.manage')) return 'none';
  return role === 'client' ? 'assigned' : 'all';
}
