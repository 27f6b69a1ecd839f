import { z } from 'zod';
import { defineEvent, Topics, type ServiceName } from '@envios/contracts';

const PlatformPingSchema = z.object({
  pingId: z.string().min(1),
  origin: z.string().min(1),
  seq: z.number().int().nonnegative(),
  /** Simulated processing time on the consumer (diagnosing slow consumers and restarts). */
  holdMs: z.number().int().min(0).max(2000).default(0),
  /** Makes every consumer's handler fail (verifies the dead-letter path). */
  mustFail: z.boolean().default(false),
});

/**
 * A synthetic event a service started by a test publishes through its outbox to prove the event
 * path end to end (outbox → Kafka → idempotent consumer). It travels on the sending service's own
 * topic; consumers started with diagnostics record a receipt and nothing else reacts to it.
 */
export const platformPingEvent = (origin: ServiceName) =>
  defineEvent({ type: 'PlatformPing', version: 1, topic: Topics[origin], schema: PlatformPingSchema });
