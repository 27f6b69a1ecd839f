import {
  CARRIER_LABELS,
  formatDateTime,
  reportStageStatus,
  SHIPMENT_TYPE_LABELS,
  type ShipmentStatus,
} from '@envios/domain';
import type { ReportShipment } from '../api/reports-api';

/** The status column: where the shipment is, in the words of the rest of the portal. */
export const reportStatus = (s: Pick<ReportShipment, 'stage' | 'status' | 'refunded'>): ShipmentStatus =>
  reportStageStatus(s.stage, s.status, s.refunded);

const place = (p: ReportShipment['origin']) => (p.state_short ? `${p.city}, ${p.state_short}` : p.city);

/** The text columns of a report row, as the table shows them and the Excel writes them. */
export const REPORT_COLUMNS = [
  'Guía',
  'Fecha',
  'Paquetería',
  'Servicio',
  'Tipo',
  'Origen',
  'Destino',
  'Estatus',
] as const;
export const TOTAL_COLUMN = 'Total';

export function reportCells(s: ReportShipment): string[] {
  return [
    s.number_guide ?? 'Sin guía',
    formatDateTime(s.created_at),
    CARRIER_LABELS[s.carrier] ?? s.carrier,
    s.service,
    SHIPMENT_TYPE_LABELS[s.shipment_type] ?? s.shipment_type,
    place(s.origin),
    place(s.destination),
    reportStatus(s).label,
  ];
}

/**
 * Whether the Total column is shown and exported: only for roles that see amounts, and only when the
 * server sent them (it leaves them out for helpdesk and sales).
 */
export const hasTotals = (rows: readonly ReportShipment[], roleSeesTotals: boolean) =>
  roleSeesTotals && rows.length > 0 && rows.every((row) => row.total_amount !== undefined);
