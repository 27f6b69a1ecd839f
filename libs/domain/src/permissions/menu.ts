import { RoleSets, type Role } from './roles';
import { Paths, ROUTE_ROLES } from './routes';

export interface MenuItem {
  readonly key: string;
  readonly label: string;
  readonly path: string;
  readonly roles: readonly Role[];
}

/** Sidebar items by role (section 6), in the order the product shows them. */
export const MENU: readonly MenuItem[] = [
  { key: 'dashboard', label: 'Dashboard', path: Paths.dashboard, roles: RoleSets.all },
  { key: 'quote', label: 'Cotizador', path: Paths.newShipment, roles: RoleSets.except('helpdesk') },
  // Beyond section 6 (issue 27): shipments from a CSV or Excel file.
  { key: 'batches', label: 'Envíos masivos', path: Paths.batches, roles: ROUTE_ROLES[Paths.batches] },
  { key: 'shipments', label: 'Gestión de Envíos', path: Paths.shipments, roles: RoleSets.all },
  // Beyond section 6 (issue 30): courier pickups of labelled guides.
  { key: 'pickups', label: 'Recolecciones', path: Paths.pickups, roles: ROUTE_ROLES[Paths.pickups] },
  { key: 'addresses', label: 'Catálogo de Direcciones', path: Paths.addresses, roles: RoleSets.all },
  { key: 'overweight', label: 'Sobre Pesos', path: Paths.overweight, roles: ROUTE_ROLES[Paths.overweight] },
  { key: 'wallet', label: 'Monedero', path: Paths.prepaids, roles: ROUTE_ROLES[Paths.prepaids] },
  // Beyond section 6 (issue 29): the CFDI invoices of what was paid.
  { key: 'invoices', label: 'Facturas', path: Paths.invoices, roles: ROUTE_ROLES[Paths.invoices] },
  { key: 'reports', label: 'Reportes', path: Paths.reports, roles: ROUTE_ROLES[Paths.reports] },
  { key: 'users', label: 'Usuarios y Roles', path: Paths.users, roles: ROUTE_ROLES[Paths.users] },
  { key: 'clients', label: 'Clientes', path: Paths.clients, roles: ROUTE_ROLES[Paths.clients] },
  {
    key: 'integrations',
    label: 'Integraciones',
    path: Paths.integrations,
    roles: ROUTE_ROLES[Paths.integrations],
  },
  // Beyond section 6 (issue 26): the public API's keys and webhooks.
  {
    key: 'developers',
    label: 'API y Webhooks',
    path: Paths.developers,
    roles: ROUTE_ROLES[Paths.developers],
  },
];

export function menuForRole(role: Role): MenuItem[] {
  return MENU.filter((item) => item.roles.includes(role));
}
