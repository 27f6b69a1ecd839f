import { serviceConfigSchema } from '@envios/platform';

export const TrackingConfigSchema = serviceConfigSchema;
