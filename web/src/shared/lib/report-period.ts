import { SHIPMENT_TYPE_LABELS, toMexicoCityDate, type ShipmentType } from '@envios/domain';

/**
 * The filters the Dashboard and Reportes share (section 2): a period of Mexico City days, inclusive,
 * and optionally one carrier and one shipment type ('' means all).
 */
export interface ReportFilters {
  /** AAAA-MM-DD */
  from: string;
  /** AAAA-MM-DD */
  to: string;
  carrier: string;
  shipmentType: string;
}

/** This month so far, every carrier and type: what the server reports when no period is given. */
export function currentMonthFilters(now: Date = new Date()): ReportFilters {
  const today = toMexicoCityDate(now);
  return { from: `${today.slice(0, 8)}01`, to: today, carrier: '', shipmentType: '' };
}

/** The Dashboard's shipment-type labels in the order the spec names them: Sobre, Caja, Tarima. */
export const SHIPMENT_TYPE_ORDER: readonly ShipmentType[] = ['document', 'box', 'tarima'];

export const shipmentTypeOptions = SHIPMENT_TYPE_ORDER.map((type) => ({
  value: type,
  label: SHIPMENT_TYPE_LABELS[type],
}));
