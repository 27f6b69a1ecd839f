import { type Role, ROLES } from './roles';
import { PUBLIC_PATHS, Paths, ROUTE_ROLES, guardNavigation, rolesForPath } from './routes';

/** The route table of spec section 2, written out independently of the code. */
const SPEC_ROUTE_TABLE: Record<string, readonly Role[]> = {
  '/dashboard': ROLES,
  '/shipments': ROLES,
  '/shipments/:id': ROLES,
  '/addresses': ['client', 'superadmin', 'helpdesk', 'sales', 'user', 'admin'],
  '/overweight': ['client', 'superadmin', 'helpdesk', 'admin'],
  '/dashboard/shipment/new': ['client', 'superadmin', 'sales', 'user', 'admin'],
  '/prepaids': ['client', 'superadmin', 'admin'],
  '/prepaid/new': ['client', 'superadmin', 'admin'],
  '/reports': ['client', 'superadmin', 'helpdesk', 'sales', 'admin'],
  '/users': ['client', 'superadmin', 'sales'],
  '/clients': ['client', 'superadmin'],
  '/integrations': ['client', 'superadmin'],
};

const SPEC_PUBLIC_PATHS = [
  '/',
  '/signin',
  '/signup',
  '/password-recovery',
  '/password-recovery/abc123',
  '/payments/result/success',
  '/payments/result/error',
  '/payments/65f0c0ffee',
  '/contactanos',
  '/terminos-de-servicio',
  '/politicas-de-privacidad',
  '/thank-page',
  '/preguntas-frecuentes',
  '/quienes-somos',
  '/servicios',
];

const sorted = (roles: readonly string[] | null) => (roles ? [...roles].sort() : roles);

describe('route table', () => {
  it.each(Object.entries(SPEC_ROUTE_TABLE))('allows on %s exactly the roles of section 2', (path, roles) => {
    expect(sorted(ROUTE_ROLES[path])).toEqual(sorted(roles));
  });

  it('restricts no route beyond the spec table except the multi-shipment payment page, the settings, the public API, batches, the tax data, the OXXO voucher, the invoices and the pickups', () => {
    const extra = Object.keys(ROUTE_ROLES).filter((path) => !(path in SPEC_ROUTE_TABLE));
    expect(extra).toEqual([
      Paths.payManyShipments,
      Paths.settings,
      Paths.developers,
      Paths.batches,
      Paths.batchDetail,
      Paths.taxInformation,
      Paths.cashBarcode,
      Paths.invoices,
      Paths.pickups,
    ]);
  });

  it('opens Facturas to the roles that read wallets: not helpdesk, not the Operativo (no amounts)', () => {
    const allowed = ROLES.filter((role) => guardNavigation(Paths.invoices, role).allow);
    expect(allowed).toEqual(['superadmin', 'sales', 'client', 'admin']);
  });

  it('opens Datos de facturación to the roles that pay shipments, not to helpdesk', () => {
    const allowed = ROLES.filter((role) => guardNavigation(Paths.taxInformation, role).allow);
    expect(allowed).toEqual(['superadmin', 'sales', 'client', 'user', 'admin']);
  });

  it('opens the OXXO voucher page to anyone signed in, and sends visitors to sign in', () => {
    expect(ROLES.filter((role) => guardNavigation('/shipping/cash_barcode', role).allow)).toEqual(ROLES);
    expect(guardNavigation('/shipping/cash_barcode', null)).toEqual({ allow: false, redirectTo: '/signin' });
  });

  it('opens Envíos masivos to the roles that create shipments', () => {
    expect(ROUTE_ROLES[Paths.batches]).toEqual(ROUTE_ROLES[Paths.newShipment]);
    expect(ROLES.filter((role) => guardNavigation('/batches/abc', role).allow)).not.toContain('helpdesk');
  });

  it('opens API y Webhooks to the accounts that integrate and the admin, and to no one else', () => {
    const allowed = ROLES.filter((role) => guardNavigation(Paths.developers, role).allow);
    expect(allowed).toEqual(['superadmin', 'client', 'admin']);
  });

  it('lets every role open its own settings', () => {
    expect(ROUTE_ROLES[Paths.settings]).toEqual(ROLES);
  });

  it('lets the quote-flow roles open the multi-shipment payment page', () => {
    expect(sorted(ROUTE_ROLES[Paths.payManyShipments])).toEqual(
      sorted(SPEC_ROUTE_TABLE['/dashboard/shipment/new']),
    );
  });

  it('has no role restriction on the public paths', () => {
    for (const path of SPEC_PUBLIC_PATHS) expect(rolesForPath(path)).toBeNull();
  });

  it('lists every public route pattern of section 2 in PUBLIC_PATHS', () => {
    expect([...PUBLIC_PATHS].sort()).toEqual(
      [
        '/',
        '/signin',
        '/signup',
        '/password-recovery',
        '/password-recovery/:token',
        '/payments/result/:result',
        '/payments/:id',
        '/contactanos',
        '/terminos-de-servicio',
        '/politicas-de-privacidad',
        '/thank-page',
        '/preguntas-frecuentes',
        '/quienes-somos',
        '/servicios',
      ].sort(),
    );
  });
});

