import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { isValidObjectId } from 'mongoose';
import { WebhookErrors, type WebhookEndpoint } from '@envios/contracts';
import { AppError, type CallerIdentity } from '@envios/platform';
import { Endpoint, type EndpointRecord } from './endpoint.schema';

/** Staff who read every account's webhooks (the superadmin also manages them). */
export const readsEveryAccount = (caller: CallerIdentity) =>
  caller.role === 'superadmin' || caller.role === 'admin';

export const toEndpointDto = (e: EndpointRecord): WebhookEndpoint => ({
  id: String(e._id),
  url: e.url,
  events: e.events,
  enabled: e.enabled,
  disabled_at: e.disabledAt?.toISOString() ?? null,
  failing_since: e.failingSince?.toISOString() ?? null,
  owner: { id: e.owner, email: e.ownerEmail ?? '' },
  mode: e.test ? 'test' : 'live',
  created_at: e.createdAt.toISOString(),
});

/** An endpoint the caller may read (`manage`: change): its owner's, or any for the superadmin. */
@Injectable()
export class EndpointScope {
  constructor(@InjectModel(Endpoint.name) private readonly endpoints: Model<Endpoint>) {}

  async find(caller: CallerIdentity, id: string, manage: boolean): Promise<EndpointRecord> {
    const e = isValidObjectId(id) ? await this.endpoints.findById(id).lean<EndpointRecord>() : null;
    const allowed =
      !!e &&
      !e.deleted &&
      (e.owner === caller.id || caller.role === 'superadmin' || (!manage && readsEveryAccount(caller)));
    if (!allowed) throw AppError.of(WebhookErrors.endpointNotFound);
    return e;
  }
}
