import type { SavedAddressDto } from '@envios/contracts';
import { foldText as fold } from '@envios/domain';

/** Whether a saved address matches the search box: any visible column, ignoring accents and case. */
export function matchesAddress(address: SavedAddressDto, search: string): boolean {
  const wanted = fold(search);
  if (!wanted) return true;
  const columns = [
    address.name,
    address.phone,
    address.email,
    address.address,
    address.reference_of_origin ?? '',
    address.colony,
    address.city,
    address.state,
    address.postal_code,
    address.country_code,
  ];
  return columns.some((column) => fold(column).includes(wanted));
}
