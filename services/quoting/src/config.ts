import { serviceConfigSchema } from '@envios/platform';
import type { z } from 'zod';

export const QuotingConfigSchema = serviceConfigSchema;
export type QuotingConfig = z.infer<typeof QuotingConfigSchema>;

/** Topics whose events this service reacts to (see DESIGN.md, Events). */
export const CONSUMES: readonly string[] = [];
