import { api, createUser, demoSession, eventually, signIn, type Session } from '@envios/testing';
import { createShipments, quoteOption, quoteRequest, shipment } from './shipment-helpers';

/**
 * Role user (Operativo) may not see prices (section 6), and the server enforces it in every answer:
 * this walks every operation of the BFF's OpenAPI document as an Operativo with real data behind it
 * (paid and unpaid shipments, a label, an overweight, a wallet with movements) and fails on any money
 * field in any answer, success or error. An operation added later is walked too; one that needs a
 * body gets the one below, or an empty one.
 */

/** Keys that carry money. Counts (totalShipments, totalPages…) and transit days are not money. */
const MONEY_KEY = /amount|centavos|cost|price|balance|expense|tarifa|prepaids(Paid|Pending)|^total$|per_kg/i;
/** A chart whose values are pesos. */
const MONEY_CHART = '/api/v1/reports/prepaids-per-month';
const NOT_MONEY = new Set(['total_transit_days', 'totalPages', 'totalShipments', 'totalGenerated']);
/**
 * What the shipper declares its goods are worth, typed by the Operativo itself when it quoted (the
 * insurance's basis): not a price of ours.
 */
const DECLARED_VALUE = 'package_value';

function moneyPaths(value: unknown, path = '$'): string[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => moneyPaths(v, `${path}[${i}]`));
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, v]) => {
    const here = `${path}.${key}`;
    const own =
      MONEY_KEY.test(key) && !NOT_MONEY.has(key) && key !== DECLARED_VALUE && !/^totalIn/.test(key)
        ? [here]
        : [];
    return [...own, ...moneyPaths(v, here)];
  });
}

interface Operation {
  method: string;
  path: string;
  params: { name: string; in: string; required?: boolean }[];
  hasBody: boolean;
}

let op: Session;
let client: Session;
let paid: any;
let unpaid: any;
let forCard: any;
let overweighted: any;
let addressId: string;
let profileId: string;
let labelFile: string;
let pickupId: string;

beforeAll(async () => {
  const staff = await demoSession('superadmin');
  const c = await createUser({ rol: 'client' });
  client = await signIn(c.email, c.password);
  const u = await createUser({ clientId: client.id });
  op = await signIn(u.email, u.password);
  const credit = await api('POST', '/prepaid/createPrepaid', {
    token: staff.token,
    body: { userId: op.id, cantidadAbonar: 5000, reason: 'Saldo de prueba' },
  });
  expect(credit.status).toBe(201);

  [paid, overweighted] = await createShipments(op, 2);
  [unpaid] = await createShipments(op, 1);
  [forCard] = await createShipments(op, 1);
  const pay = await api('POST', '/payments/many/monedero', {
    token: op.token,
    body: { user: op.id, shipments: [paid._id, overweighted._id] },
  });
  expect(pay.status).toBe(200);
  const labelled = await eventually(
    async () => {
      const r = await api('GET', `/shipments/${paid._id}`, { token: op.token });
      return r.body.guide ? r.body : null;
    },
    { timeoutMs: 30_000, what: 'the paid shipment’s label' },
  );
  paid = labelled;
  labelFile = labelled.guide.split('/').pop();
  const over = await api('PUT', `/shipments/${overweighted._id}`, {
    token: staff.token,
    body: { overweight: 1.5, cost_overweight: 95 },
  });
  expect(over.status).toBe(200);

  const address = await api('POST', '/locations-user', {
    token: op.token,
    body: {
      name: 'Bodega Centro',
      email: 'bodega@example.mx',
      phone: '5512345678',
      street: 'Av. Álvaro Obregón',
      number: '120',
      postal_code: '06700',
      colony: 'Roma Norte',
      city: 'Ciudad de México',
      country_code: 'MX',
    },
  });
  expect(address.status).toBe(201);
  addressId = address.body._id;
  const profile = await api('POST', '/packageProfileRoutes', {
    token: op.token,
    body: {
      name: 'Caja chica',
      type: 'package',
      weight: 1,
      dimensions: { length: 20, width: 15, height: 10 },
      description: 'Refacciones',
    },
  });
  expect(profile.status).toBe(201);
  profileId = profile.body._id ?? profile.body.profile?._id;
  // Issue 30: a pickup of the labelled guide (Estafeta collects Monday to Saturday).
  const tomorrow = new Date(Date.now() + 86_400_000 - 6 * 3_600_000);
  if (tomorrow.getUTCDay() === 0) tomorrow.setUTCDate(tomorrow.getUTCDate() + 1);
  const pickup = await api('POST', '/pickups', {
    token: op.token,
    body: {
      carrier: 'ESTAFETA',
      guides: [paid.number_guide],
      date: tomorrow.toISOString().slice(0, 10),
      window: { ready: '10:00', close: '14:00' },
      address: {
        name: 'Bodega Centro',
        phone: '5512345678',
        street: 'Orizaba',
        number: '45',
        colony: 'Roma Norte',
        city: 'Ciudad de México',
        postal_code: '06700',
      },
    },
  });
  expect(pickup.status).toBe(201);
  pickupId = pickup.body.id;
}, 90_000);

