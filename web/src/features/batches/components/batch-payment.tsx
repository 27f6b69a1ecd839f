import { Button, Group, Loader } from '@mantine/core';
import type { Batch } from '@envios/contracts';
import { lazy, Suspense, useState } from 'react';
import { errorCode } from '@/shared/lib/use-finish-payment';
import { notifyFailure, notifySuccess } from '@/shared/lib/notify';
import { usePaymentsConfigQuery } from '@/shared/api/wallet-api';
import { useCaptureBatchMutation, usePayBatchMutation } from '../api/batches-api';

const PaypalCardButtons = lazy(() =>
  import('@/shared/ui/paypal-card-buttons').then((module) => ({ default: module.PaypalCardButtons })),
);

interface Props {
  batch: Batch;
  /** Pays from the wallet (the caller confirms first); null when the wallet is not offered. */
  onWallet: (() => void) | null;
  walletLabel: string;
  disabled: boolean;
}

/**
 * How a batch is paid: the wallet (confirmed by the caller) or a card, in one PayPal order for every
 * unpaid row. PayPal's buttons capture it here; the local sandbox's approval page comes back to the
 * batch's page (?paypal=return&token=…), which captures it (BatchCardReturn).
 */
export function BatchPayment({ batch, onWallet, walletLabel, disabled }: Props) {
  const config = usePaymentsConfigQuery();
  const [payBatch] = usePayBatchMutation();
  const [capture] = useCaptureBatchMutation();
  const [busy, setBusy] = useState(false);

  /** The card order for every unpaid row; null when refused (said) or nothing was left to pay. */
  const startCardOrder = async () => {
    const result = await payBatch({ id: batch.id, method: 'card' });
    if ('error' in result) {
      notifyFailure('No se pudo pagar el lote con tarjeta', result.error);
      return null;
    }
    if (!result.data.card_order) notifySuccess('Lote pagado', 'No quedaban filas por pagar.');
    return result.data.card_order;
  };
  const cardOrder = async (): Promise<string> => {
    const order = await startCardOrder();
    if (!order) throw new Error('no card order');
    return order.id;
  };
  const bySandbox = async () => {
    setBusy(true);
    const order = await startCardOrder();
    if (order) window.location.assign(order.approve_url);
    else setBusy(false);
  };
  const approved = async (orderId: string) => {
    const result = await capture({ id: batch.id, orderId });
    if ('error' in result) {
      if (errorCode(result.error) === 'PAYPAL.INSTRUMENT_DECLINED') return 'declined' as const;
      notifyFailure('No se pudo cobrar el lote', result.error);
    } else notifySuccess('Lote pagado', 'Estamos generando las guías; sigue el avance aquí.');
  };

  const provider = config.data?.provider;
  return (
    <Group align="flex-start" gap="sm">
      {onWallet && (
        <Button color="teal" onClick={onWallet} disabled={disabled || busy}>
          {walletLabel}
        </Button>
      )}
      {provider === 'local-sandbox' && (
        <Button variant="light" onClick={() => void bySandbox()} loading={busy} disabled={disabled}>
          Pagar con tarjeta
        </Button>
      )}
      {provider === 'paypal' && config.data?.client_id && (
        <Suspense fallback={<Loader size="sm" aria-label="Cargando PayPal" />}>
          <div style={{ minWidth: 240 }}>
            <PaypalCardButtons
              clientId={config.data.client_id}
              disabled={disabled}
              createOrder={cardOrder}
              onApprove={approved}
              onCancel={() => undefined}
              onError={(error) => notifyFailure('No se pudo pagar el lote con tarjeta', error)}
            />
          </div>
        </Suspense>
      )}
    </Group>
  );
}
