import { WalletErrors } from '@envios/contracts';
import { PayPalButtons, PayPalScriptProvider } from '@paypal/react-paypal-js';
import { useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { buildPath } from '@/config/paths';
import { errorCode, errorMessage } from '@/shared/api/api-error';
import { notifyFailure, notifySuccess } from '@/shared/lib/notify';
import {
  useCaptureTopUpMutation,
  useDeleteMovementMutation,
  useExecuteTopUpMutation,
} from '../api/prepaids-api';

interface PaypalTopUpButtonsProps {
  clientId: string;
  disabled: boolean;
  /** Creates the pending top-up and its PayPal order; answers both ids, or null after telling why. */
  startTopUp: () => Promise<{ prepaidId: string; orderId: string } | null>;
}

/** PayPal's own buttons (provider 'paypal'): the order is approved in PayPal's window, then charged here. */
export function PaypalTopUpButtons({ clientId, disabled, startTopUp }: PaypalTopUpButtonsProps) {
  const navigate = useNavigate();
  const [capture] = useCaptureTopUpMutation();
  const [execute] = useExecuteTopUpMutation();
  const [deleteMovement] = useDeleteMovementMutation();
  const prepaidId = useRef<string | null>(null);

  const dropPending = async () => {
    if (prepaidId.current) await deleteMovement(prepaidId.current);
    prepaidId.current = null;
  };

  return (
    <PayPalScriptProvider options={{ clientId, currency: 'MXN', locale: 'es_MX', intent: 'capture' }}>
      <PayPalButtons
        style={{ layout: 'vertical', label: 'pay' }}
        disabled={disabled}
        createOrder={async () => {
          const started = await startTopUp();
          if (!started) throw new Error('top-up not started');
          prepaidId.current = started.prepaidId;
          return started.orderId;
        }}
        onApprove={async (data, actions) => {
          const captured = await capture(data.orderID);
          if ('error' in captured) {
            if (errorCode(captured.error) === WalletErrors.instrumentDeclined.code) return actions.restart();
            await dropPending();
            navigate(buildPath.paymentResult('error', { message: errorMessage(captured.error) }));
            return;
          }
          const executed = await execute(captured.data.prepaid ?? prepaidId.current ?? '');
          if ('error' in executed || !executed.data.execute) {
            const message =
              'error' in executed ? errorMessage(executed.error) : 'El abono aún no se acredita.';
            navigate(buildPath.paymentResult('error', { message }));
            return;
          }
          notifySuccess('Abono realizado', 'El saldo ya está disponible en tu monedero.');
          navigate(buildPath.paymentResult('success', { message: 'Abono realizado' }));
        }}
        onCancel={() => {
          void dropPending();
          notifySuccess('Pago cancelado', 'No se realizó ningún cargo.');
        }}
        onError={(error) => {
          void dropPending();
          notifyFailure('No se pudo completar el pago', error);
        }}
      />
    </PayPalScriptProvider>
  );
}