/** A value for each path parameter, by name and by the resource the path is about. */
function pathValue(name: string, path: string): string {
  switch (name) {
    case 'userId':
      return op.id;
    case 'clientId':
      return client.id;
    case 'file':
      return labelFile;
    case 'orderID':
    case 'orderId':
      return 'ORDER0000000001';
    case 'name':
      return 'FEDEX';
    case 'origin':
      return '06700';
    case 'destination':
      return '64000';
    case 'source':
      return 'estafeta';
    case 'token':
      return 'a'.repeat(64);
    case 'guide':
      return paid.number_guide;
    case 'n':
      return '1';
    // Issue 30: a sender's logo (none for this account: a 404).
    case 'account':
      return op.id;
    // Issue 30: a dispute of an overweight (the Operativo may not dispute: 403 before any lookup).
    case 'shipmentId':
      return overweighted._id;
    case 'reference':
      // An OXXO voucher's reference (the Operativo may not top up: 403 before any lookup).
      return '123456789012345678';
    case 'id':
      if (path.startsWith('/api/v1/locations-user')) return addressId;
      if (path.startsWith('/api/v1/packageProfileRoutes')) return profileId;
      if (path.startsWith('/api/v1/users')) return op.id;
      if (path.startsWith('/api/v1/payments/overweight')) return overweighted._id;
      if (path.startsWith('/api/v1/pickups')) return pickupId;
      if (path.startsWith('/api/v1/disputes')) return `dsp_${overweighted._id}`;
      if (path === '/api/v1/payments/{id}') return unpaid._id;
      return paid._id;
    default:
      throw new Error(`no value for path parameter ${name} of ${path}: add it here`);
  }
}

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const QUERY: Record<string, string> = {
  user: '',
  userID: '',
  userId: '',
  users: '',
  zipCode: '64000',
  country: 'MX',
  search: '640',
  page: '1',
  limit: '10',
  filter: 'monterrey',
  q: 'monterrey',
  status: 'true',
  name: 'ESTAFETA',
  fromDate: day(-300),
  toDate: day(1),
  email: 'operativo@example.mx',
};

