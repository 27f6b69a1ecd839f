import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import type { CallerIdentity } from '@envios/platform';
import { Endpoint } from '../endpoint.schema';
import { EndpointScope } from '../endpoint-scope';
import { WebhookSecrets } from '../webhook-secrets';

/** For how long deliveries still carry a signature with the secret a rotation replaced. */
const PREVIOUS_SECRET_MS = 24 * 3_600_000;

/**
 * POST /webhook-endpoints/{id}/rotate-secret: a new secret, answered once; for a day each delivery
 * is signed with both, so the receiver can switch without losing one.
 */
@Injectable()
export class RotateSecretUseCase {
  constructor(
    @InjectModel(Endpoint.name) private readonly endpoints: Model<Endpoint>,
    private readonly scope: EndpointScope,
    private readonly secrets: WebhookSecrets,
  ) {}

  async execute(caller: CallerIdentity, id: string) {
    const endpoint = await this.scope.find(caller, id, true);
    const { secret, sealed } = this.secrets.create();
    const until = new Date(Date.now() + PREVIOUS_SECRET_MS);
    await this.endpoints.updateOne(
      { _id: endpoint._id },
      { $set: { secret: sealed, previousSecret: endpoint.secret, previousUntil: until } },
    );
    return { id: String(endpoint._id), secret, previous_secret_expires_at: until.toISOString() };
  }
}
