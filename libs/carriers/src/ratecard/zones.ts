/**
 * Carrier zones between two states, until carriers' own zone tables replace them: 1 same state,
 * 2 same region, 3 neighbouring regions, 4 far, 5 opposite ends of the country. The rate engine
 * prices by zone.
 */
export type Zone = 1 | 2 | 3 | 4 | 5;

export const REGIONS = ['Noroeste', 'Noreste', 'Occidente', 'Centro', 'Sur', 'Sureste'] as const;
export type Region = (typeof REGIONS)[number];

/** Every state (libs/domain abbreviation) in one of six regions. */
export const STATE_REGIONS: Readonly<Record<string, Region>> = {
  BC: 'Noroeste',
  BCS: 'Noroeste',
  SON: 'Noroeste',
  SIN: 'Noroeste',
  CHIH: 'Noroeste',
  DGO: 'Noroeste',
  COAH: 'Noreste',
  NL: 'Noreste',
  TAMPS: 'Noreste',
  NAY: 'Occidente',
  JAL: 'Occidente',
  COL: 'Occidente',
  MICH: 'Occidente',
  AGS: 'Occidente',
  ZAC: 'Occidente',
  GTO: 'Occidente',
  SLP: 'Occidente',
  CDMX: 'Centro',
  MEX: 'Centro',
  MOR: 'Centro',
  HGO: 'Centro',
  PUE: 'Centro',
  TLAX: 'Centro',
  QRO: 'Centro',
  GRO: 'Sur',
  OAX: 'Sur',
  CHIS: 'Sur',
  VER: 'Sur',
  TAB: 'Sureste',
  CAMP: 'Sureste',
  YUC: 'Sureste',
  QROO: 'Sureste',
};

/**
 * Zone between regions, rows and columns in REGIONS order (symmetric). Neighbours share a border
 * (Noroeste–Noreste through Chihuahua–Coahuila, Occidente–Sur through Michoacán–Guerrero, Sur–Sureste
 * through Veracruz and Chiapas–Tabasco); Noroeste against Sur or Sureste is the length of the country.
 */
const REGION_ZONES: readonly (readonly Zone[])[] = [
  //            NO NE OC CE SU SE
  /* Noroeste */ [2, 3, 3, 4, 5, 5],
  /* Noreste  */ [3, 2, 3, 4, 4, 4],
  /* Occidente*/ [3, 3, 2, 3, 3, 4],
  /* Centro   */ [4, 4, 3, 2, 3, 4],
  /* Sur      */ [5, 4, 3, 3, 2, 3],
  /* Sureste  */ [5, 4, 4, 4, 3, 2],
];

export function regionOf(stateShort: string): Region {
  const region = STATE_REGIONS[stateShort.trim().toUpperCase()];
  if (!region) throw new RangeError(`Unknown state abbreviation: ${stateShort}`);
  return region;
}

/** The zone between two states given by abbreviation ('CDMX', 'NL'); throws on an unknown one. */
export function zoneBetween(stateShortA: string, stateShortB: string): Zone {
  const a = regionOf(stateShortA);
  const b = regionOf(stateShortB);
  if (stateShortA.trim().toUpperCase() === stateShortB.trim().toUpperCase()) return 1;
  return REGION_ZONES[REGIONS.indexOf(a)][REGIONS.indexOf(b)];
}