/** Bodies of the operations that take one; any other gets {} (and its 400 is walked too). */
async function bodyOf(method: string, path: string): Promise<unknown> {
  switch (`${method} ${path}`) {
    case 'POST /api/v1/quoting':
      return { ...quoteRequest(1), user: op.id };
    case 'POST /api/v1/shipments':
      return shipment((await quoteOption(op, 1)).quote_token);
    case 'POST /api/v1/shipments/home/all':
      return { shipments: [shipment((await quoteOption(op, 1)).quote_token)] };
    case 'POST /api/v1/shipments/all':
      return { shipments: [paid._id] };
    case 'POST /api/v1/payments/many/monedero':
      return { user: op.id, email: 'operativo@example.mx', shipments: [unpaid._id] };
    case 'POST /api/v1/paypal/v2/link/many':
      return { shipments: [forCard._id] };
    case 'POST /api/v1/generate-guides-after-pay/many':
      return { user: op.id, shipments: [paid._id] };
    case 'POST /api/v1/tracking':
    case 'POST /api/v1/tracking/{source}':
      return { guide_number: paid.number_guide };
    case 'POST /api/v1/reports/general':
      return { startDate: day(-300), endDate: day(1) };
    case 'PUT /api/v1/shipments/label-format':
      return { format: 'pdf-letter' };
    case 'PUT /api/v1/shipments/{id}':
      return { overweight: 2, cost_overweight: 120 };
    case 'POST /api/v1/shipments/{id}/overweight/quote':
      return { measured_parcels: [{ weight: 4, depth: 30, width: 20, height: 15 }] };
    case 'POST /api/v1/prepaid':
      return { user: op.id, amount: 100 };
    case 'POST /api/v1/prepaid/createPrepaid':
      return { userId: op.id, cantidadAbonar: 100 };
    default:
      return {};
  }
}

/** The live updates stream never ends; the webhook answers PayPal, not a person. */
const NOT_WALKED = new Set(['GET /api/v1/live/shipments', 'POST /api/v1/paypal/webhook']);
/** Operations an Operativo uses that answer amounts to the roles that may see them: each must succeed. */
const MUST_ANSWER = [
  'POST /api/v1/quoting',
  'POST /api/v1/shipments/home/all',
  'GET /api/v1/shipments/{id}',
  'GET /api/v1/shipments/all/{userId}',
  'GET /api/v1/shipments/all/{userId}/query',
  'GET /api/v1/payments/{id}',
  'POST /api/v1/payments/many/monedero',
  'POST /api/v1/payments/overweight/{id}/monedero',
];

/** Destructive operations go last, so the others still find what they read. */
const LAST = /DELETE|\/cancel$|\/delete$|overweight\/\{id\}\/monedero/;

it('answers an Operativo no amount from any operation of the API', async () => {
  const doc = (await api('GET', '/../docs-json')).body as {
    paths: Record<string, Record<string, { parameters?: Operation['params']; requestBody?: unknown }>>;
  };
  const operations: Operation[] = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, o]) => ({
      method: method.toUpperCase(),
      path,
      params: o.parameters ?? [],
      hasBody: !!o.requestBody,
    })),
  );
  expect(operations.length).toBeGreaterThan(80);
  const ordered = [
    ...operations.filter((o) => !LAST.test(`${o.method} ${o.path}`)),
    ...operations.filter((o) => LAST.test(`${o.method} ${o.path}`)),
  ];
  const leaks: string[] = [];
  const statuses = new Map<string, number>();
  for (const o of ordered) {
    const key = `${o.method} ${o.path}`;
    if (NOT_WALKED.has(key)) continue;
    let url = o.path.replace(/\{(\w+)\}/g, (_m, name: string) => encodeURIComponent(pathValue(name, o.path)));
    const query = new URLSearchParams();
    for (const p of o.params.filter((p) => p.in === 'query')) {
      const value = QUERY[p.name] === '' ? op.id : QUERY[p.name];
      if (value !== undefined) query.set(p.name, value);
    }
    if ([...query].length) url += `?${query}`;
    const body = o.hasBody || o.method !== 'GET' ? await bodyOf(o.method, o.path) : undefined;
    const r = await api(o.method, url.replace(/^\/api\/v1/, '').replace(/^\/api\//, '/../'), {
      token: op.token,
      body: o.method === 'GET' || o.method === 'DELETE' ? undefined : body,
    });
    statuses.set(key, r.status);
    for (const leak of moneyPaths(r.body)) leaks.push(`${key} (${r.status}): ${leak}`);
    if (o.path === MONEY_CHART && r.status < 300) leaks.push(`${key} (${r.status}): $.chartData.values`);
  }
  expect(leaks).toEqual([]);
  expect(MUST_ANSWER.map((k) => [k, statuses.get(k)! < 300])).toEqual(MUST_ANSWER.map((k) => [k, true]));
}, 120_000);
