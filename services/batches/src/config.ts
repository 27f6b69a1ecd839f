import { serviceConfigSchema } from '@envios/platform';
import { z } from 'zod';

/** The batches service's environment: the platform's variables, and the services it asks. */
export const BatchesConfigSchema = serviceConfigSchema.extend({
  /** The quoting service: the SEPOMEX catalogue, saved addresses and package profiles. */
  QUOTING_URL: z.url(),
});
export type BatchesConfig = z.infer<typeof BatchesConfigSchema>;
