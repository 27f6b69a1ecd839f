import { CARRIER_CODES, type CarrierCode } from '@envios/domain';
import { serviceConfigSchema } from '@envios/platform';
import { z } from 'zod';

/** `DHL=40,FEDEX=100`: requests a second per carrier; the carriers not named keep the default. */
const rateLimits = z
  .string()
  .default('')
  .transform((raw, ctx) => {
    const limits = Object.fromEntries(CARRIER_CODES.map((c) => [c, 40])) as Record<CarrierCode, number>;
    for (const part of raw
      .split(',')
      .map((p) => p.trim())
      .filter(Boolean)) {
      const [name, value] = part.split('=').map((s) => s.trim().toUpperCase());
      const n = Number(value);
      if (!(CARRIER_CODES as readonly string[]).includes(name) || !Number.isInteger(n) || n < 1) {
        ctx.addIssue({ code: 'custom', message: `'${part}' is not CARRIER=requests-per-second` });
        return z.NEVER;
      }
      limits[name as CarrierCode] = n;
    }
    return limits;
  });

export const TrackingConfigSchema = serviceConfigSchema.extend({
  /** The carrier network the rate-card carriers' guides are followed on (locally, the simulator). */
  CARRIER_NETWORK_URL: z.url(),
  /**
   * FedEx's Track API for guides made through FedEx's API: tracking needs only an API project's
   * client id and secret (no shipper account). Without them those guides are not followed.
   */
  FEDEX_TRACK_URL: z.url().optional(),
  FEDEX_TRACK_CLIENT_ID: z.string().min(1).optional(),
  FEDEX_TRACK_CLIENT_SECRET: z.string().min(1).optional(),
  /** Requests a second each carrier accepts from us (one BullMQ limiter per carrier queue). */
  TRACKING_RATE_LIMITS: rateLimits,
  /** Polls in flight per carrier in each worker process. */
  TRACKING_POLL_CONCURRENCY: z.coerce.number().int().min(1).max(200).default(10),
  /** A carrier call gives up after this long; the guide backs off and keeps its place. */
  TRACK_DEADLINE_MS: z.coerce.number().int().min(100).default(10_000),
  /** How often due guides are handed to the carrier queues. */
  TRACKING_DISPATCH_MS: z.coerce.number().int().min(100).default(1_000),
  /** A handed-out guide is due again after this long if its poll never reports back (a dead worker). */
  TRACKING_LEASE_MS: z.coerce.number().int().min(1_000).default(120_000),
  /** Multiplies every poll interval (tests and demos shorten them; 1 in production). */
  TRACKING_POLL_SCALE: z.coerce.number().positive().max(10).default(1),
  /** One caller's GET /tracking/all refreshes its guides at most this often. */
  TRACKING_REFRESH_COOLDOWN_MS: z.coerce.number().int().min(0).default(60_000),
});
export type TrackingConfig = z.infer<typeof TrackingConfigSchema>;
