import {
  Alert,
  Button,
  Card,
  Divider,
  Group,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { centavosToPesos, formatMXN, sanitizeAmountInput } from '@envios/domain';
import { IconCreditCard, IconInfoCircle, IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '@/shared/api/api-error';
import { usePaymentsConfigQuery } from '@/shared/api/wallet-api';
import { notifyFailure } from '@/shared/lib/notify';
import { useSession } from '@/shared/lib/session';
import { useCreateTopUpMutation, useDeleteMovementMutation, useTopUpLinkMutation } from '../api/prepaids-api';
import { formatAmountText, TopUpAmountSchema } from '../lib/top-up-amount';
import { PaypalTopUpButtons } from './paypal-top-up-buttons';

/** The amount, the payment method (PayPal only) and 'Total a pagar'; paying leaves for the card approval. */
export function TopUpForm() {
  const { userId } = useSession();
  const config = usePaymentsConfigQuery();
  const [createTopUp] = useCreateTopUpMutation();
  const [topUpLink] = useTopUpLinkMutation();
  const [deleteMovement] = useDeleteMovementMutation();
  const [text, setText] = useState('');
  const [focused, setFocused] = useState(false);
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  // Card through PayPal is the one method (section 2); the choice is shown all the same.
  const [method, setMethod] = useState('paypal');

  const parsed = TopUpAmountSchema.safeParse(text);
  const centavos = parsed.success ? parsed.data : null;
  const error = touched && !parsed.success ? parsed.error.issues[0].message : undefined;

  /** POST /prepaid (a pending top-up), then its card order; a failed order takes the top-up away again. */
  const startTopUp = async (): Promise<{ prepaidId: string; orderId: string; approveUrl: string } | null> => {
    setTouched(true);
    if (centavos === null || !userId) return null;
    const created = await createTopUp({ user: userId, amount: centavosToPesos(centavos) });
    if ('error' in created) {
      notifyFailure('No se pudo crear el abono', created.error);
      return null;
    }
    const link = await topUpLink(created.data.id);
    if ('error' in link) {
      await deleteMovement(created.data.id);
      notifyFailure('No se pudo iniciar el pago', link.error);
      return null;
    }
    return { prepaidId: created.data.id, orderId: link.data.id, approveUrl: link.data.approve_url };
  };

  const payInSandbox = async () => {
    setBusy(true);
    const started = await startTopUp();
    if (started) window.location.assign(started.approveUrl);
    else setBusy(false);
  };

  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <Card>
        <Stack gap="md">
          <Title order={2} fz="lg">
            Monto del abono
          </Title>
          <TextInput
            label="Monto a abonar (MXN)"
            placeholder="$0.00"
            inputMode="decimal"
            autoComplete="off"
            required
            value={focused ? text : formatAmountText(text)}
            onChange={(event) => setText(sanitizeAmountInput(event.currentTarget.value))}
            onFocus={() => setFocused(true)}
            onBlur={() => {
              setFocused(false);
              setTouched(true);
            }}
            error={error}
            maxLength={16}
          />
          <Radio.Group label="Método de pago" value={method} onChange={setMethod} required>
            <Radio mt="xs" value="paypal" label="Tarjeta de crédito o débito (PayPal)" />
          </Radio.Group>
        </Stack>
      </Card>
      <Card>
        <Stack gap="md">
          <Title order={2} fz="lg">
            Resumen
          </Title>
          <Group justify="space-between">
            <Text c="dimmed">Abono a tu monedero</Text>
            <Text>{formatMXN(centavos ?? 0)}</Text>
          </Group>
          <Divider />
          <Group justify="space-between">
            <Text fw={700}>Total a pagar</Text>
            <Text fw={700} fz="xl" data-testid="top-up-total">
              {formatMXN(centavos ?? 0)}
            </Text>
          </Group>
          {config.error ? (
            <Alert color="red" icon={<IconInfoCircle />}>
              {errorMessage(config.error)}
            </Alert>
          ) : config.data?.provider === 'paypal' && config.data.client_id ? (
            <PaypalTopUpButtons
              clientId={config.data.client_id}
              disabled={centavos === null}
              startTopUp={startTopUp}
            />
          ) : (
            <Button
              size="md"
              leftSection={<IconCreditCard size={18} />}
              loading={busy || config.isLoading}
              onClick={payInSandbox}
            >
              Pagar con tarjeta
            </Button>
          )}
          <Group gap={6} wrap="nowrap">
            <IconLock size={14} aria-hidden />
            <Text size="xs" c="dimmed">
              El pago con tarjeta se procesa con PayPal; el saldo se acredita al confirmarse el cobro.
            </Text>
          </Group>
        </Stack>
      </Card>
    </SimpleGrid>
  );
}
