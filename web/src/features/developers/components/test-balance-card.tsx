import { Alert, Button, Card, Group, Loader, Text, Title } from '@mantine/core';
import { formatMXN } from '@envios/domain';
import { IconAlertCircle, IconRefresh } from '@tabler/icons-react';
import { errorMessage } from '@/shared/api/api-error';
import { notifyFailure, notifySuccess } from '@/shared/lib/notify';
import { useRefillTestBalanceMutation, useTestBalanceQuery } from '../api/api-keys-api';

/**
 * 'Saldo de prueba': what test keys (envmx_test_…) pay their test shipments with — apart from the
 * wallet, never real money — and the button that fills it back up.
 */
export function TestBalanceCard({ canManage }: { canManage: boolean }) {
  const { data, error } = useTestBalanceQuery();
  const [refill, { isLoading }] = useRefillTestBalanceMutation();

  const onRefill = async () => {
    const result = await refill();
    if ('error' in result) notifyFailure('No se pudo recargar el saldo de prueba', result.error);
    else notifySuccess('Saldo de prueba recargado', `Ahora tienes ${formatMXN(result.data.total_centavos)}.`);
  };

  return (
    <Card component="section" aria-labelledby="developers-test-balance">
      <Group justify="space-between" align="flex-start" gap="sm">
        <div>
          <Title order={2} size="h4" id="developers-test-balance">
            Saldo de prueba
          </Title>
          <Text c="dimmed" size="sm">
            Con él pagan las claves de prueba. No es dinero real: no se cobra, no aparece en tu monedero ni en
            los reportes.
          </Text>
        </div>
        {canManage && (
          <Button
            variant="light"
            leftSection={<IconRefresh size={18} />}
            loading={isLoading}
            onClick={onRefill}
          >
            Recargar saldo de prueba
          </Button>
        )}
      </Group>
      {error && !data ? (
        <Alert color="red" icon={<IconAlertCircle />} mt="md">
          {errorMessage(error)}
        </Alert>
      ) : !data ? (
        <Loader size="sm" mt="md" aria-label="Cargando saldo de prueba" />
      ) : (
        <Text fz="xl" fw={700} mt="md" data-testid="test-balance">
          {formatMXN(data.total_centavos)}
        </Text>
      )}
    </Card>
  );
}
