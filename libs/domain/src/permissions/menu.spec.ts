import { guardNavigation } from './routes';
import { MENU, menuForRole } from './menu';
import { ROLES, type Role } from './roles';

/**
 * Sidebar items per role, read off the table of spec section 6, in the product's order, and
 * 'API y Webhooks' (issue 26) for the accounts that integrate and the admin who reads them, and
 * 'Envíos masivos' (issue 27) after the Cotizador for every role that has it, and 'Facturas'
 * (issue 29) after the Monedero for the roles that read wallets, and 'Recolecciones' (issue 30)
 * after Gestión de Envíos for the roles that ship.
 */
const SPEC_MENUS: Record<Role, string[]> = {
  superadmin: [
    'Dashboard',
    'Cotizador',
    'Envíos masivos',
    'Gestión de Envíos',
    'Recolecciones',
    'Catálogo de Direcciones',
    'Sobre Pesos',
    'Monedero',
    'Facturas',
    'Reportes',
    'Usuarios y Roles',
    'Clientes',
    'Integraciones',
    'API y Webhooks',
  ],
  helpdesk: ['Dashboard', 'Gestión de Envíos', 'Catálogo de Direcciones', 'Sobre Pesos', 'Reportes'],
  sales: [
    'Dashboard',
    'Cotizador',
    'Envíos masivos',
    'Gestión de Envíos',
    'Recolecciones',
    'Catálogo de Direcciones',
    'Facturas',
    'Reportes',
    'Usuarios y Roles',
  ],
  client: [
    'Dashboard',
    'Cotizador',
    'Envíos masivos',
    'Gestión de Envíos',
    'Recolecciones',
    'Catálogo de Direcciones',
    'Sobre Pesos',
    'Monedero',
    'Facturas',
    'Reportes',
    'Usuarios y Roles',
    'Clientes',
    'Integraciones',
    'API y Webhooks',
  ],
  user: [
    'Dashboard',
    'Cotizador',
    'Envíos masivos',
    'Gestión de Envíos',
    'Recolecciones',
    'Catálogo de Direcciones',
  ],
  admin: [
    'Dashboard',
    'Cotizador',
    'Envíos masivos',
    'Gestión de Envíos',
    'Recolecciones',
    'Catálogo de Direcciones',
    'Sobre Pesos',
    'Monedero',
    'Facturas',
    'Reportes',
    'API y Webhooks',
  ],
};

describe('menuForRole', () => {
  it.each(ROLES)('gives %s the sidebar items of section 6', (role) => {
    expect(menuForRole(role).map((item) => item.label)).toEqual(SPEC_MENUS[role]);
  });

  it('has the fourteen items of the dashboard shell, in order', () => {
    expect(MENU.map((item) => item.label)).toEqual(SPEC_MENUS.superadmin);
  });

  it('only shows items whose route the guard lets the role open', () => {
    for (const role of ROLES) {
      for (const item of menuForRole(role)) {
        expect([role, item.path, guardNavigation(item.path, role)]).toEqual([
          role,
          item.path,
          { allow: true },
        ]);
      }
    }
  });

  it('points each item at its route', () => {
    const paths = Object.fromEntries(MENU.map((item) => [item.label, item.path]));
    expect(paths).toEqual({
      Dashboard: '/dashboard',
      Cotizador: '/dashboard/shipment/new',
      'Envíos masivos': '/batches',
      'Gestión de Envíos': '/shipments',
      Recolecciones: '/pickups',
      'Catálogo de Direcciones': '/addresses',
      'Sobre Pesos': '/overweight',
      Monedero: '/prepaids',
      Facturas: '/invoices',
      Reportes: '/reports',
      'Usuarios y Roles': '/users',
      Clientes: '/clients',
      Integraciones: '/integrations',
      'API y Webhooks': '/developers',
    });
  });
});
