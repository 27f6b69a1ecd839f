import { Topics } from '@envios/contracts';
import { serviceConfigSchema } from '@envios/platform';
import type { z } from 'zod';

export const TrackingConfigSchema = serviceConfigSchema;
export type TrackingConfig = z.infer<typeof TrackingConfigSchema>;

/** Topics whose events this service reacts to (see DESIGN.md, Events). */
export const CONSUMES: readonly string[] = [Topics.shipments];
