import { PORTAL_TRACKING_STATUS_LABELS, type PortalTrackingStatus } from './portal-status';

/**
 * Where a shipment stands, in one vocabulary for every screen (Mis Envios, its detail, Reportes,
 * the dashboard, e-mail): paid or not, its label, then its guide's portal tracking status.
 */
export type ShipmentStatusKey =
  'unpaid' | 'generating' | Exclude<PortalTrackingStatus, 'cancelled'> | 'cancelled' | 'failed';

export type StatusTone = 'gray' | 'blue' | 'cyan' | 'orange' | 'teal' | 'red' | 'violet';

export interface ShipmentStatus {
  readonly key: ShipmentStatusKey;
  /** The words every screen shows. */
  readonly label: string;
  readonly tone: StatusTone;
}

/** What the status is read from: the shipment's own fields as the API gives them. */
export interface ShipmentStatusInput {
  /** Paid (section 3: true means paid). */
  readonly status: boolean;
  readonly guide_state: 'none' | 'pending' | 'generated' | 'failed' | 'cancelled';
  readonly tracking_code?: PortalTrackingStatus | null;
  /** What was paid for it went back to the wallet (a cancelled or failed guide). */
  readonly refunded?: boolean;
}

/** Unpaid shipments read 'Guia sin pago' (section 4's words, as the product writes them). */
export const UNPAID_LABEL = 'Guia sin pago';

const TONES: Readonly<Record<ShipmentStatusKey, StatusTone>> = {
  unpaid: 'gray',
  generating: 'blue',
  label_created: 'blue',
  picked_up: 'cyan',
  in_transit: 'cyan',
  out_for_delivery: 'cyan',
  available_for_pickup: 'violet',
  exception: 'orange',
  returning: 'orange',
  delivered: 'teal',
  cancelled: 'red',
  failed: 'red',
};

const of = (key: ShipmentStatusKey, label: string): ShipmentStatus => ({ key, label, tone: TONES[key] });

export function shipmentStatus(s: ShipmentStatusInput): ShipmentStatus {
  const refunded = s.refunded ? ' · Reembolsada' : '';
  if (s.guide_state === 'cancelled' || s.tracking_code === 'cancelled')
    return of('cancelled', `Cancelada${refunded}`);
  if (s.guide_state === 'failed') return of('failed', `Guía fallida${refunded}`);
  if (!s.status) return of('unpaid', UNPAID_LABEL);
  if (s.guide_state !== 'generated') return of('generating', 'Generando guía');
  const code = s.tracking_code ?? 'label_created';
  return of(code, PORTAL_TRACKING_STATUS_LABELS[code]);
}

/** The reports' stages (a coarser view of the same life) in the same words. */
export type ReportStage = 'created' | 'label' | 'transit' | 'delivered' | 'cancelled' | 'failed';

export function reportStageStatus(stage: ReportStage, paid: boolean, refunded = false): ShipmentStatus {
  switch (stage) {
    case 'created':
      return shipmentStatus({ status: paid, guide_state: paid ? 'pending' : 'none' });
    case 'label':
      return shipmentStatus({ status: true, guide_state: 'generated' });
    case 'transit':
      return shipmentStatus({ status: true, guide_state: 'generated', tracking_code: 'in_transit' });
    case 'delivered':
      return shipmentStatus({ status: true, guide_state: 'generated', tracking_code: 'delivered' });
    case 'cancelled':
      return shipmentStatus({ status: true, guide_state: 'cancelled', refunded });
    case 'failed':
      return shipmentStatus({ status: true, guide_state: 'failed', refunded });
  }
}
