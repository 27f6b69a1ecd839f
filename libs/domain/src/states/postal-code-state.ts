import { MX_STATES, type MxState } from './mx-states';

/**
 * SEPOMEX gives every state a block of postal-code prefixes (the code's first two digits). Read off
 * the full national catalogue (155,912 settlements, 32,003 codes): each of its 96 prefixes belongs
 * to exactly one state, in these 32 ranges.
 */
const PREFIX_RANGES: readonly (readonly [from: number, to: number, abbreviation: string])[] = [
  [1, 16, 'CDMX'],
  [20, 20, 'AGS'],
  [21, 22, 'BC'],
  [23, 23, 'BCS'],
  [24, 24, 'CAMP'],
  [25, 27, 'COAH'],
  [28, 28, 'COL'],
  [29, 30, 'CHIS'],
  [31, 33, 'CHIH'],
  [34, 35, 'DGO'],
  [36, 38, 'GTO'],
  [39, 41, 'GRO'],
  [42, 43, 'HGO'],
  [44, 49, 'JAL'],
  [50, 57, 'MEX'],
  [58, 61, 'MICH'],
  [62, 62, 'MOR'],
  [63, 63, 'NAY'],
  [64, 67, 'NL'],
  [68, 71, 'OAX'],
  [72, 75, 'PUE'],
  [76, 76, 'QRO'],
  [77, 77, 'QROO'],
  [78, 79, 'SLP'],
  [80, 82, 'SIN'],
  [83, 85, 'SON'],
  [86, 86, 'TAB'],
  [87, 89, 'TAMPS'],
  [90, 90, 'TLAX'],
  [91, 96, 'VER'],
  [97, 97, 'YUC'],
  [98, 99, 'ZAC'],
];

const byPrefix = new Map<number, MxState>();
for (const [from, to, abbreviation] of PREFIX_RANGES) {
  const state = MX_STATES.find((s) => s.abbreviation === abbreviation)!;
  for (let prefix = from; prefix <= to; prefix++) byPrefix.set(prefix, state);
}

/**
 * The state a Mexican postal code belongs to ('64000' → Nuevo León), whatever the person typed as
 * the state; null for anything that is not five digits of an assigned block.
 */
export function stateOfPostalCode(postalCode: string | null | undefined): MxState | null {
  const code = (postalCode ?? '').trim();
  if (!/^\d{5}$/.test(code)) return null;
  return byPrefix.get(Number(code.slice(0, 2))) ?? null;
}
