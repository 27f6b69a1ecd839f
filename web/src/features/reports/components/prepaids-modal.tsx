import { Badge, Modal, Table, Text } from '@mantine/core';
import { formatDateTime } from '@envios/domain';
import { formatPesos } from '@/shared/lib/format-pesos';
import { TOP_UP_METHOD_LABELS } from '@/shared/lib/top-up-methods';
import { ScrollRegion } from '@/shared/ui/scroll-region';
import type { ReportPrepaid } from '../api/reports-api';

interface PrepaidsModalProps {
  opened: boolean;
  onClose: () => void;
  prepaids: readonly ReportPrepaid[];
  /** Amounts only for the roles that see the report's totals. */
  showAmounts: boolean;
}

/** The period's wallet top-ups (card, SPEI, OXXO) and staff credits, newest first (the report's prepaids detail). */
export function PrepaidsModal({ opened, onClose, prepaids, showAmounts }: PrepaidsModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Detalle de abonos" size="lg" centered>
      {prepaids.length === 0 ? (
        <Text c="dimmed">No hay abonos en el periodo.</Text>
      ) : (
        <ScrollRegion label="Abonos del periodo" minWidth={showAmounts ? 400 : 300}>
          <Table striped verticalSpacing="xs" fz="sm" data-testid="prepaids-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Fecha</Table.Th>
                <Table.Th>Origen</Table.Th>
                <Table.Th>Estatus</Table.Th>
                {showAmounts && <Table.Th ta="right">Monto</Table.Th>}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {prepaids.map((prepaid) => (
                <Table.Tr key={prepaid._id} data-testid="prepaid-row">
                  <Table.Td>{formatDateTime(prepaid.created_at)}</Table.Td>
                  <Table.Td>{TOP_UP_METHOD_LABELS[prepaid.source]}</Table.Td>
                  <Table.Td>
                    <Badge
                      variant="light"
                      color={prepaid.status ? 'teal' : 'yellow'}
                      tt="none"
                      miw="max-content"
                    >
                      {prepaid.status ? 'Pagado' : 'Pendiente'}
                    </Badge>
                  </Table.Td>
                  {showAmounts && (
                    <Table.Td ta="right">
                      {prepaid.amount === undefined ? '—' : formatPesos(prepaid.amount)}
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollRegion>
      )}
    </Modal>
  );
}
