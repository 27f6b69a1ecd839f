import type { Type } from '@nestjs/common';
import type { EventContract, EventEnvelope, Topic } from '@envios/contracts';
import { ON_EVENT_METADATA } from '@envios/platform';
import { IdentityEventsConsumer } from './on-identity-events/identity-events.consumer';
import { PrepaidEventsConsumer } from './on-prepaid-events/prepaid-events.consumer';
import { ShipmentEventsConsumer } from './on-shipment-events/shipment-events.consumer';

/**
 * The reports' consumers: the one list of what the read models are built from. Each `@OnEvent`
 * method of these is the only place an event is named; the module registers them, service.ts
 * subscribes to their events' topics, and the rebuild replays exactly their events through them.
 */
export const REPORT_CONSUMERS = [IdentityEventsConsumer, ShipmentEventsConsumer, PrepaidEventsConsumer];

interface Handling {
  contract: EventContract;
  consumer: Type;
  method: string;
}

/** The events a consumer class's methods take, as `@OnEvent` marked them. */
function handlingsOf(consumer: Type): Handling[] {
  const proto = consumer.prototype as Record<string, unknown>;
  return Object.getOwnPropertyNames(proto).flatMap((method) => {
    const fn = proto[method];
    if (method === 'constructor' || typeof fn !== 'function') return [];
    const contracts = (Reflect.getMetadata(ON_EVENT_METADATA, fn) ?? []) as EventContract[];
    return contracts.map((contract) => ({ contract, consumer, method }));
  });
}

const HANDLINGS = REPORT_CONSUMERS.flatMap(handlingsOf);

/** Every event the read models are built from. */
const REPORTED_EVENTS: readonly EventContract[] = HANDLINGS.map((h) => h.contract);

/** The topics those events travel on (the only ones the service consumes). */
export const REPORTED_TOPICS: readonly Topic[] = [...new Set(REPORTED_EVENTS.map((c) => c.topic))];

/** An event as the Inbox hands it over (its data valid for its contract). */
export type ReportedHandler = (event: EventEnvelope) => Promise<void>;

/**
 * The handlers of every reported event type, by type: the consumers' own methods, on the instances
 * `get` gives (a rebuild applies each event exactly as the live consumers do).
 */
export function reportedHandlers(
  get: <T>(type: Type<T>) => T,
): Map<string, { contract: EventContract; handle: ReportedHandler }> {
  const byType = new Map<string, { contract: EventContract; handle: ReportedHandler }>();
  for (const { contract, consumer, method } of HANDLINGS) {
    const instance = get(consumer) as Record<string, (e: EventEnvelope) => Promise<void>>;
    const earlier = byType.get(contract.type)?.handle;
    const handle: ReportedHandler = async (e) => {
      await earlier?.(e);
      await instance[method](e);
    };
    byType.set(contract.type, { contract, handle });
  }
  return byType;
}
