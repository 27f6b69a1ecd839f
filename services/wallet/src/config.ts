import { Topics } from '@envios/contracts';
import { serviceConfigSchema } from '@envios/platform';
import type { z } from 'zod';

export const WalletConfigSchema = serviceConfigSchema;
export type WalletConfig = z.infer<typeof WalletConfigSchema>;

/** Topics whose events this service reacts to (see DESIGN.md, Events). */
export const CONSUMES: readonly string[] = [Topics.identity, Topics.shipments];
