import { serviceConfigSchema } from '@envios/platform';

/** The reports service's environment: the platform's variables, plus its own once it has any. */
export const ReportsConfigSchema = serviceConfigSchema;
