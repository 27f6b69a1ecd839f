import { formatMXN, pesosToCentavos } from '@envios/domain';

/** An amount the API answers in pesos, as es-MX currency text: 1234.5 → '$1,234.50'. */
export const formatPesos = (pesos: number) => formatMXN(pesosToCentavos(pesos));
