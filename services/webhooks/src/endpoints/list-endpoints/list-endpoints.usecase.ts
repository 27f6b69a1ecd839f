import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import type { WebhookEndpoint } from '@envios/contracts';
import type { CallerIdentity } from '@envios/platform';
import { Endpoint, type EndpointRecord } from '../endpoint.schema';
import { readsEveryAccount, toEndpointDto } from '../endpoint-scope';

/** GET /webhook-endpoints: the caller's account's; every account's for the superadmin and the admin. */
@Injectable()
export class ListEndpointsUseCase {
  constructor(@InjectModel(Endpoint.name) private readonly endpoints: Model<Endpoint>) {}

  async execute(caller: CallerIdentity): Promise<{ data: WebhookEndpoint[] }> {
    const filter = readsEveryAccount(caller) ? { deleted: false } : { owner: caller.id, deleted: false };
    const found = await this.endpoints
      .find(filter)
      .sort({ createdAt: -1 })
      .limit(500)
      .lean<EndpointRecord[]>();
    return { data: found.map(toEndpointDto) };
  }
}
