import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { TaxErrors, TaxInformationChanged } from '@envios/contracts';
import { AppError, EventPublisher, type CallerIdentity } from '@envios/platform';
import type { UserRecord } from '../../users/user.mapper';
import { userNotFound } from '../../users/user-scope';
import { User } from '../../users/user.schema';
import { assertCanWriteTaxInformation } from '../tax-information';

/**
 * DELETE /users/{id}/tax-information: the user's payments go into the period's global invoice to
 * público en general again; announced with `taxInformation: null`.
 */
@Injectable()
export class DeleteTaxInformationUseCase {
  constructor(
    @InjectModel(User.name) private readonly users: Model<User>,
    private readonly events: EventPublisher,
  ) {}

  async execute(caller: CallerIdentity, id: string): Promise<{ deleted: true }> {
    const target = await this.users.findById(id).lean<UserRecord>();
    if (!target) throw userNotFound();
    assertCanWriteTaxInformation(caller, target);
    if (!target.taxInformation) throw AppError.of(TaxErrors.notSet);
    await this.events.updateWithEvents(
      this.users,
      { _id: target._id },
      { $set: { taxInformation: null, invoice: false } },
      this.events.event(TaxInformationChanged, id, {
        userId: id,
        email: target.email,
        taxInformation: null,
        changedAt: new Date().toISOString(),
      }),
    );
    return { deleted: true };
  }
}
