import { serviceConfigSchema } from '@envios/platform';

export const WalletConfigSchema = serviceConfigSchema;
