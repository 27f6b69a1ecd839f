import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import type { WebhookEndpoint } from '@envios/contracts';
import type { CallerIdentity } from '@envios/platform';
import { Endpoint } from '../endpoint.schema';
import { EndpointScope, toEndpointDto } from '../endpoint-scope';

/** DELETE /webhook-endpoints/{id}: it receives nothing more; deliveries in flight are dropped. */
@Injectable()
export class DeleteEndpointUseCase {
  constructor(
    @InjectModel(Endpoint.name) private readonly endpoints: Model<Endpoint>,
    private readonly scope: EndpointScope,
  ) {}

  async execute(caller: CallerIdentity, id: string): Promise<WebhookEndpoint> {
    const endpoint = await this.scope.find(caller, id, true);
    const at = endpoint.disabledAt ?? new Date();
    await this.endpoints.updateOne(
      { _id: endpoint._id },
      { $set: { deleted: true, enabled: false, disabledAt: at } },
    );
    return toEndpointDto({ ...endpoint, deleted: true, enabled: false, disabledAt: at });
  }
}
