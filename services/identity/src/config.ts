import { Topics } from '@envios/contracts';
import { serviceConfigSchema } from '@envios/platform';
import type { z } from 'zod';

export const IdentityConfigSchema = serviceConfigSchema;
export type IdentityConfig = z.infer<typeof IdentityConfigSchema>;

/** Topics whose events this service reacts to (see DESIGN.md, Events). */
export const CONSUMES: readonly string[] = [Topics.identity, Topics.wallet];
