import {
  Alert,
  Anchor,
  Badge,
  Box,
  Button,
  Card,
  Center,
  Group,
  List,
  Loader,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { formatMXN, pesosToCentavos } from '@envios/domain';
import { IconAlertTriangle, IconCircleCheck, IconClockX, IconPrinter } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router-dom';
import { Paths } from '@/config/paths';
import { errorMessage } from '@/shared/api/api-error';
import { EmptyState } from '@/shared/ui/empty-state';
import { useOxxoVoucherQuery, type OxxoVoucher } from '../api/prepaids-api';
import { OxxoBarcode } from '../components/oxxo-barcode';
import { formatExpiry, groupReference } from '../lib/spei-oxxo';
import classes from './cash-barcode.module.css';

/** While a voucher waits to be paid, the page asks again this often, and shows the payment when it lands. */
const PENDING_POLL_MS = 15_000;

const STATUS_BADGES: Record<OxxoVoucher['status'], { label: string; color: string }> = {
  pending: { label: 'Pendiente de pago', color: 'yellow' },
  paid: { label: 'Pagada', color: 'teal' },
  expired: { label: 'Vencida', color: 'red' },
  review: { label: 'En revisión', color: 'orange' },
};

function VoucherState({ voucher }: { voucher: OxxoVoucher }) {
  if (voucher.status === 'paid')
    return (
      <Alert color="teal" icon={<IconCircleCheck />} title="Pago recibido" data-testid="oxxo-paid">
        OXXO confirmó el pago de esta ficha: el saldo ya está en tu monedero.
      </Alert>
    );
  if (voucher.status === 'expired')
    return (
      <Alert color="red" icon={<IconClockX />} title="Ficha vencida" data-testid="oxxo-expired">
        Esta ficha venció el {formatExpiry(voucher.expires_at)} y ya no se puede pagar. Si necesitas recargar
        saldo, genera una nueva desde{' '}
        <Anchor component={Link} to={Paths.newPrepaid} inherit fw={600}>
          Recargar Saldo
        </Anchor>
        .
      </Alert>
    );
  if (voucher.status === 'review')
    return (
      <Alert color="orange" icon={<IconAlertTriangle />} title="Pago en revisión" data-testid="oxxo-review">
        Recibimos un pago de esta ficha que no coincide con su monto. Lo estamos revisando y te escribiremos
        por correo electrónico.
      </Alert>
    );
  return null;
}

/** The printable voucher: OXXO's band, amount, reference, barcode, expiry and how to pay. */
function Voucher({ voucher }: { voucher: OxxoVoucher }) {
  const payable = voucher.status === 'pending';
  return (
    <Stack gap="md" className={classes.sheet}>
      <VoucherState voucher={voucher} />
      <Card padding={0} withBorder className={classes.voucher} data-testid="oxxo-voucher">
        <Group className={classes.brand} justify="space-between" px="lg" py="sm" wrap="nowrap">
          <Text fw={900} fz={28} lh={1} style={{ letterSpacing: 2 }}>
            OXXO
          </Text>
          <Text fw={600} size="sm">
            Pago en efectivo · OXXOPay
          </Text>
        </Group>
        <Stack gap="md" p="lg">
          <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
            <Stack gap={2}>
              <Text size="sm" c="dimmed">
                Monto a pagar
              </Text>
              <Text fw={800} fz={32} lh={1.1} data-testid="oxxo-amount">
                {formatMXN(pesosToCentavos(voucher.amount))}{' '}
                <Text span fz="md" fw={600}>
                  MXN
                </Text>
              </Text>
            </Stack>
            <Badge size="lg" variant="light" color={STATUS_BADGES[voucher.status].color} tt="none">
              {STATUS_BADGES[voucher.status].label}
            </Badge>
          </Group>
          <Stack gap={2}>
            <Text size="sm" c="dimmed">
              Referencia
            </Text>
            <Text
              fw={700}
              fz={{ base: 20, sm: 26 }}
              ff="monospace"
              data-testid="oxxo-reference"
              style={{ overflowWrap: 'anywhere' }}
            >
              {groupReference(voucher.reference)}
            </Text>
          </Stack>
          {payable && (
            <Box className={classes.barcode}>
              <OxxoBarcode value={voucher.barcode} />
            </Box>
          )}
          <Text size="sm" data-testid="oxxo-expiry">
            <strong>{payable ? 'Vence:' : 'Vencimiento:'}</strong> {formatExpiry(voucher.expires_at)} (hora
            del centro de México)
          </Text>
          {payable && (
            <Stack gap="xs">
              <Title order={2} fz="md">
                Cómo pagar
              </Title>
              <List type="ordered" spacing={4} size="sm">
                <List.Item>Acude a cualquier tienda OXXO antes de la fecha de vencimiento.</List.Item>
                <List.Item>Indica al cajero que quieres hacer un pago de OXXOPay.</List.Item>
                <List.Item>
                  Dicta la referencia de esta ficha o muestra el código de barras para que lo escanee.
                </List.Item>
                <List.Item>
                  Paga en efectivo el monto exacto de {formatMXN(pesosToCentavos(voucher.amount))} MXN.
                </List.Item>
                <List.Item>
                  Conserva tu comprobante de pago. El saldo se acredita a tu monedero en cuanto OXXO lo
                  confirma y te avisamos por correo electrónico.
                </List.Item>
              </List>
            </Stack>
          )}
        </Stack>
      </Card>
      <Group gap="sm" className={classes.noPrint}>
        {payable && (
          <Button leftSection={<IconPrinter size={18} aria-hidden />} onClick={() => window.print()}>
            Imprimir
          </Button>
        )}
        <Button component={Link} to={Paths.prepaids} variant="default">
          Ir al monedero
        </Button>
        {payable && voucher.hosted_voucher_url && (
          <Anchor href={voucher.hosted_voucher_url} target="_blank" rel="noopener noreferrer" size="sm">
            Ver la ficha en el sitio del procesador de pagos
          </Anchor>
        )}
      </Group>
    </Stack>
  );
}

/** /shipping/cash_barcode?references={reference}: an OXXO voucher (GET /prepaid/oxxo/{reference}). */
export function CashBarcodePage() {
  const [params] = useSearchParams();
  const reference = params.get('references')?.trim() ?? '';
  const voucher = useOxxoVoucherQuery(reference, { skip: !reference });
  const pending = voucher.data?.status === 'pending';
  // Polling restarts with the status: only a pending voucher can still change.
  useOxxoVoucherQuery(reference, { skip: !reference || !pending, pollingInterval: PENDING_POLL_MS });

  return (
    <Stack gap="md">
      <Box className={classes.noPrint}>
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          Ficha de pago OXXO
        </Title>
        <Text c="dimmed">Imprímela o muéstrala en tu teléfono al pagar en la tienda.</Text>
      </Box>
      {!reference ? (
        <EmptyState title="Falta la referencia de pago." />
      ) : voucher.isLoading ? (
        <Center py="xl" role="status">
          <Group gap="sm">
            <Loader size="sm" aria-hidden />
            <Text>Cargando ficha de pago...</Text>
          </Group>
        </Center>
      ) : voucher.error || !voucher.data ? (
        <Alert
          color="red"
          icon={<IconAlertTriangle />}
          title="No se pudo mostrar la ficha"
          data-testid="oxxo-error"
        >
          {errorMessage(voucher.error)}
        </Alert>
      ) : (
        <Voucher voucher={voucher.data} />
      )}
    </Stack>
  );
}
