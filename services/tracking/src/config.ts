import { serviceConfigSchema } from '@envios/platform';

/** The tracking service's environment: the platform's variables, plus its own once it has any. */
export const TrackingConfigSchema = serviceConfigSchema;
