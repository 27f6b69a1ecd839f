import { Alert, Button, Group, Modal, Stack, Text, type ButtonProps } from '@mantine/core';
import { isAllowed, Paths, type Role } from '@envios/domain';
import { IconScale } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { errorCode, errorMessage } from '@/shared/api/api-error';
import { usePayOverweightMutation } from '@/shared/api/overweight-api';
import { formatPesos } from '@/shared/lib/format-pesos';
import { notifySuccess } from '@/shared/lib/notify';
import { useSession } from '@/shared/lib/session';

/**
 * Who pays a shipment's overweight from the shipment's wallet: the roles that pay shipments, for
 * their own shipments, and a client for its account's. Staff register charges; they do not pay them.
 */
export function canPayOverweight(role: Role | null, viewerId: string | null, ownerId: string): boolean {
  return isAllowed(role, 'payments.pay') && (ownerId === viewerId || role === 'client');
}

interface PayOverweightButtonProps extends Pick<ButtonProps, 'size' | 'variant' | 'fullWidth'> {
  shipmentId: string;
  guide: string | null;
  /** Pesos; absent for the Operativo, who pays without seeing amounts. */
  amount?: number;
}

/**
 * 'Pagar sobrepeso': asks, then pays the pending charge from the wallet (the shipment is released).
 * A balance that does not cover it says so, with the way to top up for who may.
 */
export function PayOverweightButton({ shipmentId, guide, amount, ...button }: PayOverweightButtonProps) {
  const { role } = useSession();
  const [opened, setOpened] = useState(false);
  const [failure, setFailure] = useState<{ message: string; insufficient: boolean } | null>(null);
  const [pay, call] = usePayOverweightMutation();
  const what = `el sobrepeso de la guía ${guide ?? 'sin número'}${amount !== undefined ? ` (${formatPesos(amount)})` : ''}`;

  const close = () => {
    setOpened(false);
    setFailure(null);
  };
  const onPay = async () => {
    setFailure(null);
    const result = await pay(shipmentId);
    if ('error' in result) {
      setFailure({
        message: errorMessage(result.error),
        insufficient: errorCode(result.error) === 'WALLET.INSUFFICIENT_BALANCE',
      });
      return;
    }
    close();
    notifySuccess('Sobrepeso pagado', `Se pagó ${what} con el monedero. El envío queda liberado.`);
  };

  return (
    <>
      <Button leftSection={<IconScale size={16} />} {...button} onClick={() => setOpened(true)}>
        Pagar sobrepeso
      </Button>
      <Modal
        opened={opened}
        onClose={close}
        title="Pagar sobrepeso"
        centered
        closeButtonProps={{ 'aria-label': 'Cerrar' }}
      >
        <Stack gap="sm">
          <Text size="sm">¿Pagar con el monedero {what}? El envío queda retenido hasta que se pague.</Text>
          {failure && (
            <Alert color="red" role="alert" data-testid="pay-overweight-error">
              <Stack gap="xs">
                <Text size="sm">{failure.message}</Text>
                {failure.insufficient &&
                  (isAllowed(role, 'wallet.topup') ? (
                    <Group>
                      <Button component={Link} to={Paths.newPrepaid} size="xs" variant="white" color="red">
                        Recargar saldo
                      </Button>
                    </Group>
                  ) : (
                    <Text size="sm">Pide al administrador de tu cuenta que abone saldo a tu monedero.</Text>
                  ))}
              </Stack>
            </Alert>
          )}
          <Group justify="flex-end" gap="sm" mt="xs">
            <Button variant="default" onClick={close}>
              Cancelar
            </Button>
            <Button loading={call.isLoading} onClick={() => void onPay()}>
              Pagar con monedero
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
