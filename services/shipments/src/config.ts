import { Topics } from '@envios/contracts';
import { serviceConfigSchema } from '@envios/platform';
import type { z } from 'zod';

export const ShipmentsConfigSchema = serviceConfigSchema;
export type ShipmentsConfig = z.infer<typeof ShipmentsConfigSchema>;

/** Topics whose events this service reacts to (see DESIGN.md, Events). */
export const CONSUMES: readonly string[] = [Topics.wallet, Topics.tracking];
