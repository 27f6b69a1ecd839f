import { serviceConfigSchema } from '@envios/platform';

export const ShipmentsConfigSchema = serviceConfigSchema;
