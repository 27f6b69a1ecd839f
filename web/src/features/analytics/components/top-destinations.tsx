import { Group, Progress, Table, Text } from '@mantine/core';
import type { TopDestinations } from '../api/analytics-api';

const percent = (n: number) => `${n.toLocaleString('es-MX', { maximumFractionDigits: 1 })} %`;

/** The most frequent destinations: city and state, shipments, and their share as a bar. */
export function TopDestinationsTable({ rows }: { rows: TopDestinations }) {
  return (
    <Table verticalSpacing="xs" data-testid="top-destinations">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Destino</Table.Th>
          <Table.Th ta="right">Envíos</Table.Th>
          <Table.Th w="40%">Porcentaje</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={`${row.city}|${row.state_short}`} data-testid="destination-row">
            <Table.Td>
              <Text size="sm" fw={500}>
                {row.city}
              </Text>
              <Text size="xs" c="dimmed">
                {row.state_short}
              </Text>
            </Table.Td>
            <Table.Td ta="right">{row.totalShipments}</Table.Td>
            <Table.Td>
              <Group gap="xs" wrap="nowrap">
                <Progress
                  value={row.percentage}
                  flex={1}
                  size="md"
                  aria-label={`${row.city}: ${percent(row.percentage)} de los envíos`}
                />
                <Text size="xs" w={48} ta="right">
                  {percent(row.percentage)}
                </Text>
              </Group>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
