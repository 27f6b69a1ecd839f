import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { QuotingErrors, type SaveAddress, type SavedAddressDto } from '@envios/contracts';
import { AppError, type CallerIdentity } from '@envios/platform';
import { PostalCatalog } from '../../postal-codes/postal-catalog';
import { addressFields } from '../address-fields';
import { toAddressDto, type StoredAddress } from '../saved-address.mapper';
import { SavedAddress } from '../saved-address.schema';

/** PUT /locations-user/{id}: replaces one of the caller's addresses. */
@Injectable()
export class UpdateAddressUseCase {
  constructor(
    @InjectModel(SavedAddress.name) private readonly addresses: Model<SavedAddress>,
    private readonly catalog: PostalCatalog,
  ) {}

  async execute(caller: CallerIdentity, id: string, body: SaveAddress): Promise<SavedAddressDto> {
    const fields = addressFields(this.catalog, body);
    const { matchedCount } = await this.addresses.updateOne({ _id: id, user: caller.id }, { $set: fields });
    if (!matchedCount) throw AppError.of(QuotingErrors.addressNotFound);
    return toAddressDto((await this.addresses.findById(id).lean<StoredAddress>())!);
  }
}
