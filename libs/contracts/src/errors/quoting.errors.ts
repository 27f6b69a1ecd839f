import { defineErrors } from './common.errors';

/** The quoting area: postal codes, addresses, profiles, integrations and quotes. */
export const QuotingErrors = defineErrors({
  /** A code looked up by itself does not exist. */
  postalCodeNotFound: { status: 404, code: 'POSTAL.NOT_FOUND', message: 'El código postal no existe.' },
  /** A code inside a request body (an address, a quote) does not exist: the body is invalid. */
  postalCodeUnknown: {
    status: 400,
    code: 'POSTAL.UNKNOWN',
    message: (side?: string) =>
      side ? `El código postal de ${side} no existe.` : 'El código postal no existe.',
  },
  onlyMexico: {
    status: 400,
    code: 'REQUEST.VALIDATION_FAILED',
    message: 'Solo se admiten códigos postales de México.',
  },
  colonyMismatch: {
    status: 400,
    code: 'ADDRESS.COLONY_MISMATCH',
    message: 'La colonia no corresponde al código postal.',
  },
  addressNotFound: { status: 404, code: 'ADDRESS.NOT_FOUND', message: 'La dirección no existe.' },
  profileNotFound: { status: 404, code: 'PROFILE.NOT_FOUND', message: 'El perfil de paquete no existe.' },
  onlyOwnRecords: {
    status: 403,
    code: 'AUTH.FORBIDDEN',
    message: 'Solo puedes consultar tus propios registros.',
  },
  carrierConfigUnknown: {
    status: 404,
    code: 'CARRIER.NOT_FOUND',
    message: (name: string) => `No existe la paquetería ${name}.`,
  },
  credentialNotFound: {
    status: 404,
    code: 'CREDENTIAL.NOT_FOUND',
    message: (name: string) => `No existe una configuración para ${name}.`,
  },
  credentialExists: {
    status: 409,
    code: 'CREDENTIAL.EXISTS',
    message: (name: string) => `Ya existe una configuración para ${name}. Edítala.`,
  },
  credentialNameMismatch: {
    status: 400,
    code: 'CREDENTIAL.NAME_MISMATCH',
    message: 'La paquetería no coincide con la configuración.',
  },
  quoteSignatureInvalid: {
    status: 400,
    code: 'QUOTE.SIGNATURE_INVALID',
    message: 'La cotización no es válida. Cotiza de nuevo.',
  },
  quoteExpired: {
    status: 410,
    code: 'QUOTE.EXPIRED',
    message: 'La cotización expiró. Cotiza de nuevo para ver precios vigentes.',
  },
});
