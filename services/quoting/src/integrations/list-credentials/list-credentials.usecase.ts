import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import type { CredentialDto } from '@envios/contracts';
import { CredentialKeys } from '../credential-keys';
import { Credential } from '../credential.schema';

/** GET /credential: every integration, secrets masked. */
@Injectable()
export class ListCredentialsUseCase {
  constructor(
    @InjectModel(Credential.name) private readonly credentials: Model<Credential>,
    private readonly keys: CredentialKeys,
  ) {}

  async execute(): Promise<CredentialDto[]> {
    const all = await this.credentials.find().sort({ _id: 1 }).lean();
    return all.map((c) => this.keys.toDto(c));
  }
}
