import { eventually, rawRequest, startPlatformProcess, type ServiceProcess, infra } from '@envios/testing';

describe('BullMQ on Redis', () => {
  let service: ServiceProcess;
  beforeAll(async () => {
    service = await startPlatformProcess('wallet');
  });
  afterAll(() => service?.stop());

  const internal = (method: string, path: string) =>
    rawRequest(service.url, method, path, { headers: { 'x-service-token': infra().serviceToken } });

  it('enqueues a job on a service queue and the service worker processes it', async () => {
    const queued = await internal('POST', '/internal/diagnostics/jobs');
    expect(queued.status).toBe(202);
    const { jobId, token } = queued.body as { jobId: string; token: string };
    const job = await eventually(
      async () => {
        const r = await internal('GET', `/internal/diagnostics/jobs/${jobId}`);
        return r.body.state === 'completed' ? r.body : undefined;
      },
      { what: `job ${jobId}` },
    );
    expect(job.result).toEqual({ token, processedBy: expect.stringMatching(/^wallet@/) });
  });
});
