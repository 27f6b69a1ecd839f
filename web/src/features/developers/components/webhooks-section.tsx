import { Alert, Button, Card, Center, Group, Loader, Text, Title } from '@mantine/core';
import type { WebhookEndpoint } from '@envios/contracts';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertCircle, IconPlus, IconWebhook } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { errorMessage } from '@/shared/api/api-error';
import { EmptyState } from '@/shared/ui/empty-state';
import { useListWebhookEndpointsQuery } from '../api/webhooks-api';
import { CreateWebhookModal } from './create-webhook-modal';
import { DeleteWebhookModal } from './delete-webhook-modal';
import { DeliveriesModal } from './deliveries-modal';
import { RotateSecretModal } from './rotate-secret-modal';
import { WebhookCards } from './webhook-cards';
import { WebhooksTable } from './webhooks-table';

/**
 * A dialog about one endpoint: kept while it closes (its content does not vanish mid-transition),
 * and mounted anew at each opening (`id` is its key), so a secret shown once is gone with it.
 */
function useDialog<T>() {
  const [state, setState] = useState<{ target: T | null; opened: boolean; id: number }>({
    target: null,
    opened: false,
    id: 0,
  });
  const open = useCallback((target: T) => setState(({ id }) => ({ target, opened: true, id: id + 1 })), []);
  const close = useCallback(() => setState((current) => ({ ...current, opened: false })), []);
  return { ...state, open, close };
}

interface WebhooksSectionProps {
  /** Creates, rotates, deletes and replays: the client and the superadmin. */
  canManage: boolean;
  /** The superadmin and the admin see every account's endpoints. */
  everyAccount: boolean;
}

/** 'Webhooks': the endpoints events are sent to, each with its delivery log. */
export function WebhooksSection({ canManage, everyAccount }: WebhooksSectionProps) {
  const { data: endpoints, error } = useListWebhookEndpointsQuery();
  const phone = useMediaQuery('(max-width: 48em)');
  const creation = useDialog<true>();
  const rotation = useDialog<WebhookEndpoint>();
  const log = useDialog<WebhookEndpoint>();
  const [deleting, setDeleting] = useState<WebhookEndpoint | null>(null);

  const View = phone ? WebhookCards : WebhooksTable;
  return (
    <Card component="section" aria-labelledby="developers-webhooks">
      <Group justify="space-between" align="flex-start" gap="sm" mb="md">
        <div>
          <Title order={2} size="h4" id="developers-webhooks">
            Webhooks
          </Title>
          <Text c="dimmed" size="sm">
            Tu servidor recibe un aviso firmado en cuanto se genera una guía, cambia un rastreo o entra un
            pago.
          </Text>
        </div>
        {canManage && (
          <Button leftSection={<IconPlus size={18} />} onClick={() => creation.open(true)}>
            Nuevo webhook
          </Button>
        )}
      </Group>
      {error && !endpoints ? (
        <Alert color="red" icon={<IconAlertCircle />}>
          {errorMessage(error)}
        </Alert>
      ) : !endpoints ? (
        <Center py="xl">
          <Loader aria-label="Cargando webhooks" />
        </Center>
      ) : endpoints.length === 0 ? (
        <EmptyState
          title={everyAccount ? 'Aún no hay webhooks.' : 'Aún no tienes webhooks.'}
          description={
            canManage ? 'Crea uno con «Nuevo webhook» para recibir los eventos de tus envíos.' : undefined
          }
          icon={<IconWebhook size={28} />}
        />
      ) : (
        <View
          endpoints={endpoints}
          showAccount={everyAccount}
          onDeliveries={log.open}
          onRotate={canManage ? rotation.open : undefined}
          onDelete={canManage ? setDeleting : undefined}
        />
      )}
      {canManage && (
        <>
          <CreateWebhookModal
            key={`create-${creation.id}`}
            opened={creation.opened}
            onClose={creation.close}
          />
          <RotateSecretModal
            key={`rotate-${rotation.id}`}
            opened={rotation.opened}
            endpoint={rotation.target}
            onClose={rotation.close}
          />
          <DeleteWebhookModal endpoint={deleting} onClose={() => setDeleting(null)} />
        </>
      )}
      <DeliveriesModal
        key={`log-${log.id}`}
        opened={log.opened}
        endpoint={log.target}
        canReplay={canManage}
        onClose={log.close}
      />
    </Card>
  );
}
