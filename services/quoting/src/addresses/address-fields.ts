import { QuotingErrors, type SaveAddress } from '@envios/contracts';
import { foldText } from '@envios/domain';
import { AppError } from '@envios/platform';
import type { PostalCatalog } from '../postal-codes/postal-catalog';

/**
 * What an address form saves. Colony, city and state come from the postal-code catalogue: the
 * body's colony must be one of the code's settlements, and city and state are never taken from it.
 */
export function addressFields(catalog: PostalCatalog, body: SaveAddress) {
  const entry = catalog.lookup(body.postal_code);
  if (!entry) throw AppError.of(QuotingErrors.postalCodeUnknown);
  const settlement = entry.settlements.find((s) => foldText(s.name) === foldText(body.colony));
  if (!settlement) throw AppError.of(QuotingErrors.colonyMismatch);
  return {
    name: body.name,
    email: body.email,
    phone: body.phone,
    street: body.street,
    number: body.number,
    intNumber: body.intNumber ?? null,
    reference_of_origin: body.reference_of_origin ?? null,
    postal_code: entry.postalCode,
    colony: settlement.name,
    city: entry.city ?? entry.municipality,
    state: entry.state,
    state_short: entry.stateShort,
    country_code: 'MX',
  };
}
