import { Button, Group, Modal, Text } from '@mantine/core';
import type { UserDto } from '@envios/contracts';
import { notifications } from '@mantine/notifications';
import { errorMessage } from '@/shared/api/api-error';
import { useRemoveUserMutation } from '../api/clients-api';

interface RemoveUserModalProps {
  clientId: string;
  user: UserDto | null;
  onClose: () => void;
}

/** Asks before taking a user away from a client; the server's refusal (409) is shown as it says. */
export function RemoveUserModal({ clientId, user, onClose }: RemoveUserModalProps) {
  const [removeUser, { isLoading }] = useRemoveUserMutation();

  const confirm = async () => {
    if (!user) return;
    const result = await removeUser({ clientId, userId: user.id });
    if ('error' in result) {
      notifications.show({
        color: 'red',
        title: 'No se pudo quitar el usuario',
        message: errorMessage(result.error),
      });
      return;
    }
    notifications.show({
      color: 'teal',
      title: 'Usuario quitado',
      message: `${user.email} ya no pertenece a este cliente.`,
    });
    onClose();
  };

  return (
    <Modal
      opened={user !== null}
      onClose={onClose}
      title="Quitar usuario"
      centered
      closeButtonProps={{ 'aria-label': 'Cerrar' }}
    >
      <Text mb="lg">
        ¿Quitar a <strong>{user ? `${user.firstName} ${user.lastName}` : ''}</strong> ({user?.email}) de este
        cliente?
      </Text>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose}>
          Cancelar
        </Button>
        <Button color="red" loading={isLoading} onClick={confirm}>
          Quitar
        </Button>
      </Group>
    </Modal>
  );
}
