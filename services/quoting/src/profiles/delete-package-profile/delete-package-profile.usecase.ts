import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { QuotingErrors } from '@envios/contracts';
import { AppError, type CallerIdentity } from '@envios/platform';
import { PackageProfile } from '../package-profile.schema';

/** DELETE /packageProfileRoutes/{id}: removes one of the caller's profiles. */
@Injectable()
export class DeletePackageProfileUseCase {
  constructor(@InjectModel(PackageProfile.name) private readonly profiles: Model<PackageProfile>) {}

  async execute(caller: CallerIdentity, id: string): Promise<{ deleted: true }> {
    const { deletedCount } = await this.profiles.deleteOne({ _id: id, userID: caller.id });
    if (!deletedCount) throw AppError.of(QuotingErrors.profileNotFound);
    return { deleted: true };
  }
}
