import { SERVICES } from '@envios/contracts';
import { eventually, internal } from '@envios/testing';

describe('BullMQ on Redis', () => {
  it.each(SERVICES)('%s enqueues a job and its worker processes it', async (service) => {
    const queued = await internal(service, 'POST', '/internal/diagnostics/jobs');
    expect(queued.status).toBe(202);
    const { jobId, token } = queued.body as { jobId: string; token: string };
    const job = await eventually(
      async () => {
        const r = await internal(service, 'GET', `/internal/diagnostics/jobs/${jobId}`);
        return r.body.state === 'completed' ? r.body : undefined;
      },
      { what: `job ${jobId} on ${service}` },
    );
    expect(job.result).toEqual({ token, processedBy: expect.stringMatching(new RegExp(`^${service}@`)) });
  });
});
