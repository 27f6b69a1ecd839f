import { assertCentavos } from './centavos';

const mxnFormatter = new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN' });

/**
 * Centavos as es-MX currency text: 123450 → '$1,234.50', -123450 → '-$1,234.50'
 * (Node 20 with full ICU; browsers print the same for es-MX).
 */
export function formatMXN(centavos: number): string {
  assertCentavos(centavos);
  // centavos / 100 has at most two decimals, so the formatter never has to round; 0 avoids '-$0.00' for -0.
  return mxnFormatter.format(centavos === 0 ? 0 : centavos / 100);
}
