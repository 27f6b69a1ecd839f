import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { IntegrationChanged, QuotingErrors } from '@envios/contracts';
import { AppError, EventPublisher, type CallerIdentity } from '@envios/platform';
import { ActiveCredentials } from '../active-credentials';
import { carrierConfigName } from '../credential-name';
import { Credential, credentialId } from '../credential.schema';
import { integrationOwner } from '../integration-owner';

/** DELETE /credential/{name}: removes one of the caller's integrations; quotes fall back to the next in line. */
@Injectable()
export class DeleteCredentialUseCase {
  constructor(
    @InjectModel(Credential.name) private readonly credentials: Model<Credential>,
    private readonly active: ActiveCredentials,
    private readonly events: EventPublisher,
  ) {}

  async execute(caller: CallerIdentity, rawName: string): Promise<{ deleted: true }> {
    const name = carrierConfigName(rawName);
    const owner = integrationOwner(caller);
    const _id = credentialId(owner, name);
    const current = await this.credentials.findById(_id).lean();
    if (!current) throw AppError.of(QuotingErrors.credentialNotFound, name);
    // Said before the document goes (a deleted document cannot carry its event): if the delete then
    // fails, a retry says it again, and a copy that forgets an integration still in place only
    // falls back to the next one in line.
    await this.events.publish(IntegrationChanged, _id, {
      owner,
      name,
      exists: false,
      active: false,
      mode: current.mode,
      keys: {},
      changedAt: new Date().toISOString(),
    });
    await this.credentials.deleteOne({ _id });
    this.active.forget(owner, name);
    return { deleted: true };
  }
}
