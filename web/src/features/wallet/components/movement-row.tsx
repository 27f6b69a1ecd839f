import { ActionIcon, Badge, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import type { MovementDto } from '@envios/contracts';
import { centavosToPesos, formatDateTime, formatMXN, isCounted, movementBadge } from '@envios/domain';
import { IconTrash } from '@tabler/icons-react';
import { PayOverweightButton } from '@/shared/ui/pay-overweight-button';
import { isDueOverweight, isPendingTopUp, movementLabel } from '../lib/movements';

/** +$250.50 for income, -$150.00 for a charge. */
const signedAmount = (centavos: number) => (centavos > 0 ? `+${formatMXN(centavos)}` : formatMXN(centavos));

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <Text size="sm" span>
      <Text span c="dimmed" size="sm">
        {label}:
      </Text>{' '}
      <Text span size="sm" style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </Text>
  );
}

/**
 * One line of 'Historial de Transacciones': a pending top-up can be deleted; a pending overweight
 * charge is paid from here ('Pagar sobrepeso'), never deleted.
 */
export function MovementRow({
  movement,
  onDelete,
}: {
  movement: MovementDto;
  onDelete: (m: MovementDto) => void;
}) {
  const paid = isCounted(movement);
  const label = movementLabel(movement);
  return (
    <Paper withBorder p="sm" radius="md" component="li" data-testid="movement-row">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Stack gap={4} miw={0}>
          <Group gap={6}>
            <Text fw={600}>{movement.type}</Text>
            <Badge color={paid ? 'teal' : 'yellow'} variant="light" size="sm">
              {movementBadge(movement)}
            </Badge>
            {label !== movement.type && (
              <Text size="sm" c="dimmed">
                {label}
              </Text>
            )}
          </Group>
          <Text size="sm" c="dimmed">
            {formatDateTime(movement.created_at)}
          </Text>
          <Group gap="md" style={{ rowGap: 2 }}>
            {movement.shipment?.number_guide && (
              <Detail label="Guía" value={movement.shipment.number_guide} />
            )}
            {movement.shipment?.carrier && <Detail label="Carrier" value={movement.shipment.carrier} />}
            {movement.numberOfOrder && <Detail label="Pedido" value={movement.numberOfOrder} />}
            {movement.reason && <Detail label="Motivo" value={movement.reason} />}
          </Group>
          {isDueOverweight(movement) && movement.shipment && (
            <Group mt={4}>
              <PayOverweightButton
                shipmentId={movement.shipment._id}
                guide={movement.shipment.number_guide}
                amount={centavosToPesos(-movement.amount_centavos)}
                size="xs"
              />
            </Group>
          )}
        </Stack>
        <Group gap="xs" wrap="nowrap">
          <Text
            fw={700}
            c={movement.amount_centavos > 0 ? 'green.8' : 'red.8'}
            style={{ whiteSpace: 'nowrap' }}
            data-testid="movement-amount"
          >
            {signedAmount(movement.amount_centavos)}
          </Text>
          {isPendingTopUp(movement) && (
            <Tooltip label="Eliminar">
              <ActionIcon
                variant="light"
                color="red"
                aria-label={`Eliminar movimiento de ${formatMXN(movement.amount_centavos)}`}
                onClick={() => onDelete(movement)}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Tooltip>
          )}
        </Group>
      </Group>
    </Paper>
  );
}
