import { Text } from '@mantine/core';
import { Messages, type CredentialDto } from '@envios/contracts';
import { notifyFailure, notifySuccess } from '@/shared/lib/notify';
import { ConfirmModal } from '@/shared/ui/confirm-modal';
import { useDeleteCredentialMutation } from '../api/credentials-api';

interface DeleteCredentialModalProps {
  credential: CredentialDto | null;
  onClose: () => void;
}

/** '¿Eliminar esta configuración?' (section 2, Integrations). */
export function DeleteCredentialModal({ credential, onClose }: DeleteCredentialModalProps) {
  const [deleteCredential, { isLoading }] = useDeleteCredentialMutation();

  const confirm = async () => {
    if (!credential) return;
    const result = await deleteCredential(credential.name);
    if ('error' in result) return notifyFailure('No se pudo eliminar la configuración', result.error);
    notifySuccess('Configuración eliminada', `Se eliminó la configuración de ${credential.name}.`);
    onClose();
  };

  return (
    <ConfirmModal
      opened={credential !== null}
      title="Eliminar configuración"
      confirmLabel="Eliminar"
      loading={isLoading}
      onConfirm={confirm}
      onClose={onClose}
    >
      <Text>{Messages.integrations.confirmDelete}</Text>
      <Text size="sm" c="dimmed">
        Se perderán las llaves guardadas de <strong>{credential?.name}</strong>.
      </Text>
    </ConfirmModal>
  );
}
