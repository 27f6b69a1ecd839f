import { PUBLICO_EN_GENERAL } from '@envios/domain';
import type { TaxInformation } from '../customers/customer.schema';
import type { Receiver } from './invoice.schema';

/** A customer's receptor data as its tax information says. */
export const receiverOf = (tax: TaxInformation): Receiver => ({
  rfc: tax.rfc,
  name: tax.razon_social,
  regimen: tax.regimen_fiscal,
  uso: tax.uso_cfdi,
  zip: tax.codigo_postal,
});

/** SAT's público en general: régimen 616, uso S01, and the issuer's lugar de expedición as CP. */
export const publicoEnGeneral = (issuerZip: string): Receiver => ({
  rfc: PUBLICO_EN_GENERAL.rfc,
  name: PUBLICO_EN_GENERAL.razon_social,
  regimen: PUBLICO_EN_GENERAL.regimen_fiscal,
  uso: PUBLICO_EN_GENERAL.uso_cfdi,
  zip: issuerZip,
});

export const isPublicoEnGeneral = (receiver: Receiver) => receiver.rfc === PUBLICO_EN_GENERAL.rfc;
