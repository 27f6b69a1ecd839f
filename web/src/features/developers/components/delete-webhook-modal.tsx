import { Text } from '@mantine/core';
import type { WebhookEndpoint } from '@envios/contracts';
import { notifyFailure, notifySuccess } from '@/shared/lib/notify';
import { ConfirmModal } from '@/shared/ui/confirm-modal';
import { useDeleteWebhookEndpointMutation } from '../api/webhooks-api';

interface DeleteWebhookModalProps {
  endpoint: WebhookEndpoint | null;
  onClose: () => void;
}

/** Asks before deleting an endpoint: it receives nothing more, and cannot be restored. */
export function DeleteWebhookModal({ endpoint, onClose }: DeleteWebhookModalProps) {
  const [deleteWebhook, { isLoading }] = useDeleteWebhookEndpointMutation();

  const confirm = async () => {
    if (!endpoint) return;
    const result = await deleteWebhook(endpoint.id);
    if ('error' in result) return notifyFailure('No se pudo eliminar el webhook', result.error);
    notifySuccess('Webhook eliminado', `${endpoint.url} ya no recibirá eventos.`);
    onClose();
  };

  return (
    <ConfirmModal
      opened={endpoint !== null}
      title="Eliminar webhook"
      confirmLabel="Eliminar"
      loading={isLoading}
      onConfirm={confirm}
      onClose={onClose}
    >
      <Text style={{ overflowWrap: 'anywhere' }}>
        ¿Eliminar el webhook {endpoint?.url}? Dejará de recibir eventos.
      </Text>
    </ConfirmModal>
  );
}
