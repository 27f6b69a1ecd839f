import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { WebhookEndpoint } from '@envios/contracts';
import { formatDateTime } from '@envios/domain';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { notifyFailure } from '@/shared/lib/notify';
import { useRotateWebhookSecretMutation, type RotatedWebhookSecret } from '../api/webhooks-api';
import { SecretField } from './secret-field';

interface RotateSecretModalProps {
  opened: boolean;
  /** The endpoint last asked about (kept while the dialog closes). */
  endpoint: WebhookEndpoint | null;
  onClose: () => void;
}

const BOTH_SIGNATURES = 'Durante 24 horas cada entrega llevará también la firma con el secreto anterior.';

/**
 * 'Rotar secreto': asks first, then shows the new signing secret this once. The page mounts a new one
 * for each opening, so a secret shown before is never there again.
 */
export function RotateSecretModal({ opened, endpoint, onClose }: RotateSecretModalProps) {
  const [rotated, setRotated] = useState<RotatedWebhookSecret | null>(null);
  const [rotate, { isLoading }] = useRotateWebhookSecretMutation();

  const confirm = async () => {
    if (!endpoint) return;
    const result = await rotate(endpoint.id);
    if ('error' in result) return notifyFailure('No se pudo rotar el secreto', result.error);
    setRotated(result.data);
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={rotated ? 'Nuevo secreto' : 'Rotar secreto'}
      size={rotated ? 'lg' : 'md'}
      centered
      // A click beside the dialog must not lose a secret that cannot be shown again.
      closeOnClickOutside={!rotated}
    >
      {rotated ? (
        <Stack gap="md">
          <Alert color="yellow" icon={<IconAlertTriangle />} title="Guárdalo ahora: no volverás a verlo.">
            {BOTH_SIGNATURES} Cambia el secreto en tu servidor antes del{' '}
            {formatDateTime(rotated.previous_secret_expires_at)}: después solo vendrá la firma con este.
          </Alert>
          <SecretField label="Secreto de firma" value={rotated.secret} copiedLabel="Copiado" />
          <Group justify="flex-end">
            <Button onClick={onClose}>Listo</Button>
          </Group>
        </Stack>
      ) : (
        <>
          <Stack gap="xs">
            <Text style={{ overflowWrap: 'anywhere' }}>¿Rotar el secreto de firma de {endpoint?.url}?</Text>
            <Text size="sm" c="dimmed">
              {BOTH_SIGNATURES} Así puedes cambiarlo en tu servidor sin perder eventos.
            </Text>
          </Stack>
          <Group justify="flex-end" gap="sm" mt="lg">
            <Button variant="default" onClick={onClose}>
              Cancelar
            </Button>
            <Button loading={isLoading} onClick={confirm}>
              Rotar secreto
            </Button>
          </Group>
        </>
      )}
    </Modal>
  );
}
