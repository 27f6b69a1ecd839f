import type { PostalCodeResult } from '@envios/contracts';
import type { PostalCodeEntry } from './postal-catalog';
import type { PostalCodeDocument } from './postal-code.schema';

export function toDocument(entry: PostalCodeEntry): PostalCodeDocument {
  return {
    _id: entry.postalCode,
    state: entry.state,
    stateShort: entry.stateShort,
    municipality: entry.municipality,
    city: entry.city,
    settlements: entry.settlements.map((s) => ({ name: s.name, type: s.type, isRemote: s.isRemote })),
    isRemote: entry.isRemote,
  };
}

export function toEntry(doc: PostalCodeDocument): PostalCodeEntry {
  return {
    postalCode: doc._id,
    state: doc.state,
    stateShort: doc.stateShort,
    municipality: doc.municipality,
    city: doc.city ?? null,
    settlements: doc.settlements.map((s) => ({ name: s.name, type: s.type, isRemote: s.isRemote })),
    isRemote: doc.isRemote,
  };
}

/** One API row per settlement, in the entry's order (by name). */
export function toResults(entry: PostalCodeEntry): PostalCodeResult[] {
  return entry.settlements.map((settlement) => ({
    postal_code: entry.postalCode,
    place_name: settlement.name,
    settlement_type: settlement.type,
    city: entry.city ?? entry.municipality,
    parish: entry.municipality,
    state: entry.state,
    state_short: entry.stateShort,
    country_code: 'MX',
    is_remote: settlement.isRemote,
  }));
}
