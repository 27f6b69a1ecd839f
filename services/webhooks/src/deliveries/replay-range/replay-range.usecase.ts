import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { WebhookErrors } from '@envios/contracts';
import { AppError, type CallerIdentity } from '@envios/platform';
import { EndpointScope } from '../../endpoints/endpoint-scope';
import { WebhookEventRecord } from '../../events/webhook-event.schema';
import { DeliveryQueue } from '../delivery-queue';

/** Events one range replay sends at most (a larger gap is replayed in several ranges). */
const REPLAY_MAX = 1_000;

/**
 * POST /webhook-endpoints/{id}/replay {from, to}: every event of the endpoint's account of its types
 * that happened in the range, sent to it again (oldest first), e.g. after the receiver lost data.
 */
@Injectable()
export class ReplayRangeUseCase {
  constructor(
    @InjectModel(WebhookEventRecord.name) private readonly events: Model<WebhookEventRecord>,
    private readonly scope: EndpointScope,
    private readonly queue: DeliveryQueue,
  ) {}

  async execute(caller: CallerIdentity, id: string, range: { from: string; to: string }) {
    const endpoint = await this.scope.find(caller, id, true);
    if (!endpoint.enabled) throw AppError.of(WebhookErrors.disabled);
    const events = await this.events
      .find({ account: endpoint.owner, at: { $gte: new Date(range.from), $lte: new Date(range.to) } })
      .sort({ at: 1 })
      .limit(REPLAY_MAX)
      .lean<WebhookEventRecord[]>();
    const stamp = Date.now().toString(36);
    let replayed = 0;
    for (const event of events) {
      if (!endpoint.events.includes(event.type)) continue;
      const first = `${event.eventId}.${String(endpoint._id)}`;
      await this.queue.send(`${first}.r${stamp}`, String(endpoint._id), event, first);
      replayed++;
    }
    return { replayed };
  }
}
