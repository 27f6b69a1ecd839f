import { Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { OXXO_MAX_PESOS, OXXO_MIN_PESOS } from '@envios/contracts';
import { formatMXN, sanitizeAmountInput } from '@envios/domain';
import { IconBuildingStore, IconInfoCircle } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { buildPath } from '@/config/paths';
import { notifyFailure } from '@/shared/lib/notify';
import { useCreateOxxoVoucherMutation } from '../api/prepaids-api';
import { formatAmountText } from '../lib/top-up-amount';
import { OxxoAmountSchema } from '../lib/spei-oxxo';

const LIMITS = `Mínimo ${formatMXN(OXXO_MIN_PESOS * 100)}, máximo ${formatMXN(OXXO_MAX_PESOS * 100)} MXN.`;

/**
 * 'Pago en efectivo OXXO': an amount within OXXO's limits makes a voucher (POST /prepaid/oxxo), and
 * the payment result's oxxo variant links to it. One key per amount typed: pressing again (or a
 * retry after a lost answer) answers the same voucher rather than a second one.
 */
export function OxxoPanel() {
  const navigate = useNavigate();
  const [create, call] = useCreateOxxoVoucherMutation();
  const [text, setText] = useState('');
  const [focused, setFocused] = useState(false);
  const [touched, setTouched] = useState(false);
  const key = useRef(crypto.randomUUID());

  const parsed = OxxoAmountSchema.safeParse(text);
  const error = touched && !parsed.success ? parsed.error.issues[0].message : undefined;

  const submit = async () => {
    setTouched(true);
    if (!parsed.success) return;
    const voucher = await create({ amount: parsed.data / 100, key: key.current });
    if ('error' in voucher) {
      notifyFailure('No se pudo generar la ficha OXXO', voucher.error);
      return;
    }
    navigate(buildPath.paymentResult('success', { oxxo: 'true', reference: voucher.data.reference }));
  };

  return (
    <Card data-testid="oxxo-panel">
      <Stack gap="md">
        <Group gap="xs" wrap="nowrap">
          <IconBuildingStore size={22} aria-hidden />
          <Title order={3} fz="lg">
            Pago en efectivo OXXO
          </Title>
        </Group>
        <Text size="sm">
          Genera una ficha con referencia y código de barras, y paga en efectivo en cualquier tienda OXXO. El
          saldo se acredita a tu monedero cuando OXXO confirma el pago.
        </Text>
        <TextInput
          label="Monto a pagar en OXXO (MXN)"
          description={LIMITS}
          placeholder="$0.00"
          inputMode="decimal"
          autoComplete="off"
          required
          value={focused ? text : formatAmountText(text)}
          onChange={(event) => {
            setText(sanitizeAmountInput(event.currentTarget.value));
            key.current = crypto.randomUUID();
          }}
          onFocus={() => setFocused(true)}
          onBlur={() => {
            setFocused(false);
            if (text) setTouched(true);
          }}
          error={error}
          maxLength={16}
        />
        <Button
          leftSection={<IconBuildingStore size={18} aria-hidden />}
          loading={call.isLoading}
          onClick={() => void submit()}
        >
          Generar ficha OXXO
        </Button>
        <Group gap={6} wrap="nowrap" align="flex-start">
          <IconInfoCircle size={14} aria-hidden style={{ flexShrink: 0, marginTop: 3 }} />
          <Text size="xs" c="dimmed">
            La ficha indica hasta cuándo puedes pagarla; también te enviamos la referencia por correo
            electrónico.
          </Text>
        </Group>
      </Stack>
    </Card>
  );
}
