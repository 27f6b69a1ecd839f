import { serviceConfigSchema } from '@envios/platform';
import { z } from 'zod';

export const ReportsConfigSchema = serviceConfigSchema.extend({
  /** How long the aggregate documents' increments are gathered before they are written. */
  REPORTS_FLUSH_MS: z.coerce.number().int().min(10).max(10_000).default(500),
  /** Shipments a general report lists at most (the newest); its totals count them all. */
  REPORTS_MAX_ROWS: z.coerce.number().int().min(10).max(50_000).default(5_000),
});
export type ReportsConfig = z.infer<typeof ReportsConfigSchema>;
