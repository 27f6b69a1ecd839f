import { Badge, Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { formatMXN, Paths, UNPAID_LABEL } from '@envios/domain';
import type { ShipmentDto } from '@envios/contracts';
import { usePayablesQuery } from '@/shared/api/payments-api';
import { PaymentChoice } from '@/shared/ui/payment-choice';

interface Props {
  shipments: ShipmentDto[];
  showTotal: boolean;
  /** 'Anterior': back to the addresses (step 3), what was typed kept. */
  onBack: () => void;
}

/**
 * Step 4: what was created and how to pay it (section 2). The shipments exist (unpaid, in Mis
 * Envios) from here on; the total is the server's price (role user does not see it, but the wallet
 * is still offered only when its balance covers it).
 */
export function ShipmentPaymentStep({ shipments, showTotal, onBack }: Props) {
  const first = shipments[0];
  const ids = shipments.map((s) => s._id);
  const payables = usePayablesQuery(ids);
  const totalCentavos = payables.data
    ? payables.data.reduce((sum, p) => sum + (p.total_centavos ?? 0), 0)
    : null;
  // Until the server's price arrives, the quoted one (the same unless the price changed since).
  const quotedCentavos = shipments.reduce(
    (sum, s) => sum + Math.round((s.selected_service.total_amount ?? 0) * 100),
    0,
  );
  return (
    <Stack>
      <Card withBorder padding="md" data-testid="shipment-summary">
        <Group justify="space-between" mb="sm">
          <Title order={3} size="h5">
            Resumen
          </Title>
          <Badge color="gray" variant="light" tt="none">
            {shipments.length === 1 ? '1 guía' : `${shipments.length} guías`} · {UNPAID_LABEL}
          </Badge>
        </Group>
        <Table>
          <Table.Tbody>
            <Table.Tr>
              <Table.Th scope="row">Servicio</Table.Th>
              <Table.Td>
                {first.selected_service.carrier} · {first.selected_service.carrier_service_name}
              </Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th scope="row">Origen</Table.Th>
              <Table.Td>
                {first.origin_direction.full_name} · {first.origin_direction.city}{' '}
                {first.origin_direction.postal_code}
              </Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th scope="row">Destino</Table.Th>
              <Table.Td>
                {first.destination_direction.full_name} · {first.destination_direction.city}{' '}
                {first.destination_direction.postal_code}
              </Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th scope="row">Contenido</Table.Th>
              <Table.Td>{first.description_of_the_content}</Table.Td>
            </Table.Tr>
            {showTotal && (
              <Table.Tr>
                <Table.Th scope="row">Total a pagar</Table.Th>
                <Table.Td data-testid="summary-total">{formatMXN(totalCentavos ?? quotedCentavos)}</Table.Td>
              </Table.Tr>
            )}
          </Table.Tbody>
        </Table>
      </Card>
      <Card withBorder padding="md">
        <PaymentChoice shipments={ids} totalCentavos={totalCentavos} showTotal={false} />
      </Card>
      <Text size="sm" c="dimmed">
        ¿Pagas después? Tus envíos quedan sin pagar en Mis Envios; la guía se genera al pagar.
      </Text>
      <Group justify="space-between" wrap="wrap">
        <Button variant="default" onClick={onBack}>
          Anterior
        </Button>
        <Button component={Link} to={Paths.shipments} variant="default">
          Ir a Mis Envios
        </Button>
      </Group>
    </Stack>
  );
}
