import { randomUUID } from 'node:crypto';
import type { Role } from '@envios/domain';
import { demoSession, freePort, mongoDb, rawRequest, ServiceProcess } from '@envios/testing';

/**
 * GET /postalcodes, /postalcode and /postalcodes/{origin}/{destination}, through a BFF of our own
 * pointed at a quoting service of our own (fresh database: it imports the bundled sample at start).
 */
describe('postal codes API', () => {
  const database = `envios_test_postal_${randomUUID().slice(0, 8)}`;
  let quoting: ServiceProcess;
  let bff: ServiceProcess;
  let token: string;

  const get = (path: string, withToken: string | undefined = token) =>
    rawRequest(bff.url, 'GET', `/api/v1${path}`, { token: withToken });
  const codesOf = (rows: { postal_code: string }[]) => [...new Set(rows.map((r) => r.postal_code))];

  beforeAll(async () => {
    const base = new URL(new ServiceProcess('quoting').env().MONGO_URL);
    quoting = new ServiceProcess('quoting', {
      PORT: String(await freePort()),
      MONGO_URL: `mongodb://${base.host}/${database}`,
      KAFKA_GROUP_ID: `quoting-postal-api-${randomUUID().slice(0, 8)}`,
    }).start();
    bff = new ServiceProcess('bff', { PORT: String(await freePort()), QUOTING_URL: quoting.url }).start();
    await Promise.all([quoting.ready(90_000), bff.ready(90_000)]);
    token = (await demoSession('user')).token;
  }, 120_000);

  afterAll(async () => {
    await Promise.all([bff?.stop(), quoting?.stop()]);
    await (await mongoDb(database)).dropDatabase();
  });

  describe('GET /postalcodes?search=', () => {
    it('finds CDMX codes by a prefix with a leading zero, one row per colony, codes kept as text', async () => {
      const r = await get('/postalcodes?search=067&country=MX');
      expect(r.status).toBe(200);
      expect(codesOf(r.body.country_codes)).toEqual(['06700', '06720', '06760', '06780']);
      expect(r.body.country_codes[0]).toEqual({
        postal_code: '06700',
        place_name: 'Roma Norte',
        settlement_type: 'Colonia',
        city: 'Ciudad de México',
        parish: 'Cuauhtémoc',
        state: 'Ciudad de México',
        state_short: 'CDMX',
        country_code: 'MX',
        is_remote: false,
      });
    });

    it('matches on the start of the code only', async () => {
      expect(codesOf((await get('/postalcodes?search=0676')).body.country_codes)).toEqual(['06760']);
      const exact = await get('/postalcodes?search=06600');
      expect(exact.body.country_codes.map((r: { place_name: string }) => r.place_name)).toEqual(['Juárez']);
      // '6700' is not a prefix of 06700.
      expect(codesOf((await get('/postalcodes?search=6700')).body.country_codes)).not.toContain('06700');
      expect((await get('/postalcodes?search=%20067%20')).body.country_codes.length).toBeGreaterThan(0);
      expect((await get('/postalcodes?search=Roma')).body).toEqual({ country_codes: [] });
      expect((await get('/postalcodes?search=0670012')).body).toEqual({ country_codes: [] });
    });

    it('answers at most 100 rows for a code with hundreds of colonies, sorted by name', async () => {
      const r = await get('/postalcodes?search=85203');
      expect(r.body.country_codes).toHaveLength(100);
      expect(codesOf(r.body.country_codes)).toEqual(['85203']);
      const names = r.body.country_codes.map((row: { place_name: string }) => row.place_name);
      expect(names).toEqual([...names].sort(new Intl.Collator('es', { sensitivity: 'base' }).compare));
    });

    it.each([
      ['', 'missing'],
      ['?search=06', 'too short'],
      ['?search=%20%2006%20', 'too short once trimmed'],
      ['?search=06700123', 'too long'],
    ])('refuses %s (%s) with the Spanish message', async (query) => {
      const r = await get(`/postalcodes${query}`);
      expect(r.status).toBe(400);
      expect(r.body).toMatchObject({
        code: 'REQUEST.VALIDATION_FAILED',
        message: 'Escribe entre 3 y 7 caracteres del código postal.',
      });
    });

    it('accepts Mexico in any case and refuses other countries', async () => {
      expect((await get('/postalcodes?search=064&country=mx')).status).toBe(200);
      const r = await get('/postalcodes?search=064&country=US');
      expect(r.status).toBe(400);
      expect(r.body.message).toBe('Solo se admiten códigos postales de México.');
    });

    it('is open to every signed-in role', async () => {
      for (const role of ['superadmin', 'helpdesk', 'sales', 'client', 'user', 'admin'] as Role[]) {
        const r = await get('/postalcodes?search=441', (await demoSession(role)).token);
        expect(r.status).toBe(200);
        expect(codesOf(r.body.country_codes)).toContain('44100');
      }
    });
  });

  describe('GET /postalcode?zipCode=', () => {
    it('gives every colony of the code; the older helper reads data[0].parish and data[0].state', async () => {
      const r = await get('/postalcode?zipCode=44100&country=MX');
      expect(r.status).toBe(200);
      expect(r.body.data[0]).toMatchObject({
        postal_code: '44100',
        place_name: 'Guadalajara Centro',
        parish: 'Guadalajara',
        state: 'Jalisco',
        state_short: 'JAL',
      });
      expect(
        (await get('/postalcode?zipCode=64000')).body.data.map(
          (row: { place_name: string }) => row.place_name,
        ),
      ).toEqual(['La Finca', 'Monterrey Centro']);
      expect((await get('/postalcode?zipCode=85203')).body.data).toHaveLength(310);
    });

    it('uses the municipality as the city where the catalogue has none, and flags rural colonies', async () => {
      const r = await get('/postalcode?zipCode=39210');
      expect(r.body.data).toEqual([
        expect.objectContaining({
          place_name: 'Ahuexutla',
          city: 'Ñuu Savi',
          parish: 'Ñuu Savi',
          state_short: 'GRO',
          is_remote: true,
        }),
        expect.objectContaining({ place_name: 'Coapinola', settlement_type: 'Pueblo', is_remote: true }),
      ]);
    });

    it('answers 404 POSTAL.NOT_FOUND for an unknown code and 400 for a malformed one', async () => {
      const unknown = await get('/postalcode?zipCode=00000');
      expect(unknown.status).toBe(404);
      expect(unknown.body).toMatchObject({
        code: 'POSTAL.NOT_FOUND',
        message: 'El código postal no existe.',
      });
      const malformed = await get('/postalcode?zipCode=6700');
      expect(malformed.status).toBe(400);
      expect(malformed.body.message).toBe('El código postal debe tener 5 dígitos.');
      expect((await get('/postalcode?zipCode=06700&country=GT')).body.message).toBe(
        'Solo se admiten códigos postales de México.',
      );
    });
  });

  describe('GET /postalcodes/{origin}/{destination}', () => {
    it("gives both codes' colonies and the zone between them", async () => {
      const r = await get('/postalcodes/06700/64000');
      expect(r.status).toBe(200);
      expect(r.body.origin).toEqual([
        expect.objectContaining({ postal_code: '06700', place_name: 'Roma Norte' }),
      ]);
      expect(codesOf(r.body.destination)).toEqual(['64000']);
      expect(r.body.zone).toBe(4);
    });

    it.each([
      ['06700', '06600', 1],
      ['06700', '50000', 2],
      ['06700', '44100', 3],
      ['21000', '97000', 5],
    ])('%s → %s is zone %i', async (origin, destination, zone) => {
      expect((await get(`/postalcodes/${origin}/${destination}`)).body.zone).toBe(zone);
    });

    it('answers 404 when either code is unknown and 400 when one is malformed', async () => {
      const unknown = await get('/postalcodes/06700/00000');
      expect(unknown.status).toBe(404);
      expect(unknown.body).toMatchObject({
        code: 'POSTAL.NOT_FOUND',
        message: 'El código postal no existe.',
        details: [{ path: 'destination' }],
      });
      const malformed = await get('/postalcodes/067/06700');
      expect(malformed.status).toBe(400);
      expect(malformed.body.message).toBe('El código postal debe tener 5 dígitos.');
    });
  });

  it('refuses anonymous callers with 401', async () => {
    for (const path of ['/postalcodes?search=067', '/postalcode?zipCode=06700', '/postalcodes/06700/64000']) {
      const r = await get(path, '');
      expect(r.status).toBe(401);
      expect(r.body.message).toBe('Debes iniciar sesión para continuar.');
    }
  });

  it('documents the three routes in OpenAPI', async () => {
    const doc = await rawRequest(bff.url, 'GET', '/api/docs-json');
    expect(Object.keys(doc.body.paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/postalcodes',
        '/api/v1/postalcode',
        '/api/v1/postalcodes/{origin}/{destination}',
      ]),
    );
  });
});
