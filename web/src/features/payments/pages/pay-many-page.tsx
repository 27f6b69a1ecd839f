import { Alert, Anchor, Button, Card, Group, Loader, Stack, Text } from '@mantine/core';
import { canSee } from '@envios/domain';
import { skipToken } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Messages } from '@envios/contracts';
import { Paths } from '@/config/paths';
import { errorMessage } from '@/shared/api/api-error';
import { usePayablesQuery } from '@/shared/api/payments-api';
import { readPaySelection } from '@/shared/lib/pay-selection';
import { useSession } from '@/shared/lib/session';
import { EmptyState } from '@/shared/ui/empty-state';
import { PageHeader } from '@/shared/ui/page-header';
import { PaymentChoice } from '@/shared/ui/payment-choice';
import { CardReturn } from '../components/card-return';
import { PayablesList } from '../components/payables-list';

const TITLE = 'Pago de envíos';

/**
 * /payment/shipments/many: pays the shipments selected in Mis Envios (or named in the query) in one
 * operation, and is where the card approval page comes back to (?paypal=return|cancel&shipments=…).
 */
export function PayManyShipmentsPage() {
  const [params] = useSearchParams();
  const named = (params.get('shipments') ?? '').split(',').filter(Boolean);
  const [stored] = useState(readPaySelection);
  const ids = named.length ? named : stored;
  const token = params.get('token');

  if (params.get('paypal') === 'return' && token && ids.length)
    return (
      <>
        <PageHeader title={TITLE} />
        <CardReturn orderId={token} shipments={ids} />
      </>
    );
  return (
    <>
      <PageHeader title={TITLE} description="Paga en una sola operación los envíos seleccionados." />
      {ids.length ? (
        <PayMany ids={ids} cancelled={params.get('paypal') === 'cancel'} />
      ) : (
        <EmptyState
          title="No hay envíos seleccionados para pagar."
          description={
            <Anchor component={Link} to={Paths.shipments}>
              Selecciona envíos en Mis Envios
            </Anchor>
          }
        />
      )}
    </>
  );
}

function PayMany({ ids, cancelled }: { ids: string[]; cancelled: boolean }) {
  const { role, userId } = useSession();
  const payables = usePayablesQuery(userId ? ids : skipToken);
  if (payables.isLoading)
    return (
      <Group gap="sm" py="xl" justify="center" role="status">
        <Loader size="sm" />
        <Text>{Messages.payment.loading}</Text>
      </Group>
    );
  if (!payables.data)
    return (
      <Alert color="red" role="alert">
        {errorMessage(payables.error)}
      </Alert>
    );
  const showAmounts = canSee(role, 'quote.summaryTotal');
  const paid = payables.data.filter((p) => p.paid);
  const total = payables.data.reduce((sum, p) => sum + (p.total_centavos ?? 0), 0);
  return (
    <Stack gap="md" maw={720}>
      <PayablesList payables={payables.data} showAmounts={showAmounts} />
      {paid.length ? (
        <Alert color="yellow" role="alert" title="Envíos ya pagados">
          {paid.length === 1
            ? 'Uno de los envíos seleccionados ya está pagado.'
            : `${paid.length} de los envíos seleccionados ya están pagados.`}{' '}
          Selecciona solo envíos sin pagar.
          <Group mt="sm">
            <Button component={Link} to={Paths.shipments} variant="default" size="xs">
              Volver a Mis Envios
            </Button>
          </Group>
        </Alert>
      ) : (
        <Card withBorder padding="md">
          <PaymentChoice
            shipments={ids}
            totalCentavos={total}
            showTotal={showAmounts}
            notice={
              cancelled && (
                <Alert color="gray" role="status" data-testid="card-cancelled">
                  Cancelaste el pago con tarjeta. No se realizó ningún cargo; elige cómo pagar.
                </Alert>
              )
            }
          />
        </Card>
      )}
    </Stack>
  );
}
