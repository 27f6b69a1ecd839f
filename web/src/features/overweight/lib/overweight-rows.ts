import { formatDate } from '@envios/domain';
import type { OverweightRecord } from '../api/overweight-api';
import type { SheetCell, SheetColumn } from './spreadsheet-xml';

/** '1.5 kg', '0.125 kg': kilograms to the gram, as records keep them. */
export const formatKg = (kg: number) => `${kg.toLocaleString('es-MX', { maximumFractionDigits: 3 })} kg`;

type WithDispute = Pick<OverweightRecord, 'overweight_paid'> & Partial<Pick<OverweightRecord, 'dispute'>>;
const accepted = (record: WithDispute) => record.dispute?.status === 'accepted';

/**
 * overweight_paid: true is 'Pagado', false 'Pendiente' (section 4); issue 30: a charge an accepted
 * dispute waived is 'Cancelado', one it refunded 'Reembolsado'.
 */
export const overweightStatus = (record: WithDispute) =>
  accepted(record)
    ? record.overweight_paid
      ? 'Reembolsado'
      : 'Cancelado'
    : record.overweight_paid
      ? 'Pagado'
      : 'Pendiente';

/**
 * Where the shipment stands: held until its charge is paid, released once it is (a registered
 * overweight that costs nothing holds nothing).
 */
export const holdOf = (
  record: Pick<OverweightRecord, 'overweight_paid' | 'cost_overweight'> & WithDispute,
) =>
  record.overweight_paid || accepted(record)
    ? 'Envío liberado'
    : record.cost_overweight > 0
      ? 'Envío retenido'
      : null;

/**
 * A pending charge the viewer may pay from the wallet (see canPayOverweight): not while it is
 * disputed, nor once a dispute waived it.
 */
export const isDue = (record: Pick<OverweightRecord, 'overweight_paid' | 'cost_overweight' | 'dispute'>) =>
  !record.overweight_paid &&
  record.cost_overweight > 0 &&
  record.dispute?.status !== 'open' &&
  record.dispute?.status !== 'accepted';

/** Issue 30: a charge its customer may still dispute (never disputed, costing something, within the window). */
export const isDisputable = (
  record: Pick<OverweightRecord, 'cost_overweight' | 'dispute' | 'dispute_until'>,
  now = Date.now(),
) =>
  !record.dispute &&
  record.cost_overweight > 0 &&
  !!record.dispute_until &&
  Date.parse(record.dispute_until) > now;

export const guideOf = (record: Pick<OverweightRecord, 'number_guide'>) => record.number_guide ?? 'Sin guía';

/**
 * Whether the Total column is shown and exported: the server leaves the shipment's total out for
 * the roles that see no totals (helpdesk).
 */
export const hasTotals = (records: readonly OverweightRecord[]) =>
  records.length > 0 && records.every((record) => record.total !== undefined);

/** The columns of 'overweight.xls': the table's, with carrier and service apart. */
const EXPORT_COLUMNS: readonly SheetColumn[] = [
  { header: 'Fecha de guía', width: 80 },
  { header: 'Paquetería', width: 90 },
  { header: 'Servicio', width: 140 },
  { header: 'Sobrepeso (kg)', format: 'kg', width: 90 },
  { header: 'Costo del sobrepeso (MXN)', format: 'money', width: 130 },
  { header: 'Estatus', width: 70 },
  { header: 'Guía', width: 120 },
];
const TOTAL_COLUMN: SheetColumn = { header: 'Total (MXN)', format: 'money', width: 90 };

export const exportColumns = (withTotal: boolean) =>
  withTotal ? [...EXPORT_COLUMNS, TOTAL_COLUMN] : EXPORT_COLUMNS;

export function exportRow(record: OverweightRecord, withTotal: boolean): SheetCell[] {
  const cells: SheetCell[] = [
    formatDate(record.created_at),
    record.carrier,
    record.service,
    record.overweight,
    record.cost_overweight,
    overweightStatus(record),
    record.number_guide ?? '',
  ];
  if (withTotal) cells.push(record.total ?? null);
  return cells;
}
