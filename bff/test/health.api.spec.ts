import { Redis } from 'ioredis';
import { SERVICES } from '@envios/contracts';
import { api, appEnv, freePort, rawRequest, ServiceProcess } from '@envios/testing';

describe('GET /api/v1/health', () => {
  it('reports the BFF and every service as up', async () => {
    const r = await api('GET', '/health');
    expect(r.status).toBe(200);
    expect(r.body.status).toBe('ok');
    expect(r.body.bff.status).toBe('up');
    expect(Object.keys(r.body.services).sort()).toEqual([...SERVICES].sort());
    for (const name of SERVICES) {
      expect(r.body.services[name]).toMatchObject({
        status: 'up',
        details: { mongo: { status: 'up' }, kafka: { status: 'up' }, redis: { status: 'up' } },
      });
    }
  });

  it('answers 503 and names the service that is down', async () => {
    const deadPort = await freePort();
    const bff = new ServiceProcess('bff', {
      PORT: String(await freePort()),
      WALLET_URL: `http://127.0.0.1:${deadPort}`,
    }).start();
    try {
      await bff.ready();
      const r = await rawRequest(bff.url, 'GET', '/api/v1/health');
      expect(r.status).toBe(503);
      expect(r.body.status).toBe('degraded');
      expect(r.body.services.wallet.status).toBe('down');
      expect(r.body.services.identity.status).toBe('up');
    } finally {
      await bff.stop();
    }
  });
});

describe('runtime', () => {
  it('runs the BFF and every service on the pinned Node 24', async () => {
    const bff = await api('GET', '/health/live');
    const services = await Promise.all(
      SERVICES.map(
        async (name) =>
          (await rawRequest(`http://127.0.0.1:${appEnv(name).PORT}`, 'GET', '/health/live')).body,
      ),
    );
    for (const live of [bff.body, ...services])
      expect(live).toEqual({ status: 'ok', node: expect.stringMatching(/^v24\./) });
  });
});

describe('BFF plumbing', () => {
  it('answers unknown API routes with the error body', async () => {
    const r = await api('GET', '/no-such-route');
    expect(r.status).toBe(404);
    expect(r.body).toMatchObject({
      statusCode: 404,
      code: 'ROUTE.NOT_FOUND',
      message: 'La ruta solicitada no existe.',
    });
  });

  it("sets OWASP's REST security headers on API answers, and helmet's on the web app", async () => {
    const r = await api('GET', '/health/live');
    expect(r.headers.get('x-content-type-options')).toBe('nosniff');
    expect(r.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(r.headers.get('x-frame-options')).toBe('DENY');
    expect(r.headers.get('strict-transport-security')).toContain('max-age=');
    expect(r.headers.get('cache-control')).toBe('no-store');
    const page = await rawRequest(`http://127.0.0.1:${appEnv('bff').PORT}`, 'GET', '/', {
      headers: { accept: 'text/html' },
    });
    expect(page.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(page.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('publishes the OpenAPI document', async () => {
    const r = await rawRequest(`http://127.0.0.1:${appEnv('bff').PORT}`, 'GET', '/api/docs-json');
    expect(r.status).toBe(200);
    expect(r.body.openapi).toMatch(/^3\./);
    expect(Object.keys(r.body.paths)).toContain('/api/v1/health');
  });

  it('serves the web app with an SPA fallback for client routes', async () => {
    const base = `http://127.0.0.1:${appEnv('bff').PORT}`;
    for (const path of ['/', '/preguntas-frecuentes', '/shipments/abc']) {
      const r = await rawRequest(base, 'GET', path, { headers: { accept: 'text/html' } });
      expect(r.status).toBe(200);
      expect(String(r.body)).toContain('<div id="root">');
      expect(r.headers.get('cache-control')).toBe('no-cache');
    }
    // The build's own files as they are, cached; a path under /api is never the web app.
    const index = String((await rawRequest(base, 'GET', '/')).body);
    const script = index.match(/src="(\/assets\/[^"]+\.js)"/)?.[1];
    expect(script).toBeDefined();
    const asset = await rawRequest(base, 'GET', script!);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-type')).toMatch(/javascript/);
    expect(asset.headers.get('cache-control')).toContain('max-age=3600');
    for (const path of ['/api/v2/envios', '/api']) {
      const r = await rawRequest(base, 'GET', path, { headers: { accept: 'text/html' } });
      expect(r.status).toBe(404);
      expect(r.body).toMatchObject({ statusCode: 404, code: 'ROUTE.NOT_FOUND' });
    }
  });
});

describe('rate limiting', () => {
  it('counts requests in Redis, so the limit holds across BFF replicas', async () => {
    // Two BFF processes sharing a Redis database of their own, limited to 3 requests a minute.
    const redis = new URL(appEnv('bff').REDIS_URL);
    redis.pathname = '/3';
    const env = { RATE_LIMITS: 'on', RATE_LIMIT_PER_MINUTE: '3', REDIS_URL: redis.toString() };
    const client = new Redis(redis.toString());
    await client.flushdb();
    client.disconnect();
    const a = new ServiceProcess('bff', { ...env, PORT: String(await freePort()) }).start();
    const b = new ServiceProcess('bff', { ...env, PORT: String(await freePort()) }).start();
    try {
      await Promise.all([a.ready(), b.ready()]);
      const statuses = [];
      for (const bff of [a, b, a]) statuses.push((await rawRequest(bff.url, 'GET', '/api/v1/health')).status);
      expect(statuses).toEqual([200, 200, 200]);
      const limited = await rawRequest(b.url, 'GET', '/api/v1/health');
      expect(limited.status).toBe(429);
      expect(limited.body).toMatchObject({
        statusCode: 429,
        code: 'REQUEST.RATE_LIMITED',
        message: 'Demasiadas solicitudes. Intenta nuevamente en unos momentos.',
      });
    } finally {
      await Promise.all([a.stop(), b.stop()]);
    }
  });
});
