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
  /**
   * A report may answer from what a replica read up to this long ago while it reads a changed month
   * again (0: never). A busy month changes every second; without it every change makes the readers
   * of that month wait for its documents.
   */
  REPORTS_STALE_MS: z.coerce.number().int().min(0).max(60_000).default(2_000),
  /**
   * Delivered shipments a carrier needs on a lane (or postal zone) in the period before its on-time
   * rate is given: under it the quote says "Sin datos suficientes".
   */
  ON_TIME_MIN_SAMPLE: z.coerce.number().int().min(1).max(10_000).default(20),
});
export type ReportsConfig = z.infer<typeof ReportsConfigSchema>;
