import type { PackageProfileDto } from '@envios/contracts';
import type { Types } from 'mongoose';
import type { PackageProfile } from './package-profile.schema';

export type StoredProfile = PackageProfile & { _id: Types.ObjectId };

export const toProfileDto = (p: StoredProfile): PackageProfileDto => ({
  _id: String(p._id),
  name: p.name,
  type: p.type,
  weight: p.weight,
  dimensions: { length: p.dimensions.length, width: p.dimensions.width, height: p.dimensions.height },
  description: p.description,
  userID: p.userID,
});
