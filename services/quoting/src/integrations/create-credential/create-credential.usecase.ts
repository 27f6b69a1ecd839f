import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import {
  IntegrationChanged,
  QuotingErrors,
  type CredentialDto,
  type SaveCredential,
} from '@envios/contracts';
import type { CarrierConfigName } from '@envios/domain';
import { AppError, EventPublisher, type CallerIdentity } from '@envios/platform';
import { ActiveCredentials } from '../active-credentials';
import { CredentialKeys } from '../credential-keys';
import { Credential, credentialId } from '../credential.schema';
import { integrationOwner } from '../integration-owner';

/** POST /credential: a new integration of the caller's; its keys are sealed before they are stored. */
@Injectable()
export class CreateCredentialUseCase {
  constructor(
    @InjectModel(Credential.name) private readonly credentials: Model<Credential>,
    private readonly keys: CredentialKeys,
    private readonly active: ActiveCredentials,
    private readonly events: EventPublisher,
  ) {}

  async execute(caller: CallerIdentity, body: SaveCredential): Promise<CredentialDto> {
    const owner = integrationOwner(caller);
    const name = body.name as CarrierConfigName;
    const _id = credentialId(owner, name);
    const keys = { [body.mode]: this.keys.seal(body.keys) };
    const changed = this.events.event(IntegrationChanged, _id, {
      owner,
      name,
      exists: true,
      active: body.active,
      mode: body.mode,
      keys,
      changedAt: new Date().toISOString(),
    });
    try {
      await this.events.insertWithEvents(
        this.credentials,
        { _id, owner, name, active: body.active, mode: body.mode, keys } as Credential,
        changed,
      );
    } catch (err) {
      if ((err as { code?: number }).code === 11000) throw AppError.of(QuotingErrors.credentialExists, name);
      throw err;
    }
    this.active.forget(owner, name);
    return this.keys.toDto((await this.credentials.findById(_id).lean())!);
  }
}
