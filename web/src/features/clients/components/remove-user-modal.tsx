import { Text } from '@mantine/core';
import type { UserDto } from '@envios/contracts';
import { notifyFailure, notifySuccess } from '@/shared/lib/notify';
import { ConfirmModal } from '@/shared/ui/confirm-modal';
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
    if ('error' in result) return notifyFailure('No se pudo quitar el usuario', result.error);
    notifySuccess('Usuario quitado', `${user.email} ya no pertenece a este cliente.`);
    onClose();
  };

  return (
    <ConfirmModal
      opened={user !== null}
      title="Quitar usuario"
      confirmLabel="Quitar"
      loading={isLoading}
      onConfirm={confirm}
      onClose={onClose}
    >
      <Text>
        ¿Quitar a <strong>{user ? `${user.firstName} ${user.lastName}` : ''}</strong> ({user?.email}) de este
        cliente?
      </Text>
    </ConfirmModal>
  );
}
