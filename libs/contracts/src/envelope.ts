import { z } from 'zod';
import type { Topic } from './topics';

/** Every event on the bus travels in this envelope; `data` is checked against the event's own schema. */
export const EventEnvelopeSchema = z.object({
  id: z.uuid(),
  type: z.string().min(1),
  version: z.number().int().positive(),
  occurredAt: z.iso.datetime({ offset: true }),
  key: z.string().min(1),
  data: z.unknown(),
});
export type EventEnvelope<D = unknown> = Omit<z.infer<typeof EventEnvelopeSchema>, 'data'> & { data: D };

export interface EventContract<TType extends string = string, TSchema extends z.ZodType = z.ZodType> {
  readonly type: TType;
  readonly version: number;
  readonly topic: Topic;
  readonly schema: TSchema;
}

export type EventData<C extends EventContract> = z.infer<C['schema']>;

export function defineEvent<TType extends string, TSchema extends z.ZodType>(
  contract: EventContract<TType, TSchema>,
): EventContract<TType, TSchema> {
  return Object.freeze(contract);
}
