import { randomUUID } from 'node:crypto';
import type { EventContract, EventData, EventEnvelope } from '@envios/contracts';
import { currentCorrelationId } from '../logging/correlation';
import { currentTraceparent } from '../tracing/tracing';

/**
 * An event waiting in an outbox: the envelope plus where it goes, and the correlation id and trace
 * context (W3C traceparent) of the work that made it, carried on in the Kafka message's headers.
 */
export interface OutboxEntry extends EventEnvelope {
  topic: string;
  correlationId?: string;
  traceparent?: string;
}

/**
 * Builds an event from its contract, so topic and payload cannot drift apart. The payload is
 * validated here: an invalid event is a programming error and must fail before any write.
 */
export function createEvent<C extends EventContract>(
  contract: C,
  key: string,
  data: EventData<C>,
  occurredAt = new Date(),
): OutboxEntry {
  const parsed = contract.schema.parse(data);
  return {
    id: randomUUID(),
    type: contract.type,
    version: contract.version,
    occurredAt: occurredAt.toISOString(),
    key,
    data: parsed,
    topic: contract.topic,
    correlationId: currentCorrelationId(),
    traceparent: currentTraceparent(),
  };
}

export function envelopeOf(entry: OutboxEntry): EventEnvelope {
  const { id, type, version, occurredAt, key, data } = entry;
  return { id, type, version, occurredAt, key, data };
}
