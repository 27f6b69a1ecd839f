import { serviceConfigSchema } from '@envios/platform';

/** The wallet service's environment: the platform's variables, plus its own once it has any. */
export const WalletConfigSchema = serviceConfigSchema;
