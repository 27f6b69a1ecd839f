import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import type { WebhookEvent, WebhookEventType } from '@envios/contracts';
import type { CallerIdentity } from '@envios/platform';
import { decodeCursor, encodeCursor, olderThan } from '../../shared-cursor';
import { sameMode } from '../../endpoints/subscribed-endpoints';
import { WebhookEventRecord } from '../webhook-event.schema';

/**
 * GET /events: the account's event log, newest first — what its webhooks would have delivered, to
 * reconcile against what arrived.
 */
@Injectable()
export class ListEventsUseCase {
  constructor(@InjectModel(WebhookEventRecord.name) private readonly events: Model<WebhookEventRecord>) {}

  async execute(
    caller: CallerIdentity,
    query: { cursor?: string; limit: number; type?: WebhookEventType },
  ): Promise<{ data: WebhookEvent[]; next_cursor: string | null }> {
    const found = await this.events
      .find({
        account: caller.id,
        // A test key reads the test events; the web and live keys the live ones.
        ...sameMode(caller.test),
        ...(query.type ? { type: query.type } : {}),
        ...olderThan('at', decodeCursor(query.cursor)),
      })
      .sort({ at: -1, _id: -1 })
      .limit(query.limit + 1)
      .lean<WebhookEventRecord[]>();
    const page = found.slice(0, query.limit);
    const last = page.at(-1);
    return {
      data: page.map((e) => ({
        id: e.eventId,
        type: e.type,
        mode: e.test ? ('test' as const) : ('live' as const),
        created_at: e.at.toISOString(),
        data: e.data,
      })),
      next_cursor: found.length > query.limit && last ? encodeCursor({ at: last.at, id: last._id }) : null,
    };
  }
}
