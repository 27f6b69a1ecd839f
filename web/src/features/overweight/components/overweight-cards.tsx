import { Button, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { formatDate } from '@envios/domain';
import { formatPesos } from '@/shared/lib/format-pesos';
import { formatKg, guideOf, isDisputable } from '../lib/overweight-rows';
import { OverweightStatus } from './overweight-status-badge';
import { DisputeCell, onRowItself, PayCell, type OverweightListProps } from './overweight-table';

function Figure({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={600} data-testid={testId}>
        {value}
      </Text>
    </div>
  );
}

/** The records as cards on phones, where seven columns do not fit; each has its detail button. */
export function OverweightCards({ records, showTotal, onOpen, canPay, onDispute }: OverweightListProps) {
  return (
    <Stack gap="sm" data-testid="overweight-cards">
      {records.map((record) => (
        <Card
          key={record._id}
          padding="sm"
          data-testid="overweight-row"
          onDoubleClick={(event) => onRowItself(event) && onOpen(record)}
          onMouseDown={(event) => event.detail > 1 && onRowItself(event) && event.preventDefault()}
        >
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
            <div style={{ minWidth: 0 }}>
              <Text fw={600} size="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
                {guideOf(record)}
              </Text>
              <Text size="xs" c="dimmed">
                {record.carrier} · {record.service} · {formatDate(record.created_at)}
              </Text>
            </div>
            <OverweightStatus record={record} />
          </Group>
          <SimpleGrid cols={3} spacing="xs" mt="xs">
            <Figure label="Sobrepeso" value={formatKg(record.overweight)} testId="overweight-kg" />
            <Figure label="Costo" value={formatPesos(record.cost_overweight)} testId="overweight-cost" />
            {showTotal && record.total !== undefined && (
              <Figure label="Total" value={formatPesos(record.total)} />
            )}
          </SimpleGrid>
          <Group gap="xs" mt="sm">
            <Button
              variant="light"
              size="xs"
              onClick={() => onOpen(record)}
              aria-label={`Ver detalle del sobrepeso de la guía ${guideOf(record)}`}
            >
              Ver detalle
            </Button>
            <PayCell record={record} canPay={canPay} />
            {(record.dispute || (onDispute && isDisputable(record))) && (
              <Group gap={4} wrap="nowrap">
                {record.dispute && (
                  <Text size="xs" c="dimmed">
                    Disputa:
                  </Text>
                )}
                <DisputeCell record={record} onDispute={onDispute} />
              </Group>
            )}
          </Group>
        </Card>
      ))}
    </Stack>
  );
}
