import { Alert, Anchor, Card, Grid, Group, Image, Loader, Stack, Text, Title } from '@mantine/core';
import { Messages, type ShipmentDto } from '@envios/contracts';
import { canSee, formatMXN } from '@envios/domain';
import { skipToken } from '@reduxjs/toolkit/query';
import { Link, useParams } from 'react-router-dom';
import { buildPath, Paths } from '@/config/paths';
import { errorMessage } from '@/shared/api/api-error';
import { useGetCurrentUserQuery } from '@/shared/api/current-user-api';
import { usePayablesQuery, usePaymentLinkMutation } from '@/shared/api/payments-api';
import { useShipmentQuery } from '@/shared/api/shipments-api';
import { useSession } from '@/shared/lib/session';
import { FormPageShell } from '@/shared/ui/site/site-ui';
import { PaymentChoice, type CardOrder } from '@/shared/ui/payment-choice';

const TITLE = 'Detalles de pago';

function Place({ title, d }: { title: string; d: ShipmentDto['origin_direction'] }) {
  return (
    <Card withBorder padding="sm" h="100%">
      <Title order={2} size="h6" mb={4}>
        {title}
      </Title>
      <Text fw={600}>{d.full_name}</Text>
      <Text size="sm">
        {d.address} {d.number}, {d.colony}
      </Text>
      <Text size="sm">
        {d.city}
        {d.state ? `, ${d.state}` : ''} · C.P. {d.postal_code}
      </Text>
    </Card>
  );
}

/**
 * /payments/:id (section 2, payment details): a public address, as a link to pay one shipment; the
 * API answers only a session, so a visitor is asked to sign in first.
 */
export function PaymentDetailsPage() {
  const { loggedIn } = useSession();
  return (
    <FormPageShell title={TITLE} description="Revisa los datos de tu envío y elige cómo pagarlo." width={720}>
      {loggedIn ? (
        <PaymentDetails />
      ) : (
        <Alert color="brand" variant="light" role="status" title="Inicia sesión para pagar">
          <Text size="sm" mb="xs">
            Los datos del envío y su pago están disponibles para la cuenta que lo creó.
          </Text>
          <Anchor component={Link} to={Paths.signin}>
            Iniciar sesión
          </Anchor>
        </Alert>
      )}
    </FormPageShell>
  );
}

function PaymentDetails() {
  const { id = '' } = useParams();
  const { role, userId } = useSession();
  const user = useGetCurrentUserQuery(userId ?? skipToken);
  const payable = usePayablesQuery([id]);
  const shipment = useShipmentQuery(id);
  const [paymentLink] = usePaymentLinkMutation();

  if (payable.isLoading || shipment.isLoading)
    return (
      <Group gap="sm" py="xl" justify="center" role="status">
        <Loader size="sm" />
        <Text>{Messages.payment.loading}</Text>
      </Group>
    );
  const price = payable.data?.[0];
  if (!price)
    return (
      <Alert color="red" role="alert">
        {errorMessage(payable.error)}
      </Alert>
    );
  const s = shipment.data;
  const showTotal = canSee(role, 'quote.summaryTotal');
  const createCardOrder = async (): Promise<CardOrder> => {
    const link = await paymentLink({ id, email: user.data?.email }).unwrap();
    return link && { id: link.id, approveUrl: link.url };
  };
  return (
    <Stack gap="md">
      <Group gap="sm" data-testid="payment-service">
        {s && <Image src={s.selected_service.carrier_logo_url_svg} alt={price.carrier} h={28} w="auto" />}
        <Text fw={600}>
          {price.carrier} · {price.service}
        </Text>
      </Group>
      {s && (
        <>
          <Grid>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <Place title="Origen" d={s.origin_direction} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <Place title="Destino" d={s.destination_direction} />
            </Grid.Col>
          </Grid>
          {s.parcels.map((p, i) => (
            <Text key={i} size="sm" data-testid="payment-parcel">
              Dimensiones: {p.depth} x {p.width} x {p.height} cm · Peso: {p.weight} kg
            </Text>
          ))}
        </>
      )}
      {showTotal && price.total_centavos !== undefined && (
        <Group justify="space-between" data-testid="payment-total">
          <Text fw={600}>Total a pagar</Text>
          <Text fw={700} fz="lg">
            {formatMXN(price.total_centavos)} {price.currency}
          </Text>
        </Group>
      )}
      {price.paid ? (
        <Alert color="green" title="Este envío ya está pagado" data-testid="already-paid">
          <Anchor component={Link} to={buildPath.shipmentDetail(id)}>
            Ver el envío
          </Anchor>
        </Alert>
      ) : (
        <PaymentChoice
          shipments={[id]}
          totalCentavos={price.total_centavos ?? null}
          showTotal={false}
          cardLabel="Paga con tarjeta (PayPal)"
          createCardOrder={createCardOrder}
        />
      )}
    </Stack>
  );
}
