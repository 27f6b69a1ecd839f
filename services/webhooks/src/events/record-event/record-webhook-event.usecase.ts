import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { DeliveryQueue } from '../../deliveries/delivery-queue';
import { SubscribedEndpoints } from '../../endpoints/subscribed-endpoints';
import { Member } from '../../members/member.schema';
import type { WebhookOccurrence } from '../webhook-payloads';
import { WebhookEventRecord } from '../webhook-event.schema';

/** The source event: its id (what deliveries carry, so a receiver can drop duplicates) and time. */
export interface SourceEvent {
  id: string;
  occurredAt: string;
}

/**
 * Records what a source event means for the webhooks — in the event log of the owner's account and
 * of its client account — and sends it to each enabled endpoint of those accounts subscribed to its
 * type and of its mode (test or live). Once per event: a redelivered event records and sends
 * nothing new.
 */
@Injectable()
export class RecordWebhookEventUseCase {
  constructor(
    @InjectModel(WebhookEventRecord.name) private readonly events: Model<WebhookEventRecord>,
    private readonly subscribed: SubscribedEndpoints,
    @InjectModel(Member.name) private readonly members: Model<Member>,
    private readonly deliveries: DeliveryQueue,
  ) {}

  async execute(source: SourceEvent, occurrences: readonly WebhookOccurrence[]): Promise<void> {
    for (const [i, occurrence] of occurrences.entries()) {
      // One source event may mean two (tracking.updated and shipment.exception): each its own id.
      const eventId = i === 0 ? source.id : `${source.id}-${i}`;
      for (const account of await this.accountsOf(occurrence)) {
        const record: WebhookEventRecord = {
          _id: `${eventId}:${account}`,
          eventId,
          account,
          type: occurrence.type,
          shipmentId: occurrence.shipmentId,
          at: new Date(source.occurredAt),
          test: occurrence.test,
          data: occurrence.data,
        };
        await this.events.updateOne({ _id: record._id }, { $setOnInsert: record }, { upsert: true });
        const endpoints = await this.subscribed.of(account, occurrence.type, !!occurrence.test);
        for (const endpoint of endpoints)
          await this.deliveries.send(`${eventId}.${String(endpoint._id)}`, String(endpoint._id), record);
      }
    }
  }

  /** The owner's account, and the client account it belongs to (the event's, or as last recorded). */
  private async accountsOf(o: WebhookOccurrence): Promise<string[]> {
    const account = o.account ?? (await this.members.findById(o.owner).lean())?.account ?? null;
    return [...new Set([o.owner, account].filter((a): a is string => !!a))];
  }
}
