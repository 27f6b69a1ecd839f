import type { RfcProblem, SatPersonType } from '@envios/domain';
import { defineErrors } from './common.errors';

const RFC_PARTS: Record<RfcProblem, string> = {
  length: 'El RFC tiene 13 caracteres (persona física) o 12 (persona moral).',
  letters:
    'RFC inválido: las letras iniciales (4 de persona física, 3 de persona moral) solo pueden ser letras, Ñ o &.',
  date: 'RFC inválido: la fecha (los 6 dígitos AAMMDD después de las letras) no existe.',
  homoclave: 'RFC inválido: la homoclave (los 2 caracteres antes del último) solo lleva letras y números.',
  check_digit:
    'RFC inválido: el dígito verificador (el último carácter) no corresponde al resto; revísalo en tu Constancia de Situación Fiscal.',
};

const PERSON = {
  fisica: 'personas físicas (RFC de 13 caracteres)',
  moral: 'personas morales (RFC de 12 caracteres)',
};

/** Customers' tax data for CFDI 4.0 invoices (identity service, PUT /users/{id}/tax-information). */
export const TaxErrors = defineErrors({
  notSet: { status: 404, code: 'TAX.NOT_SET', message: 'Aún no hay datos de facturación.' },
  rfcInvalid: {
    status: 400,
    code: 'TAX.RFC_INVALID',
    message: (problem: RfcProblem) => RFC_PARTS[problem],
  },
  rfcGeneric: {
    status: 400,
    code: 'TAX.RFC_GENERIC',
    message:
      'El RFC genérico no se registra: sin datos de facturación tus pagos van en la factura global a público en general.',
  },
  razonSocialRequired: {
    status: 400,
    code: 'TAX.RAZON_SOCIAL_REQUIRED',
    message: 'Escribe tu nombre o razón social tal como aparece en tu Constancia de Situación Fiscal.',
  },
  razonSocialWithRegime: {
    status: 400,
    code: 'TAX.RAZON_SOCIAL_WITH_REGIME',
    message:
      'Escribe la razón social sin el régimen societario (por ejemplo, sin "S.A. DE C.V."), como aparece en tu Constancia de Situación Fiscal.',
  },
  regimenInvalid: {
    status: 400,
    code: 'TAX.REGIMEN_INVALID',
    message: 'Selecciona un régimen fiscal del catálogo del SAT.',
  },
  regimenNotAllowed: {
    status: 400,
    code: 'TAX.REGIMEN_NOT_ALLOWED',
    message: (regimen: string, personType: SatPersonType) =>
      `El régimen fiscal ${regimen} no aplica a ${PERSON[personType]}.`,
  },
  usoInvalid: {
    status: 400,
    code: 'TAX.USO_CFDI_INVALID',
    message: 'Selecciona un uso de CFDI del catálogo del SAT.',
  },
  usoNotAllowed: {
    status: 400,
    code: 'TAX.USO_CFDI_NOT_ALLOWED',
    message: (uso: string, regimen: string) =>
      `El uso de CFDI ${uso} no está permitido para el régimen fiscal ${regimen}.`,
  },
  postalCodeInvalid: {
    status: 400,
    code: 'TAX.POSTAL_CODE_INVALID',
    message: 'El código postal fiscal tiene 5 dígitos.',
  },
  postalCodeNotFound: {
    status: 400,
    code: 'TAX.POSTAL_CODE_NOT_FOUND',
    message: (code: string) => `El código postal ${code} no existe en el catálogo de SEPOMEX.`,
  },
});
