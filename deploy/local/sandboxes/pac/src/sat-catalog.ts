/**
 * The few SAT catalogues (catCFDI 4.0) and rules the sandbox checks an invoice against, as a PAC
 * applies them before stamping. Written here, not imported from libs/domain: a sandbox shares no
 * code with the integrations it tests (eslint.config.mjs), so a mistake in the portal's own copy of
 * these rules is caught here instead of being repeated.
 */

export type PersonType = 'fisica' | 'moral';

export const RFC_PUBLICO_EN_GENERAL = 'XAXX010101000';
const RFC_EXTRANJERO = 'XEXX010101000';
export const NOMBRE_PUBLICO_EN_GENERAL = 'PUBLICO EN GENERAL';

/** c_RegimenFiscal: code → [persona física, persona moral]. */
const REGIMENES: Record<string, [boolean, boolean]> = {
  '601': [false, true],
  '603': [false, true],
  '605': [true, false],
  '606': [true, false],
  '607': [true, false],
  '608': [true, false],
  '610': [true, true],
  '611': [true, false],
  '612': [true, false],
  '614': [true, false],
  '615': [true, false],
  '616': [true, false],
  '620': [false, true],
  '621': [true, false],
  '622': [false, true],
  '623': [false, true],
  '624': [false, true],
  '625': [true, false],
  '626': [true, true],
};

// The receptor régimen lists of c_UsoCFDI's column "Régimen Fiscal Receptor".
const FOR_BUSINESS = ['601', '603', '606', '612', '620', '621', '622', '623', '624', '625', '626'];
const FOR_DEDUCTIONS = ['605', '606', '607', '608', '611', '612', '614', '615', '625'];
const FOR_ANY = Object.keys(REGIMENES);

/** c_UsoCFDI: code → [física, moral, receptor régimenes]. */
const USOS: Record<string, [boolean, boolean, string[]]> = {
  ...Object.fromEntries(
    ['G01', 'G02', 'G03', 'I01', 'I02', 'I03', 'I04', 'I05', 'I06', 'I07', 'I08'].map((u) => [
      u,
      [true, true, FOR_BUSINESS],
    ]),
  ),
  ...Object.fromEntries(
    ['D01', 'D02', 'D03', 'D04', 'D05', 'D06', 'D07', 'D08', 'D09', 'D10'].map((u) => [
      u,
      [true, false, FOR_DEDUCTIONS],
    ]),
  ),
  S01: [true, true, FOR_ANY],
  CP01: [true, true, FOR_ANY],
  CN01: [true, false, ['605']],
};

/** c_FormaPago. */
export const FORMAS_PAGO = new Set([
  '01', '02', '03', '04', '05', '06', '08', '12', '13', '14', '15', '17', '23', '24', '25', '26', '27',
  '28', '29', '30', '31', '99',
]); // prettier-ignore

/** c_TipoRelacion. */
export const TIPOS_RELACION = new Set(['01', '02', '03', '04', '05', '06', '07']);

/** c_MotivoCancelacion (cancellation motives). */
export const MOTIVOS_CANCELACION = new Set(['01', '02', '03', '04']);

/** Facturapi's global periodicity → c_Periodicidad. */
export const PERIODICIDADES: Record<string, string> = {
  day: '01',
  week: '02',
  fortnight: '03',
  month: '04',
  two_months: '05',
};

/** c_Meses: 01–12 are months, 13–18 the bimesters (enero-febrero … noviembre-diciembre). */
export function mesesAllowed(periodicidad: string, meses: string): boolean {
  if (!/^\d{2}$/.test(meses)) return false;
  const n = Number(meses);
  return periodicidad === '05' ? n >= 13 && n <= 18 : n >= 1 && n <= 12;
}

export const personType = (rfc: string): PersonType | undefined =>
  rfc.length === 13 ? 'fisica' : rfc.length === 12 ? 'moral' : undefined;

export function regimenAllowed(regimen: string, person: PersonType): boolean {
  const entry = REGIMENES[regimen];
  return entry !== undefined && entry[person === 'fisica' ? 0 : 1];
}

export const regimenKnown = (regimen: string) => REGIMENES[regimen] !== undefined;
export const usoKnown = (uso: string) => USOS[uso] !== undefined;

export function usoAllowed(uso: string, regimen: string, person: PersonType): boolean {
  const entry = USOS[uso];
  return entry !== undefined && entry[person === 'fisica' ? 0 : 1] && entry[2].includes(regimen);
}

// SAT's values for the RFC check digit (Ñ and & between the letters, space for a moral's padding).
const CHECK_VALUES = '0123456789ABCDEFGHIJKLMN&OPQRSTUVWXYZ Ñ';

function checkDigit(first: string[]): string {
  const padded = first.length === 11 ? [' ', ...first] : first;
  const sum = padded.reduce((acc, ch, i) => acc + Math.max(0, CHECK_VALUES.indexOf(ch)) * (13 - i), 0);
  const digit = 11 - (sum % 11);
  return digit === 11 ? '0' : digit === 10 ? 'A' : String(digit);
}

/**
 * Why an RFC is malformed (SAT's pattern and módulo-11 check digit), or null. Whether SAT has the
 * RFC registered (its LCO list) is not known here.
 */
export function rfcProblem(rfc: string): string | null {
  if (rfc === RFC_PUBLICO_EN_GENERAL || rfc === RFC_EXTRANJERO) return null;
  const chars = [...rfc];
  const letters = chars.length === 13 ? 4 : chars.length === 12 ? 3 : 0;
  if (!letters) return 'debe tener 12 caracteres (persona moral) o 13 (persona física)';
  if (!/^[A-ZÑ&]+$/.test(chars.slice(0, letters).join(''))) return 'no empieza con las letras del nombre';
  const date = chars.slice(letters, letters + 6).join('');
  const [yy, mm, dd] = [date.slice(0, 2), date.slice(2, 4), date.slice(4, 6)].map(Number);
  const days = [31, yy % 4 === 0 ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
  if (!/^\d{6}$/.test(date) || mm < 1 || mm > 12 || dd < 1 || dd > days[mm - 1])
    return 'no tiene una fecha válida';
  if (!/^[A-Z0-9]{3}$/.test(chars.slice(letters + 6).join(''))) return 'no tiene una homoclave válida';
  if (checkDigit(chars.slice(0, -1)) !== chars[chars.length - 1])
    return 'su dígito verificador no corresponde';
  return null;
}

/** c_ClaveUnidad names for the keys we see; the rest print their key. */
export const UNIT_NAMES: Record<string, string> = {
  E48: 'Unidad de servicio',
  H87: 'Pieza',
  ACT: 'Actividad',
};

/** What SAT's guide for a global invoice puts in each Concepto. */
export const GLOBAL_PRODUCT_KEY = '01010101';
export const GLOBAL_UNIT_KEY = 'ACT';
