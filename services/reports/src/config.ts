import { Topics } from '@envios/contracts';
import { serviceConfigSchema } from '@envios/platform';
import type { z } from 'zod';

export const ReportsConfigSchema = serviceConfigSchema;
export type ReportsConfig = z.infer<typeof ReportsConfigSchema>;

/** Topics whose events this service reacts to (see DESIGN.md, Events). */
export const CONSUMES: readonly string[] = [
  Topics.identity,
  Topics.quoting,
  Topics.shipments,
  Topics.wallet,
  Topics.tracking,
];
