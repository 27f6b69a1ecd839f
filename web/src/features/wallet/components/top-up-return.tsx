import { Alert, Button, Card, Group, Loader, Stack, Text } from '@mantine/core';
import { WalletErrors } from '@envios/contracts';
import { IconCreditCardOff } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { buildPath, Paths } from '@/config/paths';
import { errorCode, errorMessage } from '@/shared/api/api-error';
import { notifyFailure, notifySuccess } from '@/shared/lib/notify';
import {
  useCaptureTopUpMutation,
  useDeleteMovementMutation,
  useExecuteTopUpMutation,
  useTopUpLinkMutation,
} from '../api/prepaids-api';

/** Charges the approved order, credits the top-up and goes to the payment result; the card may be declined. */
export function TopUpReturn({ prepaidId, orderId }: { prepaidId: string; orderId: string }) {
  const navigate = useNavigate();
  const [capture] = useCaptureTopUpMutation();
  const [execute] = useExecuteTopUpMutation();
  const [deleteMovement, deleteCall] = useDeleteMovementMutation();
  const [topUpLink, linkCall] = useTopUpLinkMutation();
  const [declined, setDeclined] = useState<string | null>(null);
  const handled = useRef<string | null>(null);

  useEffect(() => {
    // The return URL is handled once, even if React runs this effect again.
    if (handled.current === orderId) return;
    handled.current = orderId;
    const fail = (message: string) =>
      navigate(buildPath.paymentResult('error', { message }), { replace: true });
    void (async () => {
      const captured = await capture(orderId);
      if ('error' in captured) {
        if (errorCode(captured.error) === WalletErrors.instrumentDeclined.code) {
          setDeclined(errorMessage(captured.error));
          return;
        }
        // Nothing was charged: the pending top-up goes (section 4, "Top-up by card").
        await deleteMovement(prepaidId);
        fail(errorMessage(captured.error));
        return;
      }
      // Charged from here on: the top-up stays, whatever happens.
      const executed = await execute(prepaidId);
      if ('error' in executed) fail(errorMessage(executed.error));
      else if (!executed.data.execute)
        fail('El cobro se realizó pero el abono aún no se acredita a tu monedero.');
      else {
        notifySuccess('Abono realizado', 'El saldo ya está disponible en tu monedero.');
        navigate(buildPath.paymentResult('success', { message: 'Abono realizado' }), { replace: true });
      }
    })();
  }, [orderId, prepaidId, capture, execute, deleteMovement, navigate]);

  const tryAgain = async () => {
    const link = await topUpLink(prepaidId);
    if ('error' in link) notifyFailure('No se pudo reintentar el pago', link.error);
    else window.location.assign(link.data.approve_url);
  };

  const giveUp = async () => {
    await deleteMovement(prepaidId);
    navigate(Paths.newPrepaid, { replace: true });
  };

  if (!declined) {
    return (
      <Card>
        <Stack align="center" gap="sm" py="xl">
          <Loader aria-label="Procesando pago" />
          <Text fw={600}>Procesando pago...</Text>
          <Text size="sm" c="dimmed">
            No cierres esta ventana.
          </Text>
        </Stack>
      </Card>
    );
  }
  return (
    <Card>
      <Alert color="red" icon={<IconCreditCardOff />} title="Tarjeta rechazada" data-testid="top-up-declined">
        {declined}
      </Alert>
      <Group mt="md" gap="sm">
        <Button loading={linkCall.isLoading} onClick={tryAgain}>
          Intentar de nuevo
        </Button>
        <Button variant="default" loading={deleteCall.isLoading} onClick={giveUp}>
          Cancelar abono
        </Button>
      </Group>
    </Card>
  );
}
