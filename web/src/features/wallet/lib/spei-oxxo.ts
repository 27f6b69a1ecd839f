import { OxxoTopUpSchema } from '@envios/contracts';
import { sanitizeAmountInput } from '@envios/domain';
import { z } from 'zod';

/**
 * The OXXO amount field's text as the API checks it (OXXO's $10.00 to $10,000.00 MXN, two decimals
 * at most, the same Spanish messages): what is not a number counts as 0. The output is centavos.
 */
export const OxxoAmountSchema = z
  .string()
  .transform((text) => Number(sanitizeAmountInput(text)) || 0)
  .pipe(OxxoTopUpSchema.shape.amount);

/** A CLABE's 18 digits as banks print them: bank, branch, account and check digit. */
export function groupClabe(clabe: string): string {
  return /^\d{18}$/.test(clabe)
    ? `${clabe.slice(0, 3)} ${clabe.slice(3, 6)} ${clabe.slice(6, 17)} ${clabe.slice(17)}`
    : clabe;
}

/** An OXXO reference in groups of four digits, easier to dictate to the cashier. */
export function groupReference(reference: string): string {
  return reference.replace(/(.{4})(?=.)/g, '$1 ');
}

/** The voucher's expiry, in Spanish, on Mexico City's clock: 'martes, 1 de diciembre de 2026, 23:59'. */
export function formatExpiry(iso: string): string {
  return new Intl.DateTimeFormat('es-MX', {
    timeZone: 'America/Mexico_City',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso));
}
