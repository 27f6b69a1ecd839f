import { serviceConfigSchema } from '@envios/platform';
import type { z } from 'zod';

export const TrackingConfigSchema = serviceConfigSchema;
export type TrackingConfig = z.infer<typeof TrackingConfigSchema>;
