import type { TopUpMethod } from '@envios/contracts';

/** How money reached a wallet, as the reports and the recharges chart name it. */
export const TOP_UP_METHOD_LABELS: Readonly<Record<TopUpMethod, string>> = {
  paypal: 'Tarjeta (PayPal)',
  spei: 'Transferencia SPEI',
  oxxo: 'Efectivo OXXO',
  staff: 'Abono del personal',
};
