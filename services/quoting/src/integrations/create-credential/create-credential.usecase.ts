import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { QuotingErrors, type CredentialDto, type SaveCredential } from '@envios/contracts';
import type { CarrierConfigName } from '@envios/domain';
import { AppError } from '@envios/platform';
import { CredentialKeys } from '../credential-keys';
import { Credential } from '../credential.schema';

/** POST /credential: a new integration; its keys are sealed before they are stored. */
@Injectable()
export class CreateCredentialUseCase {
  constructor(
    @InjectModel(Credential.name) private readonly credentials: Model<Credential>,
    private readonly keys: CredentialKeys,
  ) {}

  async execute(body: SaveCredential): Promise<CredentialDto> {
    const name = body.name as CarrierConfigName;
    if (await this.credentials.exists({ _id: name })) throw AppError.of(QuotingErrors.credentialExists, name);
    await this.credentials.create({
      _id: name,
      active: body.active,
      mode: body.mode,
      keys: { [body.mode]: this.keys.seal(body.keys) },
    });
    return this.keys.toDto((await this.credentials.findById(name).lean())!);
  }
}
