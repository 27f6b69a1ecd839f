import type { WebhookDelivery } from '@envios/contracts';
import type { Delivery } from './delivery.schema';

export const toDeliveryDto = (d: Delivery): WebhookDelivery => ({
  id: d._id,
  endpoint_id: d.endpoint,
  event_id: d.eventId,
  event_type: d.type,
  status: d.status,
  attempts: d.attempts ?? 0,
  response_status: d.responseStatus ?? null,
  response_body: d.responseBody ?? null,
  latency_ms: d.latencyMs ?? null,
  error: d.error ?? null,
  replay_of: d.replayOf ?? null,
  created_at: d.createdAt.toISOString(),
  last_attempt_at: d.lastAttemptAt?.toISOString() ?? null,
});
