import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import type { PackageProfileDto, SavePackageProfile } from '@envios/contracts';
import type { CallerIdentity } from '@envios/platform';
import { toProfileDto, type StoredProfile } from '../package-profile.mapper';
import { PackageProfile } from '../package-profile.schema';

/** POST /packageProfileRoutes: a profile within the limits of its package type, for the caller. */
@Injectable()
export class CreatePackageProfileUseCase {
  constructor(@InjectModel(PackageProfile.name) private readonly profiles: Model<PackageProfile>) {}

  async execute(caller: CallerIdentity, body: SavePackageProfile): Promise<PackageProfileDto> {
    const created = await this.profiles.create({
      ...body,
      description: body.description ?? null,
      userID: caller.id,
    });
    return toProfileDto(created.toObject() as StoredProfile);
  }
}
