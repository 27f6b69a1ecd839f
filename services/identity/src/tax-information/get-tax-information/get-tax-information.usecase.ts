import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { TaxErrors, type TaxInformationDto } from '@envios/contracts';
import { AppError, type CallerIdentity } from '@envios/platform';
import type { UserRecord } from '../../users/user.mapper';
import { userNotFound } from '../../users/user-scope';
import { User } from '../../users/user.schema';
import {
  assertCanReadTaxInformation,
  toTaxInformationDto,
  type StoredTaxInformation,
} from '../tax-information';

/** GET /users/{id}/tax-information; 404 TAX.NOT_SET while the user has none. */
@Injectable()
export class GetTaxInformationUseCase {
  constructor(@InjectModel(User.name) private readonly users: Model<User>) {}

  async execute(caller: CallerIdentity, id: string): Promise<TaxInformationDto> {
    const user = await this.users.findById(id).lean<UserRecord>();
    if (!user) throw userNotFound();
    assertCanReadTaxInformation(caller, user);
    if (!user.taxInformation) throw AppError.of(TaxErrors.notSet);
    return toTaxInformationDto(user.taxInformation as StoredTaxInformation);
  }
}
