import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Histogram, Registry } from 'prom-client';
import { CommonErrors, errorMessage } from '@envios/contracts';

/**
 * The process's Prometheus metrics (prom-client, the Node.js client Prometheus' own docs list):
 * Node's defaults (memory, CPU, event-loop lag, GC, handles) and every HTTP answer's duration by
 * route pattern and status, each labelled with the app. Services and workers add theirs to
 * `metrics` (the outbox backlog, queue depths).
 */
export const metrics = new Registry();

const httpDuration = new Histogram({
  name: 'http_server_request_duration_seconds',
  help: 'Duration of HTTP answers, by method, route pattern and status code.',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [metrics],
});

let started = false;

/** Starts the default metrics, labelled with the app (once per process). */
export function startMetrics(app: string): void {
  if (started) return;
  started = true;
  metrics.setDefaultLabels({ app });
  collectDefaultMetrics({ register: metrics });
}

/** One HTTP answer: its route pattern (never the raw URL, so ids do not make new series). */
export function observeRequest(req: FastifyRequest, reply: FastifyReply): void {
  const route = req.routeOptions?.url ?? 'unmatched';
  if (route === '/metrics') return;
  httpDuration.observe(
    { method: req.method, route, status: String(reply.statusCode) },
    reply.elapsedTime / 1000,
  );
}

const sameToken = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * GET /metrics in Prometheus' text format. `token`: the bearer a scrape must present (the BFF, which
 * the internet reaches); null: not served at all; undefined: open (a service, reached only inside
 * the cluster).
 */
export function serveMetrics(fastify: FastifyInstance, token: string | null | undefined): void {
  if (token === null) return;
  fastify.get('/metrics', async (req, reply) => {
    if (token !== undefined && !sameToken(req.headers.authorization ?? '', `Bearer ${token}`))
      return reply.code(CommonErrors.routeNotFound.status).send({
        statusCode: CommonErrors.routeNotFound.status,
        code: CommonErrors.routeNotFound.code,
        message: errorMessage(CommonErrors.routeNotFound),
        correlationId: req.id,
      });
    return reply.header('content-type', metrics.contentType).send(await metrics.metrics());
  });
}
