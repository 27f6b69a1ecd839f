import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { QuotingErrors } from '@envios/contracts';
import { AppError, type CallerIdentity } from '@envios/platform';
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
  ) {}

  async execute(caller: CallerIdentity, rawName: string): Promise<{ deleted: true }> {
    const name = carrierConfigName(rawName);
    const owner = integrationOwner(caller);
    const { deletedCount } = await this.credentials.deleteOne({ _id: credentialId(owner, name) });
    if (!deletedCount) throw AppError.of(QuotingErrors.credentialNotFound, name);
    this.active.forget(owner, name);
    return { deleted: true };
  }
}
