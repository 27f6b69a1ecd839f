import { ActionIcon, Badge, Card, Group, List, Stack, Table, Text, TextInput, Tooltip } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { BatchColumn, BatchRow, BatchRowStatus } from '@envios/contracts';
import { useState } from 'react';
import { notifyFailure } from '@/shared/lib/notify';
import { useFixBatchRowMutation } from '../api/batches-api';
import { formatMXN } from '@envios/domain';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { ScrollRegion } from '@/shared/ui/scroll-region';
import { COLUMN_LABELS, errorsByColumn, parcelText } from '../lib/batch-view';

interface BatchRowsTableProps {
  batchId: string;
  rows: readonly BatchRow[];
  /** A draft's rows are fixed and dropped here; a paid batch's are not. */
  editable: boolean;
  onFix: (row: BatchRow) => void;
  onDrop: (row: BatchRow) => void;
}

/**
 * A cell with an error, fixed where it is shown: its value in a field with the error under it, saved
 * (and the row validated again) on Enter or on leaving the field.
 */
function CellFix({
  batchId,
  row,
  column,
  message,
}: {
  batchId: string;
  row: BatchRow;
  column: BatchColumn;
  message: string;
}) {
  const saved = row.values[column] ?? '';
  const [value, setValue] = useState(saved);
  const [fix, { isLoading }] = useFixBatchRowMutation();
  const save = async () => {
    if (value.trim() === saved) return;
    const result = await fix({ id: batchId, n: row.n, values: { [column]: value } });
    if ('error' in result) notifyFailure('No se pudo corregir la fila', result.error);
  };
  return (
    <TextInput
      size="xs"
      label={COLUMN_LABELS[column]}
      aria-label={`${COLUMN_LABELS[column]} de la fila ${row.n}`}
      value={value}
      error={message}
      disabled={isLoading}
      onChange={(e) => setValue(e.currentTarget.value)}
      onBlur={() => void save()}
      onKeyDown={(e) => {
        if (e.key === 'Enter') void save();
      }}
      data-testid="cell-fix"
    />
  );
}

/** A row's state: ready, its errors (each named by its column), or the earlier row it repeats. */
function RowState({ row, batchId, editable }: { row: BatchRow; batchId: string; editable: boolean }) {
  if (row.errors.length && editable)
    return (
      <Stack gap={6} data-testid="row-errors">
        {Object.entries(errorsByColumn(row)).map(([column, message]) => (
          <CellFix
            key={`${row.n}-${column}-${row.values[column as BatchColumn] ?? ''}`}
            batchId={batchId}
            row={row}
            column={column as BatchColumn}
            message={message}
          />
        ))}
      </Stack>
    );
  if (row.errors.length)
    return (
      <>
        <Badge color="red" c="red.9" variant="light" tt="none" style={{ minWidth: 'max-content' }}>
          {row.errors.length === 1 ? '1 error' : `${row.errors.length} errores`}
        </Badge>
        <List size="xs" mt={4} spacing={2} data-testid="row-errors">
          {row.errors.map((e) => (
            <List.Item key={`${e.column}-${e.code}`}>
              <Text span size="xs" fw={600}>
                {COLUMN_LABELS[e.column]}:
              </Text>{' '}
              <Text span size="xs">
                {e.message}
              </Text>
            </List.Item>
          ))}
        </List>
      </>
    );
  const [color, label] = STATUS[row.status];
  return (
    <Group gap={4}>
      <Badge color={color} c={`${color}.9`} variant="light" tt="none" style={{ minWidth: 'max-content' }}>
        {label}
      </Badge>
      {row.duplicate_of !== null && (
        <Badge color="orange" c="orange.9" variant="light" tt="none" style={{ minWidth: 'max-content' }}>
          Igual a la fila {row.duplicate_of}
        </Badge>
      )}
    </Group>
  );
}

const STATUS: Record<BatchRowStatus, [string, string]> = {
  error: ['red', 'Con errores'],
  pending: ['teal', 'Lista'],
  ready: ['teal', 'Lista'],
  no_option: ['orange', 'Sin paquetería'],
  unpaid: ['gray', 'Sin pagar'],
  paid: ['blue', 'Generando guía'],
  generated: ['teal', 'Guía lista'],
  failed: ['red', 'Sin guía (reembolsada)'],
};

