import { serviceConfigSchema } from '@envios/platform';

/** The shipments service's environment: the platform's variables, plus its own once it has any. */
export const ShipmentsConfigSchema = serviceConfigSchema;
