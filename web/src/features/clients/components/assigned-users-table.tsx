import { ActionIcon, Card, Group, Stack, Table, Text, Tooltip } from '@mantine/core';
import { Messages, type UserDto } from '@envios/contracts';
import { useMediaQuery } from '@mantine/hooks';
import { IconUserMinus } from '@tabler/icons-react';
import { EmptyState } from '@/shared/ui/empty-state';

interface AssignedUsersTableProps {
  users: UserDto[];
  onRemove: (user: UserDto) => void;
}

function RemoveButton({ user, onRemove }: { user: UserDto; onRemove: (user: UserDto) => void }) {
  return (
    <Tooltip label="Quitar del cliente">
      <ActionIcon
        variant="light"
        color="red"
        aria-label={`Quitar a ${user.email}`}
        onClick={() => onRemove(user)}
      >
        <IconUserMinus size={16} />
      </ActionIcon>
    </Tooltip>
  );
}

/** The users of the chosen client: a table, or cards on phones. */
export function AssignedUsersTable({ users, onRemove }: AssignedUsersTableProps) {
  const phone = useMediaQuery('(max-width: 48em)');
  if (users.length === 0) return <EmptyState title={Messages.clients.empty} />;
  if (phone) {
    return (
      <Stack gap="sm" data-testid="assigned-users">
        {users.map((user) => (
          <Card key={user.id} padding="sm" data-testid="assigned-user">
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <div style={{ minWidth: 0 }}>
                <Text fw={600} size="sm">
                  {user.firstName} {user.lastName}
                </Text>
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {user.email}
                </Text>
                <Text size="sm" c="dimmed">
                  {user.phone}
                </Text>
              </div>
              <RemoveButton user={user} onRemove={onRemove} />
            </Group>
          </Card>
        ))}
      </Stack>
    );
  }
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped highlightOnHover verticalSpacing="sm" data-testid="assigned-users">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Nombre</Table.Th>
            <Table.Th>Email</Table.Th>
            <Table.Th>Teléfono</Table.Th>
            <Table.Th w={90}>Acciones</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {users.map((user) => (
            <Table.Tr key={user.id} data-testid="assigned-user">
              <Table.Td>
                {user.firstName} {user.lastName}
              </Table.Td>
              <Table.Td>{user.email}</Table.Td>
              <Table.Td>{user.phone}</Table.Td>
              <Table.Td>
                <RemoveButton user={user} onRemove={onRemove} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
