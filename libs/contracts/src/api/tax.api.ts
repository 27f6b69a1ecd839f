import { z } from 'zod';
import {
  findRegimenFiscal,
  findUsoCfdi,
  normalizeRfc,
  regimenAllowed,
  RFC_EXTRANJERO,
  RFC_PUBLICO_EN_GENERAL,
  rfcPersonType,
  rfcProblem,
  usoAllowed,
} from '@envios/domain';
import { errorMessage, type ErrorEntry } from '../errors/common.errors';
import { TaxErrors } from '../errors/tax.errors';
import { visibleText } from './text.api';

/** How often a customer's payments are invoiced: each one, or consolidated per period. */
export const INVOICE_FREQUENCIES = ['payment', 'weekly', 'fortnightly', 'monthly'] as const;
export const InvoiceFrequencySchema = z.enum(INVOICE_FREQUENCIES, {
  error: 'Elige cada cuánto quieres tu factura.',
});
export type InvoiceFrequency = z.infer<typeof InvoiceFrequencySchema>;

/** CFDI 4.0's Nombre of the receptor is at most 254 characters. */
export const RAZON_SOCIAL_MAX = 254;

/** SAT registers names in capitals with single spaces; the CFDI must carry it exactly so. */
export const normalizeRazonSocial = (name: string) =>
  name.trim().replace(/\s+/g, ' ').toLocaleUpperCase('es-MX');

// "S.A. DE C.V.", "S. DE R.L. DE C.V.", "SAPI DE CV", "A.C."… at the end, dots and commas aside.
const SOCIETARY_REGIME =
  / (S ?A ?P ?I|S ?A ?B|S ?A ?S|S ?A|S ?DE ?R ?L|S ?C|A ?C|S ?P ?R|S EN C|S EN N ?C)( DE (C ?V|R ?L|R ?L DE C ?V|R ?I|R ?S))?$/;
const hasSocietaryRegime = (name: string) =>
  SOCIETARY_REGIME.test(name.replace(/[.,]/g, ' ').replace(/\s+/g, ' ').trim());

/** The body of PUT /users/{id}/tax-information, as it arrives: its shape only. */
export const TaxInformationBodySchema = z.object({
  rfc: visibleText().max(13, TaxErrors.rfcInvalid.message('length')).transform(normalizeRfc),
  razon_social: visibleText()
    .max(RAZON_SOCIAL_MAX, `La razón social tiene como máximo ${RAZON_SOCIAL_MAX} caracteres.`)
    .transform(normalizeRazonSocial),
  regimen_fiscal: visibleText(),
  uso_cfdi: visibleText().transform((uso) => uso.toUpperCase()),
  codigo_postal: visibleText(),
  invoice_frequency: InvoiceFrequencySchema,
});
export type TaxInformationBody = z.input<typeof TaxInformationBodySchema>;
export type TaxInformation = z.output<typeof TaxInformationBodySchema>;

export interface TaxInformationIssue {
  path: keyof TaxInformation;
  entry: ErrorEntry<any>;
  message: string;
}

const issue = <A extends unknown[]>(
  path: keyof TaxInformation,
  entry: ErrorEntry<A>,
  ...args: A
): TaxInformationIssue => ({ path, entry, message: errorMessage(entry, ...args) });

/**
 * What SAT's rules find wrong in (normalised) tax data, one issue per field at most: the RFC's format
 * and check digit, the régimen for the person type, the uso CFDI for the régimen, the razón social
 * without its societary regime. Whether the postal code exists is the SEPOMEX catalogue's answer.
 */
export function taxInformationIssues(data: TaxInformation): TaxInformationIssue[] {
  const issues: TaxInformationIssue[] = [];
  const rfc = normalizeRfc(data.rfc);
  const generic = rfc === RFC_PUBLICO_EN_GENERAL || rfc === RFC_EXTRANJERO;
  // The person type decides what the régimen and uso may be; a generic RFC has none of its own.
  const personType = generic ? undefined : rfcPersonType(rfc);
  const problem = rfcProblem(rfc);
  if (generic) issues.push(issue('rfc', TaxErrors.rfcGeneric));
  else if (problem) issues.push(issue('rfc', TaxErrors.rfcInvalid, problem));

  if (!data.razon_social) issues.push(issue('razon_social', TaxErrors.razonSocialRequired));
  else if (personType === 'moral' && hasSocietaryRegime(data.razon_social)) {
    issues.push(issue('razon_social', TaxErrors.razonSocialWithRegime));
  }

  const regimenKnown = findRegimenFiscal(data.regimen_fiscal) !== undefined;
  const regimenFits = regimenKnown && (!personType || regimenAllowed(data.regimen_fiscal, personType));
  if (!regimenKnown) issues.push(issue('regimen_fiscal', TaxErrors.regimenInvalid));
  else if (!regimenFits) {
    issues.push(issue('regimen_fiscal', TaxErrors.regimenNotAllowed, data.regimen_fiscal, personType!));
  }

  // Which usos a régimen allows is only worth saying once the régimen itself is right.
  if (!findUsoCfdi(data.uso_cfdi)) issues.push(issue('uso_cfdi', TaxErrors.usoInvalid));
  else if (regimenFits && personType && !usoAllowed(data.uso_cfdi, data.regimen_fiscal, personType)) {
    issues.push(issue('uso_cfdi', TaxErrors.usoNotAllowed, data.uso_cfdi, data.regimen_fiscal));
  }

  if (!/^\d{5}$/.test(data.codigo_postal)) issues.push(issue('codigo_postal', TaxErrors.postalCodeInvalid));
  return issues;
}

/** The same body with SAT's rules, for the web form: the very messages the API answers with. */
export const TaxInformationSchema = TaxInformationBodySchema.superRefine((data, ctx) => {
  for (const found of taxInformationIssues(data)) {
    ctx.addIssue({ code: 'custom', path: [found.path], message: found.message });
  }
});

/** A user's saved tax data (GET/PUT /users/{id}/tax-information). */
export const TaxInformationDtoSchema = z.object({
  rfc: z.string(),
  razon_social: z.string(),
  regimen_fiscal: z.string(),
  uso_cfdi: z.string(),
  codigo_postal: z.string(),
  invoice_frequency: InvoiceFrequencySchema,
  /** persona física or moral, from the RFC's length. */
  person_type: z.enum(['fisica', 'moral']),
  updated_at: z.iso.datetime(),
});
export type TaxInformationDto = z.infer<typeof TaxInformationDtoSchema>;
