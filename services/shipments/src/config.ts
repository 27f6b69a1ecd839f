import { serviceConfigSchema } from '@envios/platform';
import type { z } from 'zod';

export const ShipmentsConfigSchema = serviceConfigSchema;
export type ShipmentsConfig = z.infer<typeof ShipmentsConfigSchema>;
