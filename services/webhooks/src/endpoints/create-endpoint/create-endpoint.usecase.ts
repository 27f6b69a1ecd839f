import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import {
  MAX_WEBHOOK_ENDPOINTS,
  WebhookErrors,
  type CreateWebhookEndpoint,
  type WebhookEndpoint,
} from '@envios/contracts';
import { AppError, type CallerIdentity } from '@envios/platform';
import { Endpoint, type EndpointRecord } from '../endpoint.schema';
import { toEndpointDto } from '../endpoint-scope';
import { SubscribedEndpoints } from '../subscribed-endpoints';
import { UrlGuard } from '../url-guard';
import { WebhookSecrets } from '../webhook-secrets';

/**
 * POST /webhook-endpoints: an endpoint of the caller's account, for the event types chosen, answered
 * with its signing secret this once. Its URL must be https and resolve to public addresses only.
 * Made with a test key, it is a test endpoint: it receives what test keys make, and nothing live.
 */
@Injectable()
export class CreateEndpointUseCase {
  constructor(
    @InjectModel(Endpoint.name) private readonly endpoints: Model<Endpoint>,
    private readonly urls: UrlGuard,
    private readonly secrets: WebhookSecrets,
    private readonly subscribed: SubscribedEndpoints,
  ) {}

  async execute(
    caller: CallerIdentity,
    body: CreateWebhookEndpoint,
  ): Promise<WebhookEndpoint & { secret: string }> {
    const refusal = await this.urls.refusal(body.url);
    if (refusal) throw AppError.of(refusal);
    const held = await this.endpoints.countDocuments({ owner: caller.id, deleted: false });
    if (held >= MAX_WEBHOOK_ENDPOINTS) throw AppError.of(WebhookErrors.tooMany);
    const { secret, sealed } = this.secrets.create();
    const created = await this.endpoints.create({
      owner: caller.id,
      ownerEmail: caller.email ?? '',
      url: body.url,
      events: body.events,
      secret: sealed,
      test: !!caller.test,
    });
    this.subscribed.forget(caller.id);
    return { ...toEndpointDto(created.toObject<EndpointRecord>()), secret };
  }
}
