import { defineErrors } from './common.errors';

/** Issue 30: the sender's branding and the recipient notices. */
export const RecipientErrors = defineErrors({
  logoMissing: {
    status: 400,
    code: 'BRANDING.LOGO_MISSING',
    message: 'Adjunta tu logotipo en el campo «logo».',
  },
  logoNotImage: {
    status: 415,
    code: 'BRANDING.LOGO_NOT_IMAGE',
    message: 'El logotipo debe ser una imagen PNG, JPEG o WebP.',
  },
  logoTooLarge: {
    status: 413,
    code: 'BRANDING.LOGO_TOO_LARGE',
    message: 'El logotipo no puede pesar más de 1 MB.',
  },
  accountNotFound: { status: 404, code: 'BRANDING.ACCOUNT_NOT_FOUND', message: 'La cuenta no existe.' },
  logoNotFound: {
    status: 404,
    code: 'BRANDING.LOGO_NOT_FOUND',
    message: 'El logotipo solicitado no existe.',
  },
  optOutInvalid: {
    status: 400,
    code: 'RECIPIENT.OPT_OUT_INVALID',
    message: 'El enlace para dejar de recibir avisos no es válido.',
  },
});
