import { Schema, type UpdateQuery } from 'mongoose';
import type { OutboxEntry } from './outbox-entry';

/**
 * The transactional outbox without transactions: pending events live inside the aggregate's own
 * document, so the state change and its events are one atomic single-document write (the local
 * MongoDB-compatible server has no multi-document transactions). The relay publishes them and
 * pulls them out.
 */
export const OUTBOX_FIELD = '_outbox';
/** When the oldest unpublished event was written (null once published): the relay's order. */
export const OUTBOX_PENDING_FIELD = '_outboxAt';
/**
 * true while events wait: the relay finds them with an equality on it, which the local
 * MongoDB-compatible server sends to its database (an index), never a scan of the collection.
 */
export const OUTBOX_FLAG_FIELD = '_outboxPending';

/** Mongoose plugin for every schema whose documents emit events. */
export function outboxPlugin(schema: Schema): void {
  schema.add({
    [OUTBOX_FIELD]: { type: [Schema.Types.Mixed], default: undefined, select: false },
    [OUTBOX_PENDING_FIELD]: { type: Date, default: null, select: false },
    [OUTBOX_FLAG_FIELD]: { type: Boolean, default: false, select: false },
  });
  schema.index({ [OUTBOX_FLAG_FIELD]: 1 });
  schema.set('toJSON', {
    ...(schema.get('toJSON') ?? {}),
    transform: chainTransform(schema.get('toJSON')?.transform),
  });
}

type Transform = (doc: unknown, ret: Record<string, unknown>, options: unknown) => unknown;
function chainTransform(previous: unknown): Transform {
  return (doc, ret, options) => {
    delete ret[OUTBOX_FIELD];
    delete ret[OUTBOX_PENDING_FIELD];
    delete ret[OUTBOX_FLAG_FIELD];
    return typeof previous === 'function' ? (previous as Transform)(doc, ret, options) : ret;
  };
}

/** Adds events to an update of an aggregate document (they are written with it, or not at all). */
export function withEvents<T>(update: UpdateQuery<T>, ...events: OutboxEntry[]): UpdateQuery<T> {
  const u = update as Record<string, Record<string, unknown> | undefined>;
  return {
    ...update,
    $push: { ...(u.$push ?? {}), [OUTBOX_FIELD]: { $each: events } },
    $set: { ...(u.$set ?? {}), [OUTBOX_PENDING_FIELD]: new Date(), [OUTBOX_FLAG_FIELD]: true },
  } as UpdateQuery<T>;
}

/** Adds events to a new aggregate document before it is inserted. */
export function newWithEvents<T extends object>(doc: T, ...events: OutboxEntry[]): T {
  return { ...doc, [OUTBOX_FIELD]: events, [OUTBOX_PENDING_FIELD]: new Date(), [OUTBOX_FLAG_FIELD]: true };
}
