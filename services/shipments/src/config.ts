import { key32, serviceConfigSchema } from '@envios/platform';
import { z } from 'zod';

/** An optional setting: an empty value (as a ConfigMap may carry) is the same as none. */
const unlessEmpty = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

const settings = serviceConfigSchema.extend({
  /** The quoting service's key: prices come only from the quote tokens it seals. */
  QUOTE_SIGNING_KEY: z.string().min(32, 'must be at least 32 characters'),
  /** Opens the FEDEX credentials quoting's IntegrationChanged events carry sealed (same key as quoting). */
  CREDENTIALS_ENCRYPTION_KEY: key32,
  /**
   * Where label files are kept: `filesystem` (LABELS_DIR, a volume every replica shares) or `s3`
   * (objects 'labels/{file}' of S3_BUCKET on S3 or an S3-compatible server). Either way the
   * shipments service reads them and the BFF streams them (files/label-storage.ts).
   */
  LABEL_STORAGE: z.enum(['filesystem', 's3']).default('filesystem'),
  /** Where the filesystem storage keeps label files. */
  LABELS_DIR: z.string().min(1).default('./.labels'),
  /** Issue 30: days after an overweight's registration within which its customer may dispute it. */
  OVERWEIGHT_DISPUTE_DAYS: z.coerce.number().int().min(1).max(365).default(15),
  /** The s3 storage's bucket (required with LABEL_STORAGE=s3). */
  S3_BUCKET: unlessEmpty(z.string().min(3).max(63)),
  S3_REGION: z.string().min(1).default('us-east-1'),
  /** An S3-compatible server's address (http(s)://host:port); AWS's own endpoints when absent. */
  S3_ENDPOINT: unlessEmpty(z.url()),
  /** The bucket in the path (http://host/bucket/key) rather than the host name: most S3-compatible servers. */
  S3_FORCE_PATH_STYLE: unlessEmpty(z.enum(['true', 'false'])).transform((v) => v === 'true'),
  /** Static credentials; without them the SDK's default chain (web identity/IRSA, instance role, ~/.aws). */
  S3_ACCESS_KEY_ID: unlessEmpty(z.string()),
  S3_SECRET_ACCESS_KEY: unlessEmpty(z.string()),
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

export const ShipmentsConfigSchema = settings.superRefine((c, ctx) => {
  if (c.LABEL_STORAGE === 's3' && !c.S3_BUCKET)
    ctx.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: 'is required with LABEL_STORAGE=s3' });
  // One key of the pair alone would fall back, silently, to the default chain's credentials.
  if (!c.S3_ACCESS_KEY_ID !== !c.S3_SECRET_ACCESS_KEY)
    ctx.addIssue({
      code: 'custom',
      path: [c.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'],
      message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together',
    });
});
export type ShipmentsConfig = z.infer<typeof ShipmentsConfigSchema>;
