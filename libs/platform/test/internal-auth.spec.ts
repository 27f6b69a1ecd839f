import { signCaller } from '../src';
import { appUrl, infra, rawRequest } from '@envios/testing';

describe('internal API authentication', () => {
  const url = () => appUrl('quoting');

  it('refuses calls without the service token', async () => {
    const r = await rawRequest(url(), 'GET', '/internal/postal-codes?search=067');
    expect(r.status).toBe(401);
    expect(r.body).toMatchObject({ statusCode: 401, code: 'INTERNAL.AUTH_FAILED' });
    expect(r.body.correlationId).toEqual(expect.any(String));
  });

  it('refuses a caller identity signed with another key', async () => {
    const forged = signCaller({ id: 'u1', role: 'superadmin' }, 'x'.repeat(40));
    const r = await rawRequest(url(), 'GET', '/internal/postal-codes?search=067', {
      headers: { 'x-service-token': infra().serviceToken, ...forged },
    });
    expect(r.status).toBe(401);
  });

  it('refuses a stale caller identity', async () => {
    const old = signCaller({ id: 'u1', role: 'user' }, infra().signingKey, Date.now() - 10 * 60_000);
    const r = await rawRequest(url(), 'GET', '/internal/postal-codes?search=067', {
      headers: { 'x-service-token': infra().serviceToken, ...old },
    });
    expect(r.status).toBe(401);
  });

  it('accepts the token with a correctly signed caller', async () => {
    const caller = signCaller({ id: 'u1', role: 'user' }, infra().signingKey);
    const r = await rawRequest(url(), 'GET', '/internal/postal-codes?search=067', {
      headers: { 'x-service-token': infra().serviceToken, ...caller },
    });
    expect(r.status).toBe(200);
  });

  it('carries the caller-supplied correlation id back in the response', async () => {
    const r = await rawRequest(url(), 'GET', '/nope', { headers: { 'x-correlation-id': 'trace-12345678' } });
    expect(r.status).toBe(404);
    expect(r.headers.get('x-correlation-id')).toBe('trace-12345678');
    expect(r.body).toEqual({
      statusCode: 404,
      code: 'ROUTE.NOT_FOUND',
      message: 'La ruta solicitada no existe.',
      correlationId: 'trace-12345678',
    });
  });
});
