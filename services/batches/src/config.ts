import { serviceConfigSchema } from '@envios/platform';
import { z } from 'zod';

/** The batches service's environment: the platform's variables, and the services it asks. */
export const BatchesConfigSchema = serviceConfigSchema.extend({
  /** The quoting service: the SEPOMEX catalogue, saved addresses, package profiles and quotes. */
  QUOTING_URL: z.url(),
  /** The shipments service: a batch's shipments, their labels' progress, merged labels, manifests. */
  SHIPMENTS_URL: z.url(),
  /** The wallet service: whether the wallet covers a batch, and its payment. */
  WALLET_URL: z.url(),
  /**
   * Opens the quote tokens of a batch's rows, to choose by price and total the batch (the roles
   * that see no amounts get none from quoting). The same key quoting seals with.
   */
  QUOTE_SIGNING_KEY: z.string().min(32, 'must be at least 32 characters'),
});
export type BatchesConfig = z.infer<typeof BatchesConfigSchema>;
