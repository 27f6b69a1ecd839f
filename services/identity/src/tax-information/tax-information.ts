import type { TaxInformation, TaxInformationDto } from '@envios/contracts';
import { rfcPersonType } from '@envios/domain';
import { AppError, type CallerIdentity } from '@envios/platform';
import { CommonErrors } from '@envios/contracts';
import type { UserRecord } from '../users/user.mapper';
import { assertCanManage, canView } from '../users/user-scope';

/** What a user document keeps in `taxInformation` (the user schema's free-form field). */
export type StoredTaxInformation = TaxInformation & { updated_at: string };

export function toTaxInformationDto(stored: StoredTaxInformation): TaxInformationDto {
  return {
    rfc: stored.rfc,
    razon_social: stored.razon_social,
    regimen_fiscal: stored.regimen_fiscal,
    uso_cfdi: stored.uso_cfdi,
    codigo_postal: stored.codigo_postal,
    invoice_frequency: stored.invoice_frequency,
    person_type: rfcPersonType(stored.rfc) ?? 'fisica',
    updated_at: stored.updated_at,
  };
}

/** Reading: the person themself, or whoever reaches their account (GET /users/{id}'s rule). */
export function assertCanReadTaxInformation(caller: CallerIdentity, target: UserRecord): void {
  if (!canView(caller, target)) throw AppError.of(CommonErrors.forbidden);
}

/**
 * Writing: the person themself, or whoever manages their account (a superadmin or sales any, a
 * client its assigned users; only a superadmin a superadmin's).
 */
export function assertCanWriteTaxInformation(caller: CallerIdentity, target: UserRecord): void {
  if (String(target._id) === caller.id) return;
  assertCanManage(caller, target);
}
