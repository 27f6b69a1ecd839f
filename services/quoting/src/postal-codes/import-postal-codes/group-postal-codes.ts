import { findStateByName, foldText } from '@envios/domain';
import type { PostalCodeEntry, Settlement } from '../postal-catalog';
import { SepomexFileError, type SepomexRow } from './sepomex-file';

/** Settlement types that are rural by nature (used when the file has no d_zona). */
const RURAL_TYPES = new Set(
  ['Ranchería', 'Ejido', 'Rancho', 'Granja', 'Hacienda', 'Finca', 'Paraje', 'Campamento', 'Exhacienda'].map(
    foldText,
  ),
);

const byName = new Intl.Collator('es', { sensitivity: 'base' });

export interface GroupedCatalogue {
  /** In code order; settlements sorted by name (accent- and case-insensitive), then type. */
  entries: PostalCodeEntry[];
  /** Data rows read from the file. */
  rows: number;
  /** Rows dropped because an identical row (after whitespace clean-up) came before. */
  duplicateRows: number;
  settlements: number;
  /** Oddities that did not stop the import (first few only), e.g. one settlement listed twice with different data. */
  warnings: string[];
}

interface Group extends PostalCodeEntry {
  keys: Set<string>;
}

const MAX_WARNINGS = 20;

/**
 * Cleans the rows (trim, collapse inner whitespace), drops exact duplicates and groups them by
 * postal code, with state abbreviations and remote flags. Throws on anything that would make the
 * catalogue wrong: a code that is not 5 digits, an unknown state, a code in two states.
 */
export function groupPostalCodes(rows: SepomexRow[]): GroupedCatalogue {
  const seen = new Set<string>();
  const groups = new Map<string, Group>();
  const warnings: string[] = [];
  const warn = (text: string) => warnings.length < MAX_WARNINGS && warnings.push(text);
  let duplicateRows = 0;
  let settlements = 0;

  for (const raw of rows) {
    const row = cleanRow(raw);
    const rowKey = [
      row.postalCode,
      row.settlement,
      row.settlementType,
      row.municipality,
      row.state,
      row.city,
      row.zone,
    ].join('\u0001');
    if (seen.has(rowKey)) {
      duplicateRows++;
      continue;
    }
    seen.add(rowKey);

    const group = groupFor(groups, row);
    if (row.municipality !== group.municipality) {
      warn(
        `line ${row.line}: ${row.postalCode} also lists municipality ${row.municipality}; kept ${group.municipality}`,
      );
    }
    group.city ??= row.city || null;
    const settlementKey = `${row.settlement}\u0001${row.settlementType}`;
    if (group.keys.has(settlementKey)) {
      warn(
        `line ${row.line}: ${row.postalCode} ${row.settlement} (${row.settlementType}) listed again with other data; kept the first`,
      );
      continue;
    }
    group.keys.add(settlementKey);
    group.settlements.push({
      name: row.settlement,
      type: row.settlementType,
      isRemote: isRemoteSettlement(row),
    });
    settlements++;
  }

  const entries = [...groups.values()].sort((a, b) => (a.postalCode < b.postalCode ? -1 : 1)).map(toEntry);
  return { entries, rows: rows.length, duplicateRows, settlements, warnings };
}

function cleanRow(row: SepomexRow): SepomexRow {
  const cleaned: SepomexRow = {
    line: row.line,
    postalCode: clean(row.postalCode),
    settlement: clean(row.settlement),
    settlementType: clean(row.settlementType),
    municipality: clean(row.municipality),
    state: clean(row.state),
    city: clean(row.city),
    zone: row.zone === null ? null : clean(row.zone),
  };
  const at = `line ${row.line}`;
  if (!/^\d{5}$/.test(cleaned.postalCode))
    throw new SepomexFileError(`${at}: postal code "${cleaned.postalCode}" is not 5 digits`);
  if (!cleaned.settlement) throw new SepomexFileError(`${at}: the settlement name is empty`);
  if (!cleaned.settlementType) throw new SepomexFileError(`${at}: the settlement type is empty`);
  if (!cleaned.municipality) throw new SepomexFileError(`${at}: the municipality is empty`);
  return cleaned;
}

function groupFor(groups: Map<string, Group>, row: SepomexRow): Group {
  const state = findStateByName(row.state);
  if (!state) throw new SepomexFileError(`line ${row.line}: unknown state "${row.state}"`);
  const existing = groups.get(row.postalCode);
  if (existing) {
    if (existing.state !== state.name) {
      throw new SepomexFileError(
        `line ${row.line}: ${row.postalCode} is in ${existing.state} and in ${state.name}`,
      );
    }
    return existing;
  }
  const group: Group = {
    postalCode: row.postalCode,
    // The canonical SEPOMEX name, so 'Veracruz' in a hand-made file still joins to MX_STATES.
    state: state.name,
    stateShort: state.abbreviation,
    municipality: row.municipality,
    city: null,
    settlements: [],
    isRemote: false,
    keys: new Set(),
  };
  groups.set(row.postalCode, group);
  return group;
}

/** d_zona decides where the file has it; otherwise rural types and settlements outside any city are remote. */
function isRemoteSettlement(row: SepomexRow): boolean {
  if (row.zone) return foldText(row.zone) === 'rural';
  return RURAL_TYPES.has(foldText(row.settlementType)) || !row.city;
}

function toEntry({ keys: _keys, ...group }: Group): PostalCodeEntry {
  const settlements = group.settlements.sort(compareSettlements);
  return { ...group, settlements, isRemote: settlements.every((s) => s.isRemote) };
}

function compareSettlements(a: Settlement, b: Settlement): number {
  return (
    byName.compare(a.name, b.name) ||
    byName.compare(a.type, b.type) ||
    (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)
  );
}

function clean(text: string): string {
  return text.normalize('NFC').replace(/\s+/g, ' ').trim();
}
