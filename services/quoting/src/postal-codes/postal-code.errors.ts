import { QuotingErrors } from '@envios/contracts';
import { AppError } from '@envios/platform';
import type { PostalCatalog, PostalCodeEntry } from './postal-catalog';

/** The catalogue entry of a looked-up code, or 404 POSTAL.NOT_FOUND naming the parameter (`field`) when there are two. */
export function findOrThrow(catalog: PostalCatalog, postalCode: string, field?: string): PostalCodeEntry {
  const entry = catalog.lookup(postalCode);
  if (entry) return entry;
  const error = AppError.of(QuotingErrors.postalCodeNotFound);
  throw field ? error.withDetails([{ path: field, message: error.message }]) : error;
}
