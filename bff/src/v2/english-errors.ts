import { ENGLISH_MESSAGES, prefersEnglish } from '@envios/contracts';
import type { ErrorLanguage } from '@envios/platform';

/**
 * The public API answers its errors' messages in English to `Accept-Language: en` (developers'
 * tools); the code, status and details are the same. The web's /api/v1 always answers Spanish.
 */
export const englishForDevelopers: ErrorLanguage = (req, error) => {
  if (!req.url.startsWith('/api/v2/')) return error;
  const header = req.headers['accept-language'];
  if (!prefersEnglish(Array.isArray(header) ? header[0] : header)) return error;
  const message = ENGLISH_MESSAGES[error.code];
  return message ? { ...error, message } : error;
};
