import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import type { WebhookDelivery } from '@envios/contracts';
import type { CallerIdentity } from '@envios/platform';
import { EndpointScope } from '../../endpoints/endpoint-scope';
import { decodeCursor, encodeCursor, olderThan } from '../../shared-cursor';
import { toDeliveryDto } from '../delivery.mapper';
import { Delivery } from '../delivery.schema';

/** GET /webhook-endpoints/{id}/deliveries: the delivery log, newest first, by cursor. */
@Injectable()
export class ListDeliveriesUseCase {
  constructor(
    @InjectModel(Delivery.name) private readonly deliveries: Model<Delivery>,
    private readonly scope: EndpointScope,
  ) {}

  async execute(
    caller: CallerIdentity,
    id: string,
    cursor: string | undefined,
    limit: number,
  ): Promise<{ data: WebhookDelivery[]; next_cursor: string | null }> {
    const endpoint = await this.scope.find(caller, id, false);
    const found = await this.deliveries
      .find({ endpoint: String(endpoint._id), ...olderThan('createdAt', decodeCursor(cursor)) })
      .sort({ createdAt: -1, _id: -1 })
      .limit(limit + 1)
      .lean<Delivery[]>();
    const page = found.slice(0, limit);
    const last = page.at(-1);
    return {
      data: page.map(toDeliveryDto),
      next_cursor: found.length > limit && last ? encodeCursor({ at: last.createdAt, id: last._id }) : null,
    };
  }
}
