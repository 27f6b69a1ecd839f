import { Anchor, Badge, Card, Table, Text, Title } from '@mantine/core';
import type { BatchSummary } from '@envios/contracts';
import { formatDateTime } from '@envios/domain';
import { Link } from 'react-router-dom';
import { useListBatchesQuery } from '../api/batches-api';

const STATE: Record<BatchSummary['state'], [string, string]> = {
  draft: ['gray', 'Borrador'],
  paying: ['orange', 'Pagando'],
  paid: ['blue', 'Pagado'],
};

/** 'Tus lotes': the recent batches, to come back to one (its labels, its manifests). */
export function RecentBatches() {
  const { data } = useListBatchesQuery();
  if (!data?.docs.length) return null;
  return (
    <Card component="section" aria-labelledby="recent-batches">
      <Title order={2} size="h4" id="recent-batches" mb="sm">
        Tus lotes
      </Title>
      <Table verticalSpacing="xs" data-testid="recent-batches">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Archivo</Table.Th>
            <Table.Th ta="right">Filas</Table.Th>
            <Table.Th>Estado</Table.Th>
            <Table.Th visibleFrom="sm">Subido</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data.docs.map((b) => {
            const [color, label] = b.completed_at ? ['teal', 'Guías listas'] : STATE[b.state];
            return (
              <Table.Tr key={b.id}>
                <Table.Td>
                  <Anchor component={Link} to={`/batches/${b.id}`} size="sm">
                    {b.filename === 'api' ? 'Enviado por la API' : b.filename}
                  </Anchor>
                </Table.Td>
                <Table.Td ta="right">{b.rows}</Table.Td>
                <Table.Td>
                  <Badge
                    color={color}
                    c={`${color}.9`}
                    variant="light"
                    tt="none"
                    style={{ minWidth: 'max-content' }}
                  >
                    {label}
                  </Badge>
                </Table.Td>
                <Table.Td visibleFrom="sm">
                  <Text size="sm">{formatDateTime(new Date(b.created_at))}</Text>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Card>
  );
}
