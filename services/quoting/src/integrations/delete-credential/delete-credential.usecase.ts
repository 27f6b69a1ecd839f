import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { QuotingErrors } from '@envios/contracts';
import { AppError } from '@envios/platform';
import { ActiveCredentials } from '../active-credentials';
import { carrierConfigName } from '../credential-name';
import { Credential } from '../credential.schema';

/** DELETE /credential/{name}: removes an integration; its carrier is priced from the rate card again. */
@Injectable()
export class DeleteCredentialUseCase {
  constructor(
    @InjectModel(Credential.name) private readonly credentials: Model<Credential>,
    private readonly active: ActiveCredentials,
  ) {}

  async execute(rawName: string): Promise<{ deleted: true }> {
    const name = carrierConfigName(rawName);
    const { deletedCount } = await this.credentials.deleteOne({ _id: name });
    if (!deletedCount) throw AppError.of(QuotingErrors.credentialNotFound, name);
    this.active.forget(name);
    return { deleted: true };
  }
}
