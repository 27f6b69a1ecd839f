import type { EventContract, EventData, EventEnvelope } from '@envios/contracts';

export const ON_EVENT_METADATA = 'envios:on-event';

/** Delivery details a handler may want (for logs or read-model ordering). */
export interface DeliveryInfo {
  topic: string;
  partition: number;
  offset: string;
}

export type EventHandlerFn<C extends EventContract> = (
  event: EventEnvelope<EventData<C>>,
  delivery: DeliveryInfo,
) => Promise<void> | void;

export const SELF_IDEMPOTENT_METADATA = 'envios:on-event:self-idempotent';
export const WHEN_METADATA = 'envios:on-event:when';

export interface OnEventOptions<D = unknown> {
  /**
   * The events the handler acts on: the others pass by before the Inbox's record of processed
   * events is read or written (a batch's labels are not mailed one by one: no record for each).
   */
  when?: (data: D) => boolean;
  /**
   * The handler records the ids of the events it has applied itself, in the same write as their
   * effect (the reports' rows do), so the Inbox skips its own record of processed events: two
   * database operations fewer an event, for consumers of every event of several topics.
   */
  selfIdempotent?: boolean;
}

/**
 * Marks a provider method as the handler of one event contract. The Inbox validates the event
 * against the contract before calling it and calls it at most once per event id.
 */
export function OnEvent<C extends EventContract>(
  contract: C,
  options: OnEventOptions<EventData<C>> = {},
): MethodDecorator {
  return (target, key, descriptor) => {
    const fn = descriptor.value as object;
    const existing: EventContract[] = Reflect.getMetadata(ON_EVENT_METADATA, fn) ?? [];
    Reflect.defineMetadata(ON_EVENT_METADATA, [...existing, contract], fn);
    if (options.selfIdempotent) Reflect.defineMetadata(SELF_IDEMPOTENT_METADATA, true, fn);
    if (options.when) Reflect.defineMetadata(WHEN_METADATA, options.when, fn);
    return descriptor;
  };
}
