/**
 * The SEPOMEX postal-code catalogue as the rest of the quoting service sees it. Lookups are
 * synchronous: the catalogue is held in memory (about 32,000 codes), loaded from MongoDB.
 */
export interface Settlement {
  /** d_asenta: the colonia / settlement name as SEPOMEX writes it. */
  name: string;
  /** d_tipo_asenta: Colonia, Pueblo, Ranchería, Ejido… */
  type: string;
  /** A rural settlement (d_zona Rural where known; otherwise rural by type or outside any city). */
  isRemote: boolean;
}

export interface PostalCodeEntry {
  postalCode: string;
  /** State name exactly as SEPOMEX writes it (joins to libs/domain MX_STATES). */
  state: string;
  stateShort: string;
  municipality: string;
  /** d_ciudad, or null where the catalogue has none. */
  city: string | null;
  settlements: Settlement[];
  /** Every settlement of the code is remote: carriers charge their extended-zone fee. */
  isRemote: boolean;
}

export abstract class PostalCatalog {
  /** The entry of an exact 5-digit code, or undefined. */
  abstract lookup(postalCode: string): PostalCodeEntry | undefined;
  /** Entries whose code starts with `prefix`, in code order, at most `limit`. */
  abstract searchPrefix(prefix: string, limit: number): PostalCodeEntry[];
}
