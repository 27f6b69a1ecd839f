import { Alert, Button, Card, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { ApiKeyDto } from '@envios/contracts';
import { isAllowed } from '@envios/domain';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertCircle, IconKey, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '@/shared/api/api-error';
import { useSession } from '@/shared/lib/session';
import { EmptyState } from '@/shared/ui/empty-state';
import { PageHeader } from '@/shared/ui/page-header';
import { useListApiKeysQuery } from '../api/api-keys-api';
import { ApiKeyCards } from '../components/api-key-cards';
import { ApiKeysTable } from '../components/api-keys-table';
import { CreateApiKeyModal } from '../components/create-api-key-modal';
import { IntegrationGuide } from '../components/integration-guide';
import { RevokeApiKeyModal } from '../components/revoke-api-key-modal';
import { TestBalanceCard } from '../components/test-balance-card';
import { WebhooksSection } from '../components/webhooks-section';

/**
 * 'API y Webhooks' (issue 26): the account's API keys, its webhook endpoints with their delivery logs,
 * and a quick-start guide to the public API. The client and the superadmin create and revoke keys and
 * manage webhooks; the superadmin and the admin (who only reads) see every account's.
 */
export function DevelopersPage() {
  const { role } = useSession();
  const canManage = isAllowed(role, 'developers.manage');
  const showAccount = role === 'superadmin' || role === 'admin';
  const { data: apiKeys, error } = useListApiKeysQuery();
  const phone = useMediaQuery('(max-width: 48em)');
  // Each opening mounts a new modal: the key shown once is gone with the one before.
  const [creation, setCreation] = useState({ opened: false, id: 0 });
  const [revoking, setRevoking] = useState<ApiKeyDto | null>(null);

  const View = phone ? ApiKeyCards : ApiKeysTable;
  return (
    <>
      <PageHeader
        title="API y Webhooks"
        description="Conecta tu sistema (ERP, tienda en línea) para cotizar, crear, pagar y rastrear envíos, y recibe sus eventos por webhook."
      />
      <Stack gap="lg">
        <Card component="section" aria-labelledby="developers-keys">
          <Group justify="space-between" align="flex-start" gap="sm" mb="md">
            <div>
              <Title order={2} size="h4" id="developers-keys">
                Claves de API
              </Title>
              <Text c="dimmed" size="sm">
                Cada clave da acceso a la API con los permisos que elijas; revócala si deja de usarse.
              </Text>
            </div>
            {canManage && (
              <Button
                leftSection={<IconPlus size={18} />}
                onClick={() => setCreation(({ id }) => ({ opened: true, id: id + 1 }))}
              >
                Nueva clave
              </Button>
            )}
          </Group>
          {error && !apiKeys ? (
            <Alert color="red" icon={<IconAlertCircle />}>
              {errorMessage(error)}
            </Alert>
          ) : !apiKeys ? (
            <Center py="xl">
              <Loader aria-label="Cargando claves de API" />
            </Center>
          ) : apiKeys.length === 0 ? (
            <EmptyState
              title={showAccount ? 'Aún no hay claves de API.' : 'Aún no tienes claves de API.'}
              description={canManage ? 'Crea una con «Nueva clave» para conectar tu sistema.' : undefined}
              icon={<IconKey size={28} />}
            />
          ) : (
            <View
              apiKeys={apiKeys}
              showAccount={showAccount}
              onRevoke={canManage ? setRevoking : undefined}
            />
          )}
        </Card>
        <TestBalanceCard canManage={canManage} />
        <WebhooksSection canManage={canManage} everyAccount={showAccount} />
        <IntegrationGuide />
      </Stack>
      {canManage && (
        <CreateApiKeyModal
          key={creation.id}
          opened={creation.opened}
          onClose={() => setCreation(({ id }) => ({ opened: false, id }))}
        />
      )}
      <RevokeApiKeyModal apiKey={revoking} onClose={() => setRevoking(null)} />
    </>
  );
}
