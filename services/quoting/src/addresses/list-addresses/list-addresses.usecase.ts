import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import type { CallerIdentity } from '@envios/platform';
import { assertSelf } from '../../shared/owner';
import { toAddressDto, type StoredAddress } from '../saved-address.mapper';
import { SavedAddress } from '../saved-address.schema';

/** GET /locations-user?user=: the caller's saved addresses by name. */
@Injectable()
export class ListAddressesUseCase {
  constructor(@InjectModel(SavedAddress.name) private readonly addresses: Model<SavedAddress>) {}

  async execute(caller: CallerIdentity, requestedUser?: string) {
    assertSelf(caller, requestedUser);
    const docs = await this.addresses
      .find({ user: caller.id })
      .sort({ name: 1, _id: 1 })
      .lean<StoredAddress[]>();
    return { docs: docs.map(toAddressDto) };
  }
}
