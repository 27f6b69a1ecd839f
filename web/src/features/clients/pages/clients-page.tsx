import { Alert, Button, Center, Loader, Paper, Stack, Text } from '@mantine/core';
import { Messages, type UserDto } from '@envios/contracts';
import { skipToken } from '@reduxjs/toolkit/query';
import { IconAlertCircle, IconInfoCircle, IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '@/shared/api/api-error';
import { useGetCurrentUserQuery } from '@/shared/api/current-user-api';
import { useSession } from '@/shared/lib/session';
import { PageHeader } from '@/shared/ui/page-header';
import { useListClientUsersQuery } from '../api/clients-api';
import { AssignUserModal } from '../components/assign-user-modal';
import { AssignedUsersTable } from '../components/assigned-users-table';
import { ClientSelect } from '../components/client-select';
import { RemoveUserModal } from '../components/remove-user-modal';
import { toOption, type UserOption } from '../lib/user-option';

/** 'Clientes' (section 2): choose a client, see its users, assign and remove them. */
export function ClientsPage() {
  const { role, userId } = useSession();
  const isClient = role === 'client';
  // A client works on itself only: its own record is the one client it can choose.
  const self = useGetCurrentUserQuery(isClient && userId ? userId : skipToken);
  const ownClient = isClient ? (self.data ? toOption(self.data) : null) : undefined;
  const [chosenClient, setChosenClient] = useState<UserOption | null>(null);
  const clientId = isClient ? userId : (chosenClient?.value ?? null);
  const [assigning, setAssigning] = useState(false);
  const [removing, setRemoving] = useState<UserDto | null>(null);

  return (
    <>
      <PageHeader
        title="Clientes"
        description="Asigna usuarios a cada cliente."
        actions={
          <Button leftSection={<IconUserPlus size={18} />} onClick={() => setAssigning(true)}>
            Asignar usuario
          </Button>
        }
      />
      <Paper withBorder p="md" radius="md" mb="lg">
        <ClientSelect value={chosenClient} onChange={setChosenClient} ownClient={ownClient} maw={520} />
      </Paper>
      {clientId ? (
        <ClientUsers clientId={clientId} onRemove={setRemoving} />
      ) : (
        <Alert color="brand" variant="light" icon={<IconInfoCircle />} data-testid="choose-client">
          {Messages.clients.choose}
        </Alert>
      )}
      <AssignUserModal
        opened={assigning}
        initialClient={chosenClient}
        ownClient={ownClient}
        onClose={() => setAssigning(false)}
        onAssigned={setChosenClient}
      />
      {clientId && <RemoveUserModal clientId={clientId} user={removing} onClose={() => setRemoving(null)} />}
    </>
  );
}

function ClientUsers({ clientId, onRemove }: { clientId: string; onRemove: (user: UserDto) => void }) {
  const { data, error, isLoading } = useListClientUsersQuery(clientId);
  if (isLoading) {
    return (
      <Center py="xl">
        <Loader aria-label="Cargando usuarios del cliente" />
      </Center>
    );
  }
  if (error || !data) {
    return (
      <Alert color="red" icon={<IconAlertCircle />}>
        {errorMessage(error)}
      </Alert>
    );
  }
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        {data.users.length === 1 ? '1 usuario asignado' : `${data.users.length} usuarios asignados`}
      </Text>
      <AssignedUsersTable users={data.users} onRemove={onRemove} />
    </Stack>
  );
}
