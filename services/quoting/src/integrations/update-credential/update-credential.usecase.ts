import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { QuotingErrors, type CredentialDto, type SaveCredential } from '@envios/contracts';
import { AppError } from '@envios/platform';
import { ActiveCredentials } from '../active-credentials';
import { CredentialKeys } from '../credential-keys';
import { carrierConfigName } from '../credential-name';
import { Credential } from '../credential.schema';

/** PUT /credential/{name}: the keys of one mode (the other mode's are kept), active flag and mode. */
@Injectable()
export class UpdateCredentialUseCase {
  constructor(
    @InjectModel(Credential.name) private readonly credentials: Model<Credential>,
    private readonly keys: CredentialKeys,
    private readonly active: ActiveCredentials,
  ) {}

  async execute(rawName: string, body: SaveCredential): Promise<CredentialDto> {
    const name = carrierConfigName(rawName);
    if (body.name !== name) throw AppError.of(QuotingErrors.credentialNameMismatch);
    const current = await this.credentials.findById(name).lean();
    if (!current) throw AppError.of(QuotingErrors.credentialNotFound, name);
    const keys = this.keys.seal(body.keys, current.keys[body.mode] ?? {});
    await this.credentials.updateOne(
      { _id: name },
      { $set: { active: body.active, mode: body.mode, [`keys.${body.mode}`]: keys } },
    );
    this.active.forget(name);
    return this.keys.toDto((await this.credentials.findById(name).lean())!);
  }
}
