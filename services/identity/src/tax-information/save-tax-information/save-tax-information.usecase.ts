import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import {
  TaxInformationChanged,
  taxInformationIssues,
  type TaxInformation,
  type TaxInformationDto,
} from '@envios/contracts';
import { AppError, EventPublisher, type CallerIdentity } from '@envios/platform';
import type { UserRecord } from '../../users/user.mapper';
import { userNotFound } from '../../users/user-scope';
import { User } from '../../users/user.schema';
import {
  assertCanWriteTaxInformation,
  toTaxInformationDto,
  type StoredTaxInformation,
} from '../tax-information';

/**
 * PUT /users/{id}/tax-information: SAT's rules (RFC format and check digit, régimen for the person
 * type, uso CFDI for the régimen, razón social without its societary regime) refuse bad data with
 * the first problem's code and every field's message; saved data turns `invoice` on and is
 * announced (TaxInformationChanged) in the same write, for invoicing.
 */
@Injectable()
export class SaveTaxInformationUseCase {
  constructor(
    @InjectModel(User.name) private readonly users: Model<User>,
    private readonly events: EventPublisher,
  ) {}

  async execute(caller: CallerIdentity, id: string, body: TaxInformation): Promise<TaxInformationDto> {
    const target = await this.users.findById(id).lean<UserRecord>();
    if (!target) throw userNotFound();
    assertCanWriteTaxInformation(caller, target);
    const issues = taxInformationIssues(body);
    if (issues.length > 0) {
      const [first] = issues;
      const details = issues.map(({ path, message }) => ({ path, message }));
      throw new AppError(first.entry.status, first.entry.code, first.message, details);
    }

    const changedAt = new Date().toISOString();
    const stored: StoredTaxInformation = {
      rfc: body.rfc,
      razon_social: body.razon_social,
      regimen_fiscal: body.regimen_fiscal,
      uso_cfdi: body.uso_cfdi,
      codigo_postal: body.codigo_postal,
      invoice_frequency: body.invoice_frequency,
      updated_at: changedAt,
    };
    const { updated_at: _, ...taxInformation } = stored;
    await this.events.updateWithEvents(
      this.users,
      { _id: target._id },
      { $set: { taxInformation: stored, invoice: true } },
      this.events.event(TaxInformationChanged, id, {
        userId: id,
        email: target.email,
        taxInformation,
        changedAt,
      }),
    );
    return toTaxInformationDto(stored);
  }
}
