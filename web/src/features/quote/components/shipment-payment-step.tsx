import { Alert, Badge, Button, Card, Group, Radio, Stack, Table, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { formatMXN, Paths } from '@envios/domain';
import type { ShipmentDto } from '@envios/contracts';

interface Props {
  shipments: ShipmentDto[];
  showTotal: boolean;
}

/**
 * Step 4: what was created and how to pay it (section 2). The shipments exist (unpaid, in Mis
 * Envios) from here on; card and wallet payment arrive with the payments service, so both choices
 * are shown disabled, saying so, rather than pretending to charge.
 */
export function ShipmentPaymentStep({ shipments, showTotal }: Props) {
  const first = shipments[0];
  const totalCentavos = shipments.reduce(
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
          <Badge color="gray" variant="light">
            {shipments.length === 1 ? '1 guía' : `${shipments.length} guías`} · sin pagar
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
                <Table.Td data-testid="summary-total">{formatMXN(totalCentavos)}</Table.Td>
              </Table.Tr>
            )}
          </Table.Tbody>
        </Table>
      </Card>
      <Radio.Group label="Forma de pago" value={null}>
        <Stack gap="xs" mt="xs">
          <Radio value="paypal" label="Tarjeta (PayPal)" disabled />
          <Radio value="wallet" label="Monedero" disabled />
        </Stack>
      </Radio.Group>
      <Alert color="gray" title="Pago en línea próximamente">
        Tus envíos quedaron guardados sin pagar en Mis Envios. Podrás pagarlos con tarjeta o con tu monedero
        en cuanto el pago esté disponible; la guía se genera al registrarse el pago.
      </Alert>
      <Group justify="flex-end">
        <Button component={Link} to={Paths.shipments}>
          Ir a Mis Envios
        </Button>
      </Group>
    </Stack>
  );
}
