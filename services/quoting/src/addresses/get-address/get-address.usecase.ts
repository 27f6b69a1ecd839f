import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { QuotingErrors, type SavedAddressDto } from '@envios/contracts';
import { AppError, type CallerIdentity } from '@envios/platform';
import { toAddressDto, type StoredAddress } from '../saved-address.mapper';
import { SavedAddress } from '../saved-address.schema';

/** GET /locations-user/{id}: one of the caller's addresses (another user's answers 404). */
@Injectable()
export class GetAddressUseCase {
  constructor(@InjectModel(SavedAddress.name) private readonly addresses: Model<SavedAddress>) {}

  async execute(caller: CallerIdentity, id: string): Promise<SavedAddressDto> {
    const address = await this.addresses.findOne({ _id: id, user: caller.id }).lean<StoredAddress>();
    if (!address) throw AppError.of(QuotingErrors.addressNotFound);
    return toAddressDto(address);
  }
}
