import { serviceConfigSchema } from '@envios/platform';
import { z } from 'zod';

export const ReportsConfigSchema = serviceConfigSchema.extend({
  /** How long the aggregate documents' increments are gathered before they are written. */
  REPORTS_FLUSH_MS: z.coerce.number().int().min(10).max(10_000).default(500),
  /**
   * The general report reads a scope's month of shipments at once when it holds at most this many,
   * else a day at once, else an hour at a time (each read costs per document it returns).
   */
  REPORTS_BUCKET_ROWS: z.coerce.number().int().min(10).max(5_000).default(200),
});
export type ReportsConfig = z.infer<typeof ReportsConfigSchema>;
