import { rawRequest, startServiceProcess, type IsolatedProcess } from '@envios/testing';

/** The shipments service starts on its own database and consumer group, against the real infrastructure. */
describe('shipments service', () => {
  let service: IsolatedProcess;
  beforeAll(async () => {
    service = await startServiceProcess('shipments');
  });
  afterAll(() => service?.stop());

  it('is ready once MongoDB, Kafka and Redis answer', async () => {
    const ready = await rawRequest(service.url, 'GET', '/health/ready');
    expect(ready.status).toBe(200);
    expect(ready.body.details).toMatchObject({
      mongo: { status: 'up' },
      kafka: { status: 'up' },
      redis: { status: 'up' },
    });
    expect((await rawRequest(service.url, 'GET', '/health/live')).body).toEqual({
      status: 'ok',
      node: expect.stringMatching(/^v24\./),
    });
  });

  it('answers a route it does not have with the platform error body', async () => {
    const r = await rawRequest(service.url, 'GET', '/internal/no-such-route');
    expect(r.body).toMatchObject({ statusCode: 404, code: 'ROUTE.NOT_FOUND' });
  });
});
