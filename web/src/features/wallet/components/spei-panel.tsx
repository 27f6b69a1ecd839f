import { Alert, Button, Card, CopyButton, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconBuildingBank, IconCheck, IconCopy, IconInfoCircle } from '@tabler/icons-react';
import { errorMessage } from '@/shared/api/api-error';
import { useSpeiAccountQuery } from '../api/prepaids-api';
import { groupClabe } from '../lib/spei-oxxo';

/** One line of the transfer's data: its label, the value as shown, and 'Copiar' for the value itself. */
function CopyLine(props: { label: string; shown: string; value: string; testId: string; mono?: boolean }) {
  const { label, shown, value, testId, mono } = props;
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm" data-testid={testId}>
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Text size="sm" c="dimmed">
          {label}
        </Text>
        <Text fw={600} ff={mono ? 'monospace' : undefined} style={{ overflowWrap: 'anywhere' }}>
          {shown}
        </Text>
      </Stack>
      <CopyButton value={value} timeout={3000}>
        {({ copied, copy }) => (
          <Button
            size="xs"
            variant={copied ? 'light' : 'default'}
            color={copied ? 'teal' : undefined}
            leftSection={copied ? <IconCheck size={14} aria-hidden /> : <IconCopy size={14} aria-hidden />}
            onClick={copy}
            aria-label={copied ? `${label} copiado` : `Copiar ${label}`}
            style={{ flexShrink: 0 }}
          >
            {copied ? 'Copiado' : 'Copiar'}
          </Button>
        )}
      </CopyButton>
    </Group>
  );
}

/**
 * 'Transferencia SPEI': the account's own CLABE (GET /prepaid/spei), its bank and beneficiary, each
 * with 'Copiar'. Whatever arrives at that CLABE is credited to the wallet, any amount.
 */
export function SpeiPanel() {
  const account = useSpeiAccountQuery();
  return (
    <Card data-testid="spei-panel">
      <Stack gap="md">
        <Group gap="xs" wrap="nowrap">
          <IconBuildingBank size={22} aria-hidden />
          <Title order={3} fz="lg">
            Transferencia SPEI
          </Title>
        </Group>
        <Text size="sm">
          Transfiere desde la banca en línea de tu banco a tu CLABE personal. Puedes transferir cualquier
          monto: se acredita automáticamente a tu monedero cuando llega la transferencia.
        </Text>
        {account.isLoading ? (
          <Group gap="sm" role="status">
            <Loader size="sm" aria-hidden />
            <Text size="sm">Cargando tu CLABE...</Text>
          </Group>
        ) : account.error || !account.data ? (
          <Alert color="red" icon={<IconInfoCircle />} title="No se pudo obtener tu CLABE">
            {errorMessage(account.error)}
          </Alert>
        ) : (
          <Stack gap="sm" aria-live="polite">
            <CopyLine
              label="CLABE"
              shown={groupClabe(account.data.clabe)}
              value={account.data.clabe}
              testId="spei-clabe"
              mono
            />
            <CopyLine label="Banco" shown={account.data.bank} value={account.data.bank} testId="spei-bank" />
            <CopyLine
              label="Beneficiario"
              shown={account.data.beneficiary}
              value={account.data.beneficiary}
              testId="spei-beneficiary"
            />
          </Stack>
        )}
        <Group gap={6} wrap="nowrap" align="flex-start">
          <IconInfoCircle size={14} aria-hidden style={{ flexShrink: 0, marginTop: 3 }} />
          <Text size="xs" c="dimmed">
            Esta CLABE es solo de tu cuenta: cada transferencia recibida se abona una sola vez.
          </Text>
        </Group>
      </Stack>
    </Card>
  );
}
