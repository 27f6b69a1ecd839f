import type { ShipmentDto } from '@envios/contracts';
import { UNPAID_LABEL } from '@envios/domain';

type Paid = Pick<ShipmentDto, 'status' | 'guide_state' | 'refunded'>;

/** Its label can be downloaded: made and not cancelled (a cancelled label is void). */
export const labelAvailable = (s: Pick<ShipmentDto, 'guide' | 'guide_state'>) =>
  !!s.guide && s.guide_state === 'generated';

/**
 * What was paid is on its way back to the wallet (a cancelled or failed guide, not refunded yet):
 * the screens read it again until it says 'Reembolsada'.
 */
export const awaitingRefund = (s: Paid) =>
  s.status && (s.guide_state === 'cancelled' || s.guide_state === 'failed') && !s.refunded;

/** The word beside the total: paid, refunded or being refunded, or unpaid in the spec's words. */
export function paymentState(s: Paid): { label: string; color: string } {
  if (s.refunded) return { label: 'Reembolsado', color: 'gray' };
  if (awaitingRefund(s)) return { label: 'Reembolso en proceso', color: 'orange' };
  return s.status ? { label: 'Pagado', color: 'green' } : { label: UNPAID_LABEL, color: 'gray' };
}
