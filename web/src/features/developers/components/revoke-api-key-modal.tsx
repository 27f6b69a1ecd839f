import { Text } from '@mantine/core';
import type { ApiKeyDto } from '@envios/contracts';
import { notifyFailure, notifySuccess } from '@/shared/lib/notify';
import { ConfirmModal } from '@/shared/ui/confirm-modal';
import { useRevokeApiKeyMutation } from '../api/api-keys-api';

interface RevokeApiKeyModalProps {
  apiKey: ApiKeyDto | null;
  onClose: () => void;
}

/** Asks before revoking: the key stops working everywhere within a second, and cannot be restored. */
export function RevokeApiKeyModal({ apiKey, onClose }: RevokeApiKeyModalProps) {
  const [revokeApiKey, { isLoading }] = useRevokeApiKeyMutation();

  const confirm = async () => {
    if (!apiKey) return;
    const result = await revokeApiKey(apiKey._id);
    if ('error' in result) return notifyFailure('No se pudo revocar la clave', result.error);
    notifySuccess('Clave revocada', `La clave «${apiKey.name}» ya no da acceso a la API.`);
    onClose();
  };

  return (
    <ConfirmModal
      opened={apiKey !== null}
      title="Revocar clave"
      confirmLabel="Revocar"
      loading={isLoading}
      onConfirm={confirm}
      onClose={onClose}
    >
      <Text>
        ¿Revocar la clave «{apiKey?.name}»? Las integraciones que la usan dejarán de funcionar en un segundo.
      </Text>
    </ConfirmModal>
  );
}
