import { Alert, Button, Group, Loader, Radio, Stack, Text } from '@mantine/core';
import { Messages } from '@envios/contracts';
import { canSee, formatMXN } from '@envios/domain';
import { skipToken } from '@reduxjs/toolkit/query';
import { lazy, Suspense, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useGetCurrentUserQuery } from '@/shared/api/current-user-api';
import {
  useCaptureOrderMutation,
  useCardOrderMutation,
  usePayWithWalletMutation,
} from '@/shared/api/payments-api';
import { usePaymentsConfigQuery, useWalletBalanceQuery, useWalletCoversQuery } from '@/shared/api/wallet-api';
import { errorCode, paymentErrorPath, useFinishPayment } from '@/shared/lib/use-finish-payment';
import { useSession } from '@/shared/lib/session';

const PaypalCardButtons = lazy(() =>
  import('./paypal-card-buttons').then((module) => ({ default: module.PaypalCardButtons })),
);

/** A card order: its PayPal id and where the buyer approves it; null when no guides are available. */
export type CardOrder = { id: string; approveUrl: string } | null;

interface Props {
  shipments: string[];
  /** The server's total of the shipments, in centavos; null while it loads. */
  totalCentavos: number | null;
  /** Role user pays without seeing the total (section 6); the wallet rule still applies. */
  showTotal: boolean;
  cardLabel?: string;
  /** How the card order is made; by default one order for all the shipments (POST /paypal/v2/link/many). */
  createCardOrder?: () => Promise<CardOrder>;
  /** Shown above the choice (a cancelled card payment, say). */
  notice?: ReactNode;
}

type Method = 'paypal' | 'wallet';

/**
 * The payment choice of section 2 (quote step 4, /payment/shipments/many, /payments/:id): card through
 * PayPal (or the local sandbox's approval page) or the wallet, which is offered only when its balance
 * covers the total (the server checks again).
 */
export function PaymentChoice({
  shipments,
  totalCentavos,
  showTotal,
  cardLabel = 'Tarjeta (PayPal)',
  createCardOrder,
  notice,
}: Props) {
  const { userId, role } = useSession();
  const navigate = useNavigate();
  const user = useGetCurrentUserQuery(userId ?? skipToken);
  // The Operativo sees no amounts: the server tells it whether its balance covers the total.
  const seesAmounts = canSee(role, 'amounts');
  const balance = useWalletBalanceQuery(userId && seesAmounts ? userId : skipToken);
  const covers = useWalletCoversQuery(shipments.length ? shipments : skipToken);
  const config = usePaymentsConfigQuery();
  const [payWithWallet] = usePayWithWalletMutation();
  const [cardOrder] = useCardOrderMutation();
  const [capture] = useCaptureOrderMutation();
  const finish = useFinishPayment();
  const [method, setMethod] = useState<Method | null>(null);
  const [busy, setBusy] = useState(false);
  const [warning, setWarning] = useState<string | null>(null);
  // PayPal reports a refused createOrder as an error; no guides available is a warning, not a failure.
  const noGuides = useRef(false);

  const balanceCentavos = balance.data?.total_centavos ?? null;
  const walletCovers = covers.data?.covers ?? false;
  const walletNote = !covers.data
    ? ' · Calculando el total...'
    : walletCovers
      ? ''
      : ' · Saldo insuficiente para este pago.';
  const walletDescription = seesAmounts
    ? balanceCentavos === null
      ? 'Consultando saldo...'
      : `Saldo disponible: ${formatMXN(balanceCentavos)}${walletNote}`
    : !covers.data
      ? 'Consultando saldo...'
      : walletCovers
        ? 'Tu saldo cubre este pago.'
        : 'Saldo insuficiente para este pago.';
  const who = { email: user.data?.email, user: userId ?? '', shipments };

  const makeOrder = async (): Promise<CardOrder> => {
    if (createCardOrder) return createCardOrder();
    const order = await cardOrder(shipments).unwrap();
    return { id: order.id, approveUrl: order.approve_url };
  };

  const payByWallet = async () => {
    setBusy(true);
    const result = await payWithWallet(who);
    if (result.data?.message === 'ok') await finish(who, 'wallet');
    else navigate(paymentErrorPath(result.error, false));
  };

  // The local sandbox has no buttons of its own: its approval page comes back to /payment/shipments/many.
  const payBySandbox = async () => {
    setBusy(true);
    setWarning(null);
    try {
      const order = await makeOrder();
      if (order) window.location.assign(order.approveUrl);
      else {
        setWarning(Messages.payment.noGuides);
        setBusy(false);
      }
    } catch (error) {
      navigate(paymentErrorPath(error, false));
    }
  };

  const paypalOrder = async () => {
    setBusy(true);
    noGuides.current = false;
    const order = await makeOrder();
    if (!order) {
      noGuides.current = true;
      setWarning(Messages.payment.noGuides);
      setBusy(false);
      throw new Error('no guides available');
    }
    return order.id;
  };

  const paypalError = (error: unknown) => {
    if (noGuides.current) return;
    navigate(paymentErrorPath(error, false));
  };

  const paypalApproved = async (orderId: string) => {
    const captured = await capture(orderId);
    if (errorCode(captured.error) === 'PAYPAL.INSTRUMENT_DECLINED') return 'declined';
    if (captured.error) navigate(paymentErrorPath(captured.error, false));
    else await finish(who, 'card');
  };

  const total = totalCentavos === null ? null : formatMXN(totalCentavos);
  return (
    <Stack gap="md" data-testid="payment-choice">
      {notice}
      {showTotal && (
        <Group justify="space-between" data-testid="payment-total">
          <Text fw={600}>Total a pagar</Text>
          <Text fw={700} fz="lg">
            {total ?? '—'} MXN
          </Text>
        </Group>
      )}
      <Radio.Group
        label="Forma de pago"
        value={method}
        onChange={(value) => {
          setMethod(value as Method);
          setWarning(null);
        }}
      >
        <Stack gap="sm" mt="xs">
          <Radio
            value="paypal"
            label={cardLabel}
            description="Visa, Mastercard o American Express a través de PayPal."
            disabled={busy}
          />
          <Radio
            value="wallet"
            label="Monedero"
            disabled={busy || !walletCovers}
            description={walletDescription}
            data-testid="wallet-option"
          />
        </Stack>
      </Radio.Group>
      {warning && (
        <Alert color="yellow" role="alert">
          {warning}
        </Alert>
      )}
      {busy && (
        <Group gap="xs" role="status">
          <Loader size="sm" />
          <Text>Procesando pago...</Text>
        </Group>
      )}
      {method === 'wallet' && (
        <Button onClick={() => void payByWallet()} disabled={busy || !walletCovers}>
          Pagar con monedero
        </Button>
      )}
      {method === 'paypal' && config.data?.provider === 'local-sandbox' && (
        <Button onClick={() => void payBySandbox()} disabled={busy}>
          Pagar con tarjeta
        </Button>
      )}
      {method === 'paypal' && config.data?.provider === 'paypal' && config.data.client_id && (
        <Suspense fallback={<Loader size="sm" aria-label="Cargando PayPal" />}>
          <PaypalCardButtons
            clientId={config.data.client_id}
            disabled={busy}
            createOrder={paypalOrder}
            onApprove={paypalApproved}
            onCancel={() => setBusy(false)}
            onError={paypalError}
          />
        </Suspense>
      )}
    </Stack>
  );
}
