import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { formatMXN } from '@envios/domain';
import type { Payable } from '@/shared/api/payments-api';

/** The shipments being paid: carrier and service, the server's price, and whether it is already paid. */
export function PayablesList({ payables, showAmounts }: { payables: Payable[]; showAmounts: boolean }) {
  return (
    <Stack gap="xs" data-testid="payables">
      {payables.map((p) => (
        <Paper key={p._id} withBorder p="sm" data-testid="payable">
          <Group justify="space-between" wrap="nowrap" gap="sm">
            <div style={{ minWidth: 0 }}>
              <Text fw={600}>
                {p.carrier} · {p.service}
              </Text>
              <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                Envío {p._id}
              </Text>
            </div>
            <Group gap="xs" wrap="nowrap">
              {p.paid && (
                <Badge color="green" variant="light">
                  Pagado
                </Badge>
              )}
              {showAmounts && p.total_centavos !== undefined && (
                <Text fw={600}>{formatMXN(p.total_centavos)}</Text>
              )}
            </Group>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
