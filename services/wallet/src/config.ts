import { serviceConfigSchema } from '@envios/platform';
import type { z } from 'zod';

export const WalletConfigSchema = serviceConfigSchema;
export type WalletConfig = z.infer<typeof WalletConfigSchema>;
