import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useAssignUserMutation } from '../api/clients-api';
import type { UserOption } from '../lib/user-option';
import { AssignableUserSelect } from './assignable-user-select';
import { ClientSelect } from './client-select';
import { notifyFailure, notifySuccess } from '@/shared/lib/notify';

interface AssignUserModalProps {
  opened: boolean;
  /** The client chosen on the screen, if any, comes pre-selected. */
  initialClient: UserOption | null;
  /** Set for a client account, which can only assign to itself. */
  ownClient?: UserOption | null;
  onClose: () => void;
  onAssigned: (client: UserOption) => void;
}

export function AssignUserModal({ opened, onClose, ...props }: AssignUserModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Asignar usuario"
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': 'Cerrar' }}
    >
      <AssignUserForm onClose={onClose} {...props} />
    </Modal>
  );
}

/** Both a client and a user are needed; until then 'Asignar Usuario' stays disabled (section 5). */
function AssignUserForm({
  initialClient,
  ownClient,
  onClose,
  onAssigned,
}: Omit<AssignUserModalProps, 'opened'>) {
  const [chosenClient, setChosenClient] = useState<UserOption | null>(initialClient);
  const client = ownClient !== undefined ? ownClient : chosenClient;
  const [user, setUser] = useState<UserOption | null>(null);
  const [assignUser, { isLoading }] = useAssignUserMutation();

  const submit = async () => {
    if (!client || !user) return;
    const result = await assignUser({ clientId: client.value, userId: user.value });
    if ('error' in result) {
      notifyFailure('No se pudo asignar el usuario', result.error);
      return;
    }
    notifySuccess('Usuario asignado', `${result.data.email} ahora pertenece al cliente.`);
    onAssigned(client);
    onClose();
  };

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        Solo aparecen las cuentas con rol Operativo que aún no pertenecen a ningún cliente.
      </Text>
      <ClientSelect label="Cliente" value={chosenClient} onChange={setChosenClient} ownClient={ownClient} />
      <AssignableUserSelect value={user} onChange={setUser} />
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose}>
          Cancelar
        </Button>
        <Button onClick={submit} disabled={!client || !user} loading={isLoading}>
          Asignar Usuario
        </Button>
      </Group>
    </Stack>
  );
}
