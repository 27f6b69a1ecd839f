import { CARRIER_CODES, type Role } from '@envios/domain';
import { verifyQuote } from '@envios/platform';
import { api, appEnv, demoSession, signIn, DEMO_ACCOUNTS, type Session } from '@envios/testing';

const base = (over: Record<string, unknown> = {}) => ({
  cantidadGuias: 1,
  parcels: [{ weight: 2, depth: 30, width: 20, height: 15 }],
  origin_direction: {
    country_code: 'MX',
    postal_code: '06700',
    city: 'Cuauhtémoc, Ciudad de México',
    suburb: 'Roma Norte',
  },
  destination_direction: { country_code: 'MX', postal_code: '64000' },
  package_type: 'package',
  ...over,
});

const OPTION_FIELDS = [
  'carrier',
  'carrier_code',
  'carrier_service_name',
  'service_code',
  'carrier_logo_url',
  'carrier_logo_url_svg',
  'date',
  'estimated_delivery',
  'total_transit_days',
  'net_total_amount',
  'total_amount',
  'order_total_amount',
  'currency',
  'is_remote',
  'quote_token',
  'source',
  // Issue 30: the lane's on-time figure, the predicted billed weight, surcharge lines.
  'on_time',
  'predicted',
  'surcharges',
];

describe('POST /quoting', () => {
  let client: Session;
  beforeAll(async () => {
    client = await demoSession('client');
  });

  it('answers every carrier, grouped, cheapest first, with every shipping-option field', async () => {
    const r = await api('POST', '/quoting', { token: client.token, body: base() });
    expect(r.status).toBe(200);
    expect(Object.keys(r.body.carriers).sort()).toEqual([...CARRIER_CODES].sort());
    expect(r.body.unavailable).toEqual([]);
    for (const [carrier, options] of Object.entries<any[]>(r.body.carriers)) {
      expect(options.length).toBeGreaterThanOrEqual(1);
      const totals = options.map((o) => o.total_amount);
      expect(totals).toEqual([...totals].sort((a, b) => a - b));
      for (const o of options) {
        expect(Object.keys(o).sort()).toEqual([...OPTION_FIELDS].sort());
        expect(o).toMatchObject({ carrier_code: carrier, currency: 'MXN', is_remote: false });
        expect(o.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(o.estimated_delivery >= o.date).toBe(true);
        expect(new Date(`${o.estimated_delivery}T12:00:00Z`).getUTCDay()).not.toBe(0); // never a Sunday
        expect(Math.round(o.net_total_amount * 116) / 100).toBeCloseTo(o.total_amount, 1);
      }
    }
  });

  it("signs each option's own price for this user and for exactly the quoted parcels and postal codes", async () => {
    const body = base({
      cantidadGuias: 2,
      parcels: [
        { weight: 2, depth: 30, width: 20, height: 15 },
        { weight: 7.5, depth: 40, width: 30, height: 30 },
      ],
    });
    const r = await api('POST', '/quoting', { token: client.token, body });
    expect(r.status).toBe(200);
    const key = appEnv('quoting').QUOTE_SIGNING_KEY;
    const quoted = {
      package_type: 'package' as const,
      origin: '06700',
      destination: '64000',
      cantidadGuias: 2,
      parcels: body.parcels as { weight: number; depth: number; width: number; height: number }[],
      residential: false,
    };
    const options = Object.values<any[]>(r.body.carriers).flat();
    for (const o of options) {
      const p = verifyQuote(o.quote_token, key, quoted);
      expect(p).toMatchObject({
        userId: client.id,
        carrier: o.carrier_code,
        service: o.service_code,
        transitDays: o.total_transit_days,
        isRemote: o.is_remote,
      });
      expect(p.totalCentavos).toBe(Math.round(o.total_amount * 100));
      expect(p.netCentavos).toBe(Math.round(o.net_total_amount * 100));
      expect(p.orderTotalCentavos).toBe(Math.round(o.order_total_amount * 100));
      expect(o.quote_token.length).toBeLessThan(300);
    }
    // The same token presented for a heavier parcel, another destination or fewer guides is refused.
    const token = options[0].quote_token;
    const heavier = { ...quoted, parcels: [quoted.parcels[0], { ...quoted.parcels[1], weight: 20 }] };
    for (const other of [
      heavier,
      { ...quoted, destination: '01000' },
      { ...quoted, cantidadGuias: 1 },
      { ...quoted, residential: true },
    ]) {
      expect(() => verifyQuote(token, key, other)).toThrow(
        expect.objectContaining({ code: 'QUOTE.SIGNATURE_INVALID' }),
      );
    }
  });

  it('hides prices and delivery dates from role user, and no price can be recovered from the answer', async () => {
    const user = await demoSession('user');
    const r = await api('POST', '/quoting', { token: user.token, body: base() });
    expect(r.status).toBe(200);
    const options = Object.values<any[]>(r.body.carriers).flat();
    expect(options.length).toBeGreaterThan(6);
    const key = appEnv('quoting').QUOTE_SIGNING_KEY;
    const quoted = {
      package_type: 'package' as const,
      origin: '06700',
      destination: '64000',
      cantidadGuias: 1,
      parcels: base().parcels,
      residential: false,
    };
    // Everything the browser receives, and every way of reading a token without the key.
    const readable = [
      JSON.stringify(r.body),
      ...options.map((o) => Buffer.from(o.quote_token.split('.')[1], 'base64url').toString('latin1')),
    ].join('\n');
    for (const o of options) {
      expect(o).not.toHaveProperty('total_amount');
      expect(o).not.toHaveProperty('net_total_amount');
      expect(o).not.toHaveProperty('order_total_amount');
      expect(o).not.toHaveProperty('estimated_delivery');
      // The prices the server keeps for this user (opened with its key) appear nowhere.
      const p = verifyQuote(o.quote_token, key, quoted);
      for (const centavos of [p.totalCentavos, p.netCentavos, p.orderTotalCentavos]) {
        expect(readable).not.toContain(String(centavos));
        expect(readable).not.toContain((centavos / 100).toFixed(2));
      }
    }
  });

  it.each<[Role | 'anonymous', number]>([
    ['superadmin', 200],
    ['sales', 200],
    ['client', 200],
    ['user', 200],
    ['admin', 200],
    ['helpdesk', 403],
    ['anonymous', 401],
  ])('as %s answers %i', async (who, status) => {
    const token = who === 'anonymous' ? undefined : (await signIn(DEMO_ACCOUNTS[who], 'Demo1234')).token;
    expect((await api('POST', '/quoting', { token, body: base() })).status).toBe(status);
  });

  const limits: [string, object, object, string][] = [
    [
      'package weight',
      { weight: 60, depth: 10, width: 10, height: 10 },
      { weight: 60.1, depth: 10, width: 10, height: 10 },
      'El peso debe estar entre 0.1 y 60 kg.',
    ],
    [
      'package length',
      { weight: 5, depth: 150, width: 10, height: 10 },
      { weight: 5, depth: 151, width: 10, height: 10 },
      'El largo debe estar entre 1 y 150 cm.',
    ],
    [
      'package width',
      { weight: 5, depth: 10, width: 100, height: 10 },
      { weight: 5, depth: 10, width: 100.5, height: 10 },
      'El ancho debe estar entre 1 y 100 cm.',
    ],
    [
      'package height',
      { weight: 5, depth: 10, width: 10, height: 100 },
      { weight: 5, depth: 10, width: 10, height: 101 },
      'El alto debe estar entre 1 y 100 cm.',
    ],
    [
      'package minimum weight',
      { weight: 0.1, depth: 1, width: 1, height: 1 },
      { weight: 0.05, depth: 1, width: 1, height: 1 },
      'El peso debe estar entre 0.1 y 60 kg.',
    ],
  ];
  it.each(limits)('accepts the %s limit and refuses just past it', async (_what, ok, past, message) => {
    expect(
      (await api('POST', '/quoting', { token: client.token, body: base({ parcels: [ok] }) })).status,
    ).toBe(200);
    const r = await api('POST', '/quoting', { token: client.token, body: base({ parcels: [past] }) });
    expect(r.status).toBe(400);
    expect(r.body.message).toBe(message);
  });

  it('accepts a document at its limits and refuses just past them', async () => {
    const doc = { weight: 0.5, depth: 35, width: 24, height: 1.5 };
    const ok = await api('POST', '/quoting', {
      token: client.token,
      body: base({ package_type: 'document', parcels: [doc] }),
    });
    expect(ok.status).toBe(200);
    expect(Object.keys(ok.body.carriers).length).toBeGreaterThanOrEqual(5);
    for (const [change, message] of [
      [{ weight: 0.6 }, 'El peso debe estar entre 0.1 y 0.5 kg.'],
      [{ height: 1.6 }, 'El alto debe estar entre 1 y 1.5 cm.'],
      [{ width: 25 }, 'El ancho debe estar entre 1 y 24 cm.'],
      [{ depth: 36 }, 'El largo debe estar entre 1 y 35 cm.'],
    ] as const) {
      const r = await api('POST', '/quoting', {
        token: client.token,
        body: base({ package_type: 'document', parcels: [{ ...doc, ...change }] }),
      });
      expect([r.status, r.body.message]).toEqual([400, message]);
    }
  });

  it('quotes a pallet at its limits with the carriers that carry pallets, and refuses just past them', async () => {
    const pallet = { weight: 2000, depth: 300, width: 140, height: 190 };
    const ok = await api('POST', '/quoting', {
      token: client.token,
      body: base({ package_type: 'tarima', parcels: [pallet] }),
    });
    expect(ok.status).toBe(200);
    expect(Object.keys(ok.body.carriers).sort()).toEqual(['ESTAFETA', 'PAQUETEXPRESS']);
    expect(ok.body.unavailable).toEqual(
      expect.arrayContaining([
        { carrier: 'DHL', reason: 'no_service' },
        { carrier: 'REDPACK', reason: 'no_service' },
      ]),
    );
    for (const [change, message] of [
      [{ weight: 2001 }, 'El peso debe estar entre 1 y 2000 kg.'],
      [{ depth: 301 }, 'El largo debe estar entre 1 y 300 cm.'],
      [{ width: 141 }, 'El ancho debe estar entre 1 y 140 cm.'],
      [{ height: 191 }, 'El alto debe estar entre 1 y 190 cm.'],
    ] as const) {
      const r = await api('POST', '/quoting', {
        token: client.token,
        body: base({ package_type: 'tarima', parcels: [{ ...pallet, ...change }] }),
      });
      expect([r.status, r.body.message]).toEqual([400, message]);
    }
  });

  it('rounds the number of guides up and refuses more than five', async () => {
    const r = await api('POST', '/quoting', { token: client.token, body: base({ cantidadGuias: 2.1 }) });
    expect(r.body.cantidadGuias).toBe(3);
    for (const bad of [6, 5.5, 0, -1, 'tres']) {
      const x = await api('POST', '/quoting', { token: client.token, body: base({ cantidadGuias: bad }) });
      expect([x.status, x.body.message]).toEqual([400, 'El número de guías debe ser de 1 a 5.']);
    }
  });

  it('names the group of fields that is incomplete, and unknown postal codes', async () => {
    const noOrigin = await api('POST', '/quoting', {
      token: client.token,
      body: base({ origin_direction: { postal_code: '' } }),
    });
    expect([noOrigin.status, noOrigin.body.message]).toEqual([
      400,
      'Debes completar todos los campos de origen.',
    ]);
    const noWeight = await api('POST', '/quoting', {
      token: client.token,
      body: base({ parcels: [{ depth: 10, width: 10, height: 10 }] }),
    });
    expect([noWeight.status, noWeight.body.message]).toEqual([
      400,
      'Debes completar todos los campos de paquete.',
    ]);
    const unknown = await api('POST', '/quoting', {
      token: client.token,
      body: base({ destination_direction: { postal_code: '99999' } }),
    });
    expect([unknown.status, unknown.body.code, unknown.body.message]).toEqual([
      400,
      'POSTAL.UNKNOWN',
      'El código postal de destino no existe.',
    ]);
  });
});
