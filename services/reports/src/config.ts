import { serviceConfigSchema } from '@envios/platform';

export const ReportsConfigSchema = serviceConfigSchema;
