import { QuotingErrors } from '@envios/contracts';
import { AppError } from '@envios/platform';
import type { PostalCatalog, PostalCodeEntry } from './postal-catalog';

const NOT_FOUND_MESSAGE = 'El código postal no existe.';

/** 404 POSTAL.NOT_FOUND; `field` names the parameter when a request has more than one code. */
export function postalCodeNotFound(field?: string): AppError {
  return new AppError(
    404,
    QuotingErrors.postalCodeNotFound,
    NOT_FOUND_MESSAGE,
    field ? [{ path: field, message: NOT_FOUND_MESSAGE }] : undefined,
  );
}

/** The catalogue entry of a code, or the 404 error. */
export function findOrThrow(catalog: PostalCatalog, postalCode: string, field?: string): PostalCodeEntry {
  const entry = catalog.lookup(postalCode);
  if (!entry) throw postalCodeNotFound(field);
  return entry;
}
