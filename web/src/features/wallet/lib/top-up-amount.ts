import { PesosAmountSchema } from '@envios/contracts';
import { amountInputToCentavos, formatMXN, sanitizeAmountInput } from '@envios/domain';
import { z } from 'zod';

/**
 * The amount field's text as the API's amount (section 5): characters other than digits and the
 * first dot are dropped, what is not a number then counts as 0; the output is centavos.
 */
export const TopUpAmountSchema = z
  .string()
  .transform((text) => Number(sanitizeAmountInput(text)) || 0)
  .pipe(PesosAmountSchema);

/** What the field shows when it is not being edited: the amount as MXN currency. */
export function formatAmountText(text: string): string {
  if (!text) return '';
  try {
    return formatMXN(amountInputToCentavos(text));
  } catch {
    return text; // beyond any amount (its own error says so)
  }
}
