import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import type { CallerIdentity } from '@envios/platform';
import { assertSelf } from '../../shared/owner';
import { toProfileDto, type StoredProfile } from '../package-profile.mapper';
import { PackageProfile } from '../package-profile.schema';

/** GET /packageProfileRoutes?userID=: the caller's package profiles by name. */
@Injectable()
export class ListPackageProfilesUseCase {
  constructor(@InjectModel(PackageProfile.name) private readonly profiles: Model<PackageProfile>) {}

  async execute(caller: CallerIdentity, requestedUser?: string) {
    assertSelf(caller, requestedUser);
    const profiles = await this.profiles
      .find({ userID: caller.id })
      .sort({ name: 1, _id: 1 })
      .lean<StoredProfile[]>();
    return { profiles: profiles.map(toProfileDto) };
  }
}
