import type { PortalTrackingStatus } from './portal-status';

/** A guide can be cancelled this long after it was paid. */
export const CANCEL_WINDOW_MS = 7 * 24 * 3600_000;

export interface CancellableGuide {
  readonly status: boolean;
  readonly guide_state: string;
  readonly number_guide: string | null;
  readonly paid_at: Date | string | null;
  readonly tracking_code?: PortalTrackingStatus | null;
}

/**
 * Why a paid guide can no longer be cancelled (the end of a sentence: "La guía no se puede cancelar:
 * …"), or null while it can: it has a label, has not moved (its carrier reports nothing past the
 * label's creation) and was paid within the last 7 days.
 */
export function whyNotCancellable(s: CancellableGuide, now: Date): string | null {
  if (s.guide_state === 'cancelled') return 'ya fue cancelada.';
  if (!s.status || s.guide_state !== 'generated' || !s.number_guide) return 'aún no tiene una guía generada.';
  if (s.paid_at && now.getTime() - new Date(s.paid_at).getTime() > CANCEL_WINDOW_MS)
    return 'pasaron más de 7 días desde el pago.';
  if (s.tracking_code && s.tracking_code !== 'label_created') return 'el envío ya está en movimiento.';
  return null;
}
