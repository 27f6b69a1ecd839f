import { Topics } from '@envios/contracts';
import { eventually, mongoDb, rawRequest, startPlatformProcess, type IsolatedProcess } from '@envios/testing';

/**
 * A service answers HTTP before its Kafka consumer has joined its group: after a crash (SIGKILL) the
 * join waits out the dead member's session, and the restarted process serves meanwhile, its
 * readiness saying the consumer is still joining.
 */
describe('a restarted service answers while its consumer rejoins', () => {
  let service: IsolatedProcess;
  beforeAll(async () => {
    service = await startPlatformProcess('reports', [Topics.shipments]);
  });
  afterAll(async () => {
    await service?.stop('SIGKILL');
    if (service) await (await mongoDb(service.database)).dropDatabase();
  });

  it('serves HTTP at once after a SIGKILL and reports the consumer until it has joined', async () => {
    const ready = await rawRequest(service.url, 'GET', '/health/ready');
    expect(ready.status).toBe(200);
    expect(ready.body.details.consumer).toMatchObject({ status: 'up', state: 'joined' });

    await service.stop('SIGKILL');
    service.start();
    // The group still holds the dead member for its session, so the join cannot finish first.
    const live = await eventually(
      async () => (await rawRequest(service.url, 'GET', '/health/live').catch(() => null))?.status === 200,
      { timeoutMs: 15_000, intervalMs: 100, what: 'the restarted service to answer HTTP' },
    );
    expect(live).toBe(true);
    const joining = await rawRequest(service.url, 'GET', '/health/ready');
    expect(joining.status).toBe(503);
    expect(joining.body.details.consumer).toMatchObject({ status: 'down', state: 'joining' });
    // Routes answer meanwhile (here: a route it does not have, with the platform's error body).
    const r = await rawRequest(service.url, 'GET', '/internal/no-such-route');
    expect(r.body).toMatchObject({ statusCode: 404, code: 'ROUTE.NOT_FOUND' });
  });
});
