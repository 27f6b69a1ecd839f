import { Box, Table } from '@mantine/core';
import { formatPesos } from '@/shared/lib/format-pesos';
import { ShipmentStatusBadge } from '@/shared/ui/shipment-status-badge';
import type { ReportShipment } from '../api/reports-api';
import { REPORT_COLUMNS, reportCells, reportStatus, TOTAL_COLUMN } from '../lib/report-rows';

const STATUS_COLUMN = REPORT_COLUMNS.indexOf('Estatus');
const NO_WRAP = { whiteSpace: 'nowrap' } as const;

/**
 * The report's shipments in a region 500 px high (section 9) that scrolls both ways under a sticky
 * header; the region takes the keyboard focus so it can be scrolled without a mouse.
 */
export function ReportTable({ rows, showTotal }: { rows: readonly ReportShipment[]; showTotal: boolean }) {
  return (
    <Box
      role="region"
      aria-label="Envíos del reporte"
      tabIndex={0}
      mah={500}
      style={{ overflow: 'auto' }}
      bd="1px solid var(--mantine-color-gray-3)"
      bg="white"
      data-testid="report-scroll"
    >
      <Table
        stickyHeader
        striped
        highlightOnHover
        fz="sm"
        miw={showTotal ? 900 : 820}
        data-testid="report-table"
      >
        <Table.Thead>
          <Table.Tr>
            {REPORT_COLUMNS.map((column) => (
              <Table.Th key={column}>{column}</Table.Th>
            ))}
            {showTotal && <Table.Th ta="right">{TOTAL_COLUMN}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row._id} data-testid="report-row">
              {reportCells(row).map((cell, i) => (
                <Table.Td
                  key={REPORT_COLUMNS[i]}
                  style={i === 0 || i === STATUS_COLUMN ? NO_WRAP : undefined}
                >
                  {i === STATUS_COLUMN ? <ShipmentStatusBadge status={reportStatus(row)} /> : cell}
                </Table.Td>
              ))}
              {showTotal && (
                <Table.Td ta="right" style={NO_WRAP}>
                  {row.total_amount !== undefined ? formatPesos(row.total_amount) : '—'}
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Box>
  );
}
