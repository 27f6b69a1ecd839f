import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import type { CredentialDto } from '@envios/contracts';
import type { CallerIdentity } from '@envios/platform';
import { CredentialKeys } from '../credential-keys';
import { Credential } from '../credential.schema';
import { integrationOwner } from '../integration-owner';

/** GET /credential: the caller's integrations (a superadmin's are the platform's), secrets masked. */
@Injectable()
export class ListCredentialsUseCase {
  constructor(
    @InjectModel(Credential.name) private readonly credentials: Model<Credential>,
    private readonly keys: CredentialKeys,
  ) {}

  async execute(caller: CallerIdentity): Promise<CredentialDto[]> {
    const all = await this.credentials
      .find({ owner: integrationOwner(caller) })
      .sort({ name: 1 })
      .lean();
    return all.map((c) => this.keys.toDto(c));
  }
}
