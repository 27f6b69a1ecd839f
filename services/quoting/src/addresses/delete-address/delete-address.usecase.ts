import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { QuotingErrors } from '@envios/contracts';
import { AppError, type CallerIdentity } from '@envios/platform';
import { SavedAddress } from '../saved-address.schema';

/** DELETE /locations-user/{id}: removes one of the caller's addresses. */
@Injectable()
export class DeleteAddressUseCase {
  constructor(@InjectModel(SavedAddress.name) private readonly addresses: Model<SavedAddress>) {}

  async execute(caller: CallerIdentity, id: string): Promise<{ deleted: true }> {
    const { deletedCount } = await this.addresses.deleteOne({ _id: id, user: caller.id });
    if (!deletedCount) throw AppError.of(QuotingErrors.addressNotFound);
    return { deleted: true };
  }
}
