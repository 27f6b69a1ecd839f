import { z } from 'zod';

export const ComponentHealthSchema = z.object({
  status: z.enum(['up', 'down']),
  details: z.record(z.string(), z.unknown()).optional(),
});

/** GET /api/v1/health/live: the process answers, and on which Node.js. */
export const LivenessSchema = z.object({ status: z.literal('ok'), node: z.string() });

/** GET /api/v1/health/ready: the BFF's own dependency (Redis); 503 with status 'error' when down. */
export const ReadinessSchema = z.object({
  status: z.enum(['ok', 'error']),
  redis: z.object({ status: z.enum(['up', 'down']), message: z.string().optional() }),
});

/** GET /api/v1/health: the BFF's own dependencies and every service's readiness. */
export const AggregateHealthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  bff: ComponentHealthSchema,
  services: z.record(z.string(), ComponentHealthSchema),
});
export type AggregateHealth = z.infer<typeof AggregateHealthSchema>;
