import type { SatPersonType } from './regimen-fiscal';

/** SAT's generic RFCs: público en general (national) and foreign residents. */
export const RFC_PUBLICO_EN_GENERAL = 'XAXX010101000';
export const RFC_EXTRANJERO = 'XEXX010101000';

/** Which part of an RFC is wrong, so a form can say more than "RFC inválido". */
export type RfcProblem = 'length' | 'letters' | 'date' | 'homoclave' | 'check_digit';

const LETTERS = /^[A-ZÑ&]+$/;
const DIGITS = /^\d{6}$/;
const HOMOCLAVE = /^[A-Z0-9]{2}$/;

// Values SAT's check-digit algorithm gives each character (Ñ and & sit between the letters).
const CHECK_DIGIT_VALUES = '0123456789ABCDEFGHIJKLMN&OPQRSTUVWXYZ Ñ';

export function normalizeRfc(rfc: string): string {
  return rfc.normalize('NFC').trim().toUpperCase();
}

export function rfcPersonType(rfc: string): SatPersonType | undefined {
  const length = [...normalizeRfc(rfc)].length;
  if (length === 13) return 'fisica';
  if (length === 12) return 'moral';
  return undefined;
}

/**
 * SAT's módulo 11 check digit: the first 12 characters (a moral's 11 padded with a leading space)
 * weighted 13..2; 11 − sum mod 11, where 11 → "0" and 10 → "A".
 */
export function rfcCheckDigit(rfcWithoutDigit: string): string {
  const chars = [...normalizeRfc(rfcWithoutDigit)];
  const padded = chars.length === 11 ? [' ', ...chars] : chars;
  if (padded.length !== 12) throw new Error('rfcCheckDigit expects 11 or 12 characters');
  const sum = padded.reduce((acc, ch, i) => {
    const value = CHECK_DIGIT_VALUES.indexOf(ch);
    return acc + (value < 0 ? 0 : value) * (13 - i);
  }, 0);
  const digit = 11 - (sum % 11);
  if (digit === 11) return '0';
  if (digit === 10) return 'A';
  return String(digit);
}

function validDate(yymmdd: string): boolean {
  const year = Number(yymmdd.slice(0, 2));
  const month = Number(yymmdd.slice(2, 4));
  const day = Number(yymmdd.slice(4, 6));
  if (month < 1 || month > 12 || day < 1) return false;
  // The century is unknown; "00" is read as 2000, a leap year.
  const daysInMonth = [31, year % 4 === 0 ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
  return day <= daysInMonth[month - 1];
}

/** The first thing wrong with an RFC, or null when it is well formed and its check digit matches. */
export function rfcProblem(rfc: string): RfcProblem | null {
  const value = normalizeRfc(rfc);
  if (value === RFC_PUBLICO_EN_GENERAL || value === RFC_EXTRANJERO) return null;
  const chars = [...value];
  const letters = chars.length === 13 ? 4 : chars.length === 12 ? 3 : 0;
  if (letters === 0) return 'length';
  if (!LETTERS.test(chars.slice(0, letters).join(''))) return 'letters';
  const date = chars.slice(letters, letters + 6).join('');
  if (!DIGITS.test(date) || !validDate(date)) return 'date';
  if (!HOMOCLAVE.test(chars.slice(letters + 6, letters + 8).join(''))) return 'homoclave';
  const last = chars[chars.length - 1];
  if (rfcCheckDigit(chars.slice(0, -1).join('')) !== last) return 'check_digit';
  return null;
}

export function isValidRfc(rfc: string): boolean {
  return rfcProblem(rfc) === null;
}
