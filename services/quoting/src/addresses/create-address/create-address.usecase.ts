import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import type { SaveAddress, SavedAddressDto } from '@envios/contracts';
import type { CallerIdentity } from '@envios/platform';
import { PostalCatalog } from '../../postal-codes/postal-catalog';
import { addressFields } from '../address-fields';
import { toAddressDto, type StoredAddress } from '../saved-address.mapper';
import { SavedAddress } from '../saved-address.schema';

/** POST /locations-user: saves an address for the caller. */
@Injectable()
export class CreateAddressUseCase {
  constructor(
    @InjectModel(SavedAddress.name) private readonly addresses: Model<SavedAddress>,
    private readonly catalog: PostalCatalog,
  ) {}

  async execute(caller: CallerIdentity, body: SaveAddress): Promise<SavedAddressDto> {
    const created = await this.addresses.create({ ...addressFields(this.catalog, body), user: caller.id });
    return toAddressDto(created.toObject() as StoredAddress);
  }
}
