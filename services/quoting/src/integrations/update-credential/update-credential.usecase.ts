import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import {
  IntegrationChanged,
  QuotingErrors,
  type CredentialDto,
  type SaveCredential,
} from '@envios/contracts';
import { AppError, EventPublisher, type CallerIdentity } from '@envios/platform';
import { ActiveCredentials } from '../active-credentials';
import { CredentialKeys } from '../credential-keys';
import { carrierConfigName } from '../credential-name';
import { Credential, credentialId } from '../credential.schema';
import { integrationOwner } from '../integration-owner';

/** PUT /credential/{name}: the keys of one mode (the other mode's are kept), active flag and mode, of the caller's integration. */
@Injectable()
export class UpdateCredentialUseCase {
  constructor(
    @InjectModel(Credential.name) private readonly credentials: Model<Credential>,
    private readonly keys: CredentialKeys,
    private readonly active: ActiveCredentials,
    private readonly events: EventPublisher,
  ) {}

  async execute(caller: CallerIdentity, rawName: string, body: SaveCredential): Promise<CredentialDto> {
    const name = carrierConfigName(rawName);
    if (body.name !== name) throw AppError.of(QuotingErrors.credentialNameMismatch);
    const owner = integrationOwner(caller);
    const _id = credentialId(owner, name);
    // Another owner's integration is not found, whatever its name: nothing of it leaks.
    const current = await this.credentials.findById(_id).lean();
    if (!current) throw AppError.of(QuotingErrors.credentialNotFound, name);
    const keys = this.keys.seal(body.keys, current.keys[body.mode] ?? {});
    // Services that make labels keep a copy of the keys, still sealed.
    await this.events.updateWithEvents(
      this.credentials,
      { _id },
      { $set: { active: body.active, mode: body.mode, [`keys.${body.mode}`]: keys } },
      this.events.event(IntegrationChanged, _id, {
        owner,
        name,
        exists: true,
        active: body.active,
        mode: body.mode,
        keys: { ...current.keys, [body.mode]: keys },
        changedAt: new Date().toISOString(),
      }),
    );
    this.active.forget(owner, name);
    return this.keys.toDto((await this.credentials.findById(_id).lean())!);
  }
}
