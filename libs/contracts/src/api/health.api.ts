import { z } from 'zod';

export const ComponentHealthSchema = z.object({
  status: z.enum(['up', 'down']),
  details: z.record(z.string(), z.unknown()).optional(),
});

/** GET /api/v1/health: the BFF's own dependencies and every service's readiness. */
export const AggregateHealthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  bff: ComponentHealthSchema,
  services: z.record(z.string(), ComponentHealthSchema),
});
export type AggregateHealth = z.infer<typeof AggregateHealthSchema>;
