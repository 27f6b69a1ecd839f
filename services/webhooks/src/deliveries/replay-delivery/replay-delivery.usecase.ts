import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { WebhookErrors, type WebhookDelivery } from '@envios/contracts';
import { AppError, type CallerIdentity } from '@envios/platform';
import { EndpointScope } from '../../endpoints/endpoint-scope';
import { WebhookEventRecord } from '../../events/webhook-event.schema';
import { toDeliveryDto } from '../delivery.mapper';
import { Delivery } from '../delivery.schema';
import { DeliveryQueue } from '../delivery-queue';

/**
 * POST /webhook-deliveries/{id}/replay: the same event (same id, so a receiver that keeps ids drops
 * it if it had it) sent again to the same endpoint, as a new delivery with its own log.
 */
@Injectable()
export class ReplayDeliveryUseCase {
  constructor(
    @InjectModel(Delivery.name) private readonly deliveries: Model<Delivery>,
    @InjectModel(WebhookEventRecord.name) private readonly events: Model<WebhookEventRecord>,
    private readonly scope: EndpointScope,
    private readonly queue: DeliveryQueue,
  ) {}

  async execute(caller: CallerIdentity, id: string): Promise<WebhookDelivery> {
    const original = await this.deliveries.findById(id).lean<Delivery>();
    if (!original) throw AppError.of(WebhookErrors.deliveryNotFound);
    const endpoint = await this.scope.find(caller, original.endpoint, true).catch(() => {
      throw AppError.of(WebhookErrors.deliveryNotFound);
    });
    if (!endpoint.enabled) throw AppError.of(WebhookErrors.disabled);
    const event = await this.events.findById(original.event).lean<WebhookEventRecord>();
    if (!event) throw AppError.of(WebhookErrors.deliveryNotFound);
    const replayId = `${original.replayOf ?? original._id}.r${Date.now().toString(36)}`;
    await this.queue.send(replayId, original.endpoint, event, original.replayOf ?? original._id);
    return toDeliveryDto((await this.deliveries.findById(replayId).lean<Delivery>())!);
  }
}
