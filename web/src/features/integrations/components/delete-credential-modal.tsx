import { Button, Group, Modal, Text } from '@mantine/core';
import { Messages, type CredentialDto } from '@envios/contracts';
import { notifications } from '@mantine/notifications';
import { errorMessage } from '@/shared/api/api-error';
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
    if ('error' in result) {
      notifications.show({
        color: 'red',
        title: 'No se pudo eliminar la configuración',
        message: errorMessage(result.error),
      });
      return;
    }
    notifications.show({
      color: 'teal',
      title: 'Configuración eliminada',
      message: `Se eliminó la configuración de ${credential.name}.`,
    });
    onClose();
  };

  return (
    <Modal
      opened={credential !== null}
      onClose={onClose}
      title="Eliminar configuración"
      centered
      closeButtonProps={{ 'aria-label': 'Cerrar' }}
    >
      <Text>{Messages.integrations.confirmDelete}</Text>
      <Text size="sm" c="dimmed" mb="lg">
        Se perderán las llaves guardadas de <strong>{credential?.name}</strong>.
      </Text>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose}>
          Cancelar
        </Button>
        <Button color="red" loading={isLoading} onClick={confirm}>
          Eliminar
        </Button>
      </Group>
    </Modal>
  );
}
