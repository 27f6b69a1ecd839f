import { serviceConfigSchema } from '@envios/platform';
import type { z } from 'zod';

export const ReportsConfigSchema = serviceConfigSchema;
export type ReportsConfig = z.infer<typeof ReportsConfigSchema>;