describe('rolesForPath', () => {
  it('matches a parameter route with a concrete id', () => {
    expect(rolesForPath('/shipments/abc')).toBe(ROUTE_ROLES['/shipments/:id']);
  });

  it('prefers the literal route /dashboard/shipment/new', () => {
    expect(rolesForPath('/dashboard/shipment/new')).toBe(ROUTE_ROLES['/dashboard/shipment/new']);
  });

  it('matches the capitalised /Reports link as /reports', () => {
    expect(rolesForPath('/Reports')).toBe(ROUTE_ROLES['/reports']);
  });

  it('ignores a trailing slash, a query string and a hash', () => {
    expect(rolesForPath('/users/')).toBe(ROUTE_ROLES['/users']);
    expect(rolesForPath('/reports?from=2024-01-01')).toBe(ROUTE_ROLES['/reports']);
    expect(rolesForPath('/clients#top')).toBe(ROUTE_ROLES['/clients']);
  });

  it('does not match deeper or different paths', () => {
    expect(rolesForPath('/shipments/abc/edit')).toBeNull();
    expect(rolesForPath('/usersx')).toBeNull();
    expect(rolesForPath('/prepaid')).toBeNull();
  });
});

describe('guardNavigation', () => {
  it('sends a visitor without a role to /signin from a restricted route', () => {
    for (const role of [null, undefined, '']) {
      expect(guardNavigation('/shipments', role)).toEqual({ allow: false, redirectTo: '/signin' });
    }
  });

  it('sends a role that is not allowed to /dashboard', () => {
    expect(guardNavigation('/integrations', 'sales')).toEqual({ allow: false, redirectTo: '/dashboard' });
    expect(guardNavigation('/prepaids', 'helpdesk')).toEqual({ allow: false, redirectTo: '/dashboard' });
    expect(guardNavigation('/dashboard/shipment/new', 'helpdesk')).toEqual({
      allow: false,
      redirectTo: '/dashboard',
    });
  });

  it('lets an allowed role through', () => {
    expect(guardNavigation('/integrations', 'superadmin')).toEqual({ allow: true });
    expect(guardNavigation('/users', 'sales')).toEqual({ allow: true });
  });

  it('lets everyone through on public paths', () => {
    for (const path of SPEC_PUBLIC_PATHS) {
      expect(guardNavigation(path, null)).toEqual({ allow: true });
      expect(guardNavigation(path, 'user')).toEqual({ allow: true });
    }
  });

  it('guards /shipments/abc like /shipments/:id', () => {
    expect(guardNavigation('/shipments/abc', null)).toEqual({ allow: false, redirectTo: '/signin' });
    for (const role of ROLES) expect(guardNavigation('/shipments/abc', role)).toEqual({ allow: true });
  });

  it('guards /Reports like /reports', () => {
    expect(guardNavigation('/Reports', 'user')).toEqual({ allow: false, redirectTo: '/dashboard' });
    expect(guardNavigation('/Reports', 'admin')).toEqual({ allow: true });
    expect(guardNavigation('/Reports', null)).toEqual({ allow: false, redirectTo: '/signin' });
  });

  it('sends a stored value that is not a role to /signin, never into a /dashboard loop', () => {
    expect(guardNavigation('/dashboard', 'hacker')).toEqual({ allow: false, redirectTo: '/signin' });
    expect(guardNavigation('/users', 'SUPERADMIN')).toEqual({ allow: false, redirectTo: '/signin' });
  });

  it('lets every role open the /dashboard fallback, so a redirect there never loops', () => {
    for (const role of ROLES) expect(guardNavigation('/dashboard', role)).toEqual({ allow: true });
  });

  it('agrees with the spec table for every role and route', () => {
    for (const [path, allowed] of Object.entries(SPEC_ROUTE_TABLE)) {
      const concrete = path.replace(':id', '42');
      for (const role of ROLES) {
        expect([concrete, role, guardNavigation(concrete, role).allow]).toEqual([
          concrete,
          role,
          allowed.includes(role),
        ]);
      }
    }
  });
});
