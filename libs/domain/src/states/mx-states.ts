import { foldText } from '../text/fold-text';

export interface MxState {
  /** Name exactly as SEPOMEX writes it (joins to the postal-code catalogue's state column). */
  readonly name: string;
  /** Abbreviation customary in Mexican shipping (CDMX, QROO, …); not a carrier API code. */
  readonly abbreviation: string;
  /** INEGI "clave de entidad", text with leading zero: '01' … '32'. */
  readonly inegiCode: string;
}

/** The 32 federal entities, in INEGI order (copied from mx-states.csv next to this file). */
export const MX_STATES: readonly MxState[] = [
  { name: 'Aguascalientes', abbreviation: 'AGS', inegiCode: '01' },
  { name: 'Baja California', abbreviation: 'BC', inegiCode: '02' },
  { name: 'Baja California Sur', abbreviation: 'BCS', inegiCode: '03' },
  { name: 'Campeche', abbreviation: 'CAMP', inegiCode: '04' },
  { name: 'Coahuila de Zaragoza', abbreviation: 'COAH', inegiCode: '05' },
  { name: 'Colima', abbreviation: 'COL', inegiCode: '06' },
  { name: 'Chiapas', abbreviation: 'CHIS', inegiCode: '07' },
  { name: 'Chihuahua', abbreviation: 'CHIH', inegiCode: '08' },
  { name: 'Ciudad de México', abbreviation: 'CDMX', inegiCode: '09' },
  { name: 'Durango', abbreviation: 'DGO', inegiCode: '10' },
  { name: 'Guanajuato', abbreviation: 'GTO', inegiCode: '11' },
  { name: 'Guerrero', abbreviation: 'GRO', inegiCode: '12' },
  { name: 'Hidalgo', abbreviation: 'HGO', inegiCode: '13' },
  { name: 'Jalisco', abbreviation: 'JAL', inegiCode: '14' },
  { name: 'México', abbreviation: 'MEX', inegiCode: '15' },
  { name: 'Michoacán de Ocampo', abbreviation: 'MICH', inegiCode: '16' },
  { name: 'Morelos', abbreviation: 'MOR', inegiCode: '17' },
  { name: 'Nayarit', abbreviation: 'NAY', inegiCode: '18' },
  { name: 'Nuevo León', abbreviation: 'NL', inegiCode: '19' },
  { name: 'Oaxaca', abbreviation: 'OAX', inegiCode: '20' },
  { name: 'Puebla', abbreviation: 'PUE', inegiCode: '21' },
  { name: 'Querétaro', abbreviation: 'QRO', inegiCode: '22' },
  { name: 'Quintana Roo', abbreviation: 'QROO', inegiCode: '23' },
  { name: 'San Luis Potosí', abbreviation: 'SLP', inegiCode: '24' },
  { name: 'Sinaloa', abbreviation: 'SIN', inegiCode: '25' },
  { name: 'Sonora', abbreviation: 'SON', inegiCode: '26' },
  { name: 'Tabasco', abbreviation: 'TAB', inegiCode: '27' },
  { name: 'Tamaulipas', abbreviation: 'TAMPS', inegiCode: '28' },
  { name: 'Tlaxcala', abbreviation: 'TLAX', inegiCode: '29' },
  { name: 'Veracruz de Ignacio de la Llave', abbreviation: 'VER', inegiCode: '30' },
  { name: 'Yucatán', abbreviation: 'YUC', inegiCode: '31' },
  { name: 'Zacatecas', abbreviation: 'ZAC', inegiCode: '32' },
];

/**
 * Other names in common use (carriers, older catalogues, people), folded like lookups are.
 * The SEPOMEX names above are always accepted too.
 */
const NAME_ALIASES: Readonly<Record<string, string>> = {
  coahuila: 'COAH',
  michoacan: 'MICH',
  veracruz: 'VER',
  'estado de mexico': 'MEX',
  'edo. de mexico': 'MEX',
  'edo de mexico': 'MEX',
  'distrito federal': 'CDMX',
  cdmx: 'CDMX',
};

const byFoldedName = new Map<string, MxState>();
for (const state of MX_STATES) byFoldedName.set(foldText(state.name), state);
for (const [alias, abbreviation] of Object.entries(NAME_ALIASES)) {
  byFoldedName.set(alias, MX_STATES.find((state) => state.abbreviation === abbreviation) as MxState);
}

/** A state by name, ignoring case, accents and extra spaces ('nuevo leon' → Nuevo León). */
export function findStateByName(name: string | null | undefined): MxState | null {
  return (name && byFoldedName.get(foldText(name))) || null;
}

/** 'Nuevo León' → 'NL', 'querétaro' → 'QRO'; null when unknown. */
export function stateAbbreviation(name: string | null | undefined): string | null {
  return findStateByName(name)?.abbreviation ?? null;
}

/** 'NL' → 'Nuevo León' (case-insensitive); null when unknown. */
export function stateName(abbreviation: string | null | undefined): string | null {
  const wanted = abbreviation?.trim().toUpperCase();
  return MX_STATES.find((state) => state.abbreviation === wanted)?.name ?? null;
}

/** '09' → Ciudad de México; also accepts 9 or '9'. Null when unknown. */
export function findStateByInegiCode(code: string | number | null | undefined): MxState | null {
  if (code === null || code === undefined) return null;
  const wanted = String(code).trim().padStart(2, '0');
  return MX_STATES.find((state) => state.inegiCode === wanted) ?? null;
}
