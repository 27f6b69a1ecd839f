import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { QuotingErrors, type PackageProfileDto, type SavePackageProfile } from '@envios/contracts';
import { AppError, type CallerIdentity } from '@envios/platform';
import { toProfileDto, type StoredProfile } from '../package-profile.mapper';
import { PackageProfile } from '../package-profile.schema';

/** PUT /packageProfileRoutes/{id}: replaces one of the caller's profiles. */
@Injectable()
export class UpdatePackageProfileUseCase {
  constructor(@InjectModel(PackageProfile.name) private readonly profiles: Model<PackageProfile>) {}

  async execute(caller: CallerIdentity, id: string, body: SavePackageProfile): Promise<PackageProfileDto> {
    const { matchedCount } = await this.profiles.updateOne(
      { _id: id, userID: caller.id },
      { $set: { ...body, description: body.description ?? null } },
    );
    if (!matchedCount) throw AppError.of(QuotingErrors.profileNotFound);
    return toProfileDto((await this.profiles.findById(id).lean<StoredProfile>())!);
  }
}
