import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { WalletErrors } from '@envios/contracts';
import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Paths } from '@/config/paths';
import { useGetCurrentUserQuery } from '@/shared/api/current-user-api';
import { useCaptureOrderMutation, useCardOrderMutation } from '@/shared/api/payments-api';
import { errorCode, paymentErrorPath, useFinishPayment } from '@/shared/lib/use-finish-payment';
import { useSession } from '@/shared/lib/session';

/**
 * The card did not go through: declined, or declined already when PayPal's webhook captured first (the
 * order is then back to waiting for approval). Either way the buyer approves again with another card.
 */
const APPROVE_AGAIN = [WalletErrors.instrumentDeclined.code, WalletErrors.orderNotApproved.code];

/**
 * Back from the card approval page (PayPal or the local sandbox) with the order in `token`: captures
 * it, asks for the labels and goes to the result. A declined card stays here and offers another try.
 */
export function CardReturn({ orderId, shipments }: { orderId: string; shipments: string[] }) {
  const { userId } = useSession();
  const navigate = useNavigate();
  const user = useGetCurrentUserQuery(userId ?? skipToken);
  const [capture] = useCaptureOrderMutation();
  const [cardOrder] = useCardOrderMutation();
  const finish = useFinishPayment();
  const [declined, setDeclined] = useState(false);
  const [retrying, setRetrying] = useState(false);
  const started = useRef(false);
  const email = user.data?.email;

  useEffect(() => {
    // One capture per return, also when the effect runs twice (StrictMode) or the user loads late.
    if (started.current || user.isLoading) return;
    started.current = true;
    void (async () => {
      const captured = await capture(orderId);
      if (APPROVE_AGAIN.includes(errorCode(captured.error) ?? '')) setDeclined(true);
      else if (captured.error) navigate(paymentErrorPath(captured.error, false), { replace: true });
      else await finish({ email, user: userId ?? '', shipments }, 'card');
    })();
  }, [capture, finish, navigate, orderId, shipments, userId, email, user.isLoading]);

  const retry = async () => {
    setRetrying(true);
    const order = await cardOrder(shipments);
    if (order.data) window.location.assign(order.data.approve_url);
    else navigate(paymentErrorPath(order.error, false));
  };

  if (declined)
    return (
      <Stack gap="md" data-testid="card-declined">
        <Alert color="red" title="Tarjeta rechazada" role="alert">
          {WalletErrors.instrumentDeclined.message} No se realizó ningún cargo.
        </Alert>
        <Group>
          <Button onClick={() => void retry()} loading={retrying}>
            Intentar con otra tarjeta
          </Button>
          <Button
            component={Link}
            to={`${Paths.payManyShipments}?${new URLSearchParams({ shipments: shipments.join(',') })}`}
            variant="default"
          >
            Elegir otra forma de pago
          </Button>
        </Group>
      </Stack>
    );
  return (
    <Group gap="sm" py="xl" justify="center" role="status">
      <Loader size="sm" />
      <Text>Procesando pago...</Text>
    </Group>
  );
}
