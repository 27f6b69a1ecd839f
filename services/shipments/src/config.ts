import { key32, serviceConfigSchema } from '@envios/platform';
import { z } from 'zod';

export const ShipmentsConfigSchema = serviceConfigSchema.extend({
  /** The quoting service's key: prices come only from the quote tokens it seals. */
  QUOTE_SIGNING_KEY: z.string().min(32, 'must be at least 32 characters'),
  /** Opens the FEDEX credentials quoting's IntegrationChanged events carry sealed (same key as quoting). */
  CREDENTIALS_ENCRYPTION_KEY: key32,
  /** Where the filesystem storage keeps label files. */
  LABELS_DIR: z.string().min(1).default('./.labels'),
  /** How long a signed label link (/api/public/{file}?expires=&signature=) works. */
  LABEL_LINK_TTL_SECONDS: z.coerce.number().int().min(30).default(600),
  /** Attempts at one label before GuideFailed (the wallet refunds), with exponential backoff. */
  GUIDE_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(5),
  GUIDE_BACKOFF_MS: z.coerce.number().int().min(10).default(2_000),
  /** Labels made at once by each worker process. */
  GUIDE_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(8),
  /** How long GET /generate-guides-after-pay waits for the labels before answering. */
  GUIDES_WAIT_MS: z.coerce.number().int().min(0).max(60_000).default(8_000),
  /**
   * The carrier network the rate-card carriers' labels are voided and their pickups booked on
   * (locally, the carrier sandbox's simulator); FedEx's come from its API.
   */
  CARRIER_NETWORK_URL: z.url(),
  /** A carrier call for a label gives up after this long (then the job retries). */
  LABEL_DEADLINE_MS: z.coerce.number().int().min(500).default(15_000),
});
export type ShipmentsConfig = z.infer<typeof ShipmentsConfigSchema>;