/** What the rule chose for a row (carrier, service, days, price when shown), or why nothing. */
function RowCarrier({ row }: { row: BatchRow }) {
  if (row.choice)
    return (
      <>
        <Text size="sm">{row.choice.carrier}</Text>
        <Text size="xs" c="dimmed">
          {row.choice.service_name} · {row.choice.total_transit_days}{' '}
          {row.choice.total_transit_days === 1 ? 'día' : 'días'}
          {row.choice.total_amount !== undefined &&
            ` · ${formatMXN(Math.round(row.choice.total_amount * 100))}`}
        </Text>
        {row.number_guide && (
          <Text size="xs" ff="monospace" data-testid="row-guide">
            {row.number_guide}
          </Text>
        )}
      </>
    );
  if (row.no_option)
    return (
      <Text size="xs" c="orange.9">
        {row.no_option}
      </Text>
    );
  return <Text size="sm">—</Text>;
}

/** A row's fix and drop buttons. */
function RowActions({
  row,
  onFix,
  onDrop,
}: { row: BatchRow } & Pick<BatchRowsTableProps, 'onFix' | 'onDrop'>) {
  return (
    <Group gap={4} wrap="nowrap">
      <Tooltip label={`Corregir fila ${row.n}`}>
        <ActionIcon variant="subtle" aria-label={`Corregir fila ${row.n}`} onClick={() => onFix(row)}>
          <IconPencil size={18} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={`Quitar fila ${row.n}`}>
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={`Quitar fila ${row.n}`}
          onClick={() => onDrop(row)}
        >
          <IconTrash size={18} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}

/** On a phone: one card per row, the same facts stacked. */
function BatchRowCards({ batchId, rows, editable, onFix, onDrop }: BatchRowsTableProps) {
  return (
    <Stack gap="xs">
      {rows.map((row) => (
        <Card key={row.n} withBorder p="sm" data-testid="batch-row" aria-invalid={row.errors.length > 0}>
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            <div>
              <Text fw={600} size="sm">
                Fila {row.n}
                {row.values.order && ` · ${row.values.order}`}
              </Text>
              <Text size="sm">{row.values.name || '—'}</Text>
              <Text size="xs" c="dimmed">
                {[row.values.colony, row.values.postal_code && `C.P. ${row.values.postal_code}`]
                  .filter(Boolean)
                  .join(' · ')}
                {parcelText(row) && ` · ${parcelText(row)}`}
              </Text>
            </div>
            {editable && <RowActions row={row} onFix={onFix} onDrop={onDrop} />}
          </Group>
          <Stack gap={4} mt={6}>
            <RowCarrier row={row} />
            <RowState row={row} batchId={batchId} editable={editable} />
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}

/** The batch's rows: who receives each, where, what parcel, and whether it can ship. */
export function BatchRowsTable(props: BatchRowsTableProps) {
  const phone = useMediaQuery('(max-width: 48em)');
  return phone ? <BatchRowCards {...props} /> : <BatchRowsGrid {...props} />;
}

function BatchRowsGrid({ batchId, rows, editable, onFix, onDrop }: BatchRowsTableProps) {
  return (
    <ScrollRegion label="Filas del lote" minWidth={900}>
      <Table verticalSpacing="xs" striped highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Fila</Table.Th>
            <Table.Th>Pedido</Table.Th>
            <Table.Th>Destinatario</Table.Th>
            <Table.Th>Destino</Table.Th>
            <Table.Th>Paquete</Table.Th>
            <Table.Th>Paquetería</Table.Th>
            <Table.Th>Estado</Table.Th>
            {editable && <Table.Th>Acciones</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.n} data-testid="batch-row" aria-invalid={row.errors.length > 0}>
              <Table.Td>{row.n}</Table.Td>
              <Table.Td>{row.values.order || '—'}</Table.Td>
              <Table.Td>
                <Text size="sm">{row.values.name || '—'}</Text>
                <Text size="xs" c="dimmed">
                  {row.values.phone}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">
                  {[row.values.colony, row.values.postal_code && `C.P. ${row.values.postal_code}`]
                    .filter(Boolean)
                    .join(' · ') || '—'}
                </Text>
                <Text size="xs" c="dimmed">
                  {row.values.city}
                </Text>
              </Table.Td>
              <Table.Td>{parcelText(row) || '—'}</Table.Td>
              <Table.Td maw={260}>
                <RowCarrier row={row} />
              </Table.Td>
              <Table.Td maw={360}>
                <RowState row={row} batchId={batchId} editable={editable} />
              </Table.Td>
              {editable && (
                <Table.Td>
                  <RowActions row={row} onFix={onFix} onDrop={onDrop} />
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollRegion>
  );
}
