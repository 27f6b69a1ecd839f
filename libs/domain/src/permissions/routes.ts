import { RoleSets, isRole, type Role } from './roles';

/** Route paths of the web app, in one place (section 2). */
export const Paths = {
  home: '/',
  signin: '/signin',
  signup: '/signup',
  passwordRecovery: '/password-recovery',
  passwordReset: '/password-recovery/:token',
  paymentResult: '/payments/result/:result',
  paymentDetails: '/payments/:id',
  contact: '/contactanos',
  terms: '/terminos-de-servicio',
  privacy: '/politicas-de-privacidad',
  thanks: '/thank-page',
  faq: '/preguntas-frecuentes',
  about: '/quienes-somos',
  services: '/servicios',
  dashboard: '/dashboard',
  shipments: '/shipments',
  shipmentDetail: '/shipments/:id',
  addresses: '/addresses',
  overweight: '/overweight',
  newShipment: '/dashboard/shipment/new',
  payManyShipments: '/payment/shipments/many',
  prepaids: '/prepaids',
  newPrepaid: '/prepaid/new',
  reports: '/reports',
  users: '/users',
  clients: '/clients',
  integrations: '/integrations',
  settings: '/settings',
  developers: '/developers',
  batches: '/batches',
  batchDetail: '/batches/:id',
  /** Issue 29: the customer's tax data for CFDI invoices ('Datos de facturación'). */
  taxInformation: '/billing/tax-information',
  /** Issue 29: an OXXO voucher, printable (the payment result's oxxo link, section 2). */
  cashBarcode: '/shipping/cash_barcode',
  /** Issue 29: the CFDI invoices of the caller's reach ('Facturas'). */
  invoices: '/invoices',
  /** Issue 30: courier pickups of labelled guides, with their manifests ('Recolecciones'). */
  pickups: '/pickups',
  /** Issue 30: a guide's page for its recipient, branded with its sender (public, opened from an e-mail). */
  recipientTracking: '/rastreo/:guide',
  /** Issue 30: the recipient's signed 'no more notices' link. */
  recipientOptOut: '/rastreo/:guide/baja',
} as const;
export type PathKey = keyof typeof Paths;

export const PUBLIC_PATHS: readonly string[] = [
  Paths.home,
  Paths.signin,
  Paths.signup,
  Paths.passwordRecovery,
  Paths.passwordReset,
  Paths.paymentResult,
  Paths.paymentDetails,
  Paths.contact,
  Paths.terms,
  Paths.privacy,
  Paths.thanks,
  Paths.faq,
  Paths.about,
  Paths.services,
];

const buyers = RoleSets.except('helpdesk');

/** Roles allowed on each dashboard route (section 2, route table). */
export const ROUTE_ROLES: Readonly<Record<string, readonly Role[]>> = {
  [Paths.dashboard]: RoleSets.all,
  [Paths.shipments]: RoleSets.all,
  [Paths.shipmentDetail]: RoleSets.all,
  [Paths.addresses]: RoleSets.all,
  [Paths.overweight]: ['client', 'superadmin', 'helpdesk', 'admin'],
  [Paths.newShipment]: buyers,
  // Not in the route table; it pays shipments created in the quote flow, so the same roles.
  [Paths.payManyShipments]: buyers,
  [Paths.prepaids]: ['client', 'superadmin', 'admin'],
  [Paths.newPrepaid]: ['client', 'superadmin', 'admin'],
  [Paths.reports]: ['client', 'superadmin', 'helpdesk', 'sales', 'admin'],
  [Paths.users]: ['client', 'superadmin', 'sales'],
  [Paths.clients]: ['client', 'superadmin'],
  [Paths.integrations]: ['client', 'superadmin'],
  // Beyond the spec (issue 24): everyone's own settings, from the account menu of the top bar.
  [Paths.settings]: RoleSets.all,
  // Issue 26, 'API y Webhooks': the accounts that integrate, and the admin who reads it.
  [Paths.developers]: ['client', 'superadmin', 'admin'],
  // Issue 27, 'Envíos masivos': a day's shipments from a file, for those who create shipments.
  [Paths.batches]: buyers,
  [Paths.batchDetail]: buyers,
  // Issue 29: whoever pays shipments may want a CFDI for it (no amounts on this screen).
  [Paths.taxInformation]: buyers,
  // Issue 29: an OXXO voucher is read by whoever signed in and holds its reference (its API checks more).
  [Paths.cashBarcode]: RoleSets.all,
  // Issue 29, 'Facturas': invoices carry amounts, so the roles that read wallets (not helpdesk, nor
  // the Operativo, who receives no amounts).
  [Paths.invoices]: ['client', 'superadmin', 'sales', 'admin'],
  // Issue 30, 'Recolecciones': whoever creates shipments books their pickups (no amounts on it).
  [Paths.pickups]: buyers,
};

/** Turns a route pattern such as /shipments/:id into a matcher for concrete paths. */
function patternToRegExp(pattern: string): RegExp {
  const body = pattern
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${body}/?$`, 'i');
}

const routeMatchers = Object.entries(ROUTE_ROLES).map(([pattern, roles]) => ({
  pattern,
  regex: patternToRegExp(pattern),
  roles,
}));

/** The roles a concrete path requires, or null when the path has no role restriction. */
export function rolesForPath(path: string): readonly Role[] | null {
  const clean = path.split(/[?#]/)[0] || '/';
  // Literal segments win over parameters: /dashboard/shipment/new before /shipments/:id-like patterns.
  const exact = routeMatchers.find((m) => !m.pattern.includes(':') && m.regex.test(clean));
  const match = exact ?? routeMatchers.find((m) => m.regex.test(clean));
  return match ? match.roles : null;
}

export type GuardDecision = { allow: true } | { allow: false; redirectTo: string };

/**
 * The navigation guard of section 2: a restricted target with no (valid) stored role goes to sign-in;
 * a stored role that is not allowed goes to /dashboard; otherwise proceed.
 */
export function guardNavigation(path: string, storedRole: string | null | undefined): GuardDecision {
  const roles = rolesForPath(path);
  if (!roles) return { allow: true };
  // A stored value that is not a role counts as none: sending it to /dashboard, which needs a role,
  // would redirect to /dashboard again forever.
  if (!isRole(storedRole)) return { allow: false, redirectTo: Paths.signin };
  if (!roles.includes(storedRole)) return { allow: false, redirectTo: Paths.dashboard };
  return { allow: true };
}
