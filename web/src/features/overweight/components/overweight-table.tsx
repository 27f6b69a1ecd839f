import { Button, Table, Text, VisuallyHidden } from '@mantine/core';
import { formatDate } from '@envios/domain';
import type { KeyboardEvent, MouseEvent } from 'react';
import { formatPesos } from '@/shared/lib/format-pesos';
import { PayOverweightButton } from '@/shared/ui/pay-overweight-button';
import type { OverweightRecord } from '../api/overweight-api';
import { formatKg, guideOf, isDisputable, isDue } from '../lib/overweight-rows';
import { DisputeBadge } from './dispute-badge';
import { OverweightStatus } from './overweight-status-badge';

export interface OverweightListProps {
  records: OverweightRecord[];
  /** The shipment's total, for the roles the server sends it to. */
  showTotal: boolean;
  onOpen: (record: OverweightRecord) => void;
  /** Whether the viewer pays this record's pending charge from the wallet. */
  canPay: (record: OverweightRecord) => boolean;
  /** Issue 30: opens the dispute form, for the roles that dispute charges. */
  onDispute?: (record: OverweightRecord) => void;
}

/** The 'Disputa' column: the dispute's state, or 'Disputar' while the charge may still be disputed. */
export function DisputeCell({
  record,
  onDispute,
}: Pick<OverweightListProps, 'onDispute'> & { record: OverweightRecord }) {
  if (record.dispute) return <DisputeBadge dispute={record.dispute} />;
  if (!onDispute || !isDisputable(record))
    return (
      <Text size="sm" c="dimmed">
        —
      </Text>
    );
  return (
    <Button
      size="compact-sm"
      variant="outline"
      onClick={() => onDispute(record)}
      aria-label={`Disputar el sobrepeso de la guía ${guideOf(record)}`}
    >
      Disputar
    </Button>
  );
}

/**
 * A double click or Enter on the row itself, not on its button nor inside the dialog that button
 * opens (React hands a portal's events to the row too).
 */
export const onRowItself = (event: MouseEvent | KeyboardEvent) => {
  const target = event.target as Element;
  return event.currentTarget.contains(target) && !target.closest('button, a, input');
};

/** The pay action of a pending charge the viewer pays. */
export function PayCell({
  record,
  canPay,
}: {
  record: OverweightRecord;
  canPay: OverweightListProps['canPay'];
}) {
  if (!isDue(record) || !canPay(record)) return null;
  return (
    <PayOverweightButton
      shipmentId={record._id}
      guide={record.number_guide}
      amount={record.cost_overweight}
      size="compact-sm"
      variant="light"
    />
  );
}

const NO_WRAP = { whiteSpace: 'nowrap' } as const;

/**
 * The records with the columns of section 2. A double click on a row opens its detail, as does
 * Enter on a row reached with the Tab key.
 */
export function OverweightTable({ records, showTotal, onOpen, canPay, onDispute }: OverweightListProps) {
  const onKeyDown = (record: OverweightRecord) => (event: KeyboardEvent) => {
    if (event.key === 'Enter' && event.target === event.currentTarget) {
      event.preventDefault();
      onOpen(record);
    }
  };
  const hasActions = records.some((record) => isDue(record) && canPay(record));
  return (
    <Table.ScrollContainer minWidth={860}>
      <Table highlightOnHover verticalSpacing="sm" data-testid="overweight-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Fecha de guía</Table.Th>
            <Table.Th>Servicio</Table.Th>
            <Table.Th ta="right">Sobrepeso</Table.Th>
            <Table.Th ta="right">Costo del sobrepeso</Table.Th>
            <Table.Th>Estatus</Table.Th>
            <Table.Th>Guía</Table.Th>
            <Table.Th>Disputa</Table.Th>
            {showTotal && <Table.Th ta="right">Total</Table.Th>}
            {hasActions && (
              <Table.Th>
                <VisuallyHidden>Acciones</VisuallyHidden>
              </Table.Th>
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {records.map((record) => (
            <Table.Tr
              key={record._id}
              tabIndex={0}
              style={{ cursor: 'pointer' }}
              onDoubleClick={(event) => onRowItself(event) && onOpen(record)}
              // A double click opens the detail; it should not also select the row's text.
              onMouseDown={(event) => event.detail > 1 && onRowItself(event) && event.preventDefault()}
              onKeyDown={onKeyDown(record)}
              data-testid="overweight-row"
            >
              <Table.Td style={NO_WRAP}>{formatDate(record.created_at)}</Table.Td>
              <Table.Td>
                <Text size="sm">{record.service}</Text>
                <Text size="xs" c="dimmed">
                  {record.carrier}
                </Text>
              </Table.Td>
              <Table.Td ta="right" style={NO_WRAP} data-testid="overweight-kg">
                {formatKg(record.overweight)}
              </Table.Td>
              <Table.Td ta="right" style={NO_WRAP} data-testid="overweight-cost">
                {formatPesos(record.cost_overweight)}
              </Table.Td>
              <Table.Td>
                <OverweightStatus record={record} />
              </Table.Td>
              <Table.Td ff="monospace" style={NO_WRAP}>
                {guideOf(record)}
              </Table.Td>
              <Table.Td>
                <DisputeCell record={record} onDispute={onDispute} />
              </Table.Td>
              {showTotal && (
                <Table.Td ta="right" style={NO_WRAP}>
                  {record.total !== undefined ? formatPesos(record.total) : '—'}
                </Table.Td>
              )}
              {hasActions && (
                <Table.Td>
                  <PayCell record={record} canPay={canPay} />
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
