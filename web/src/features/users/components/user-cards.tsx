import { Card, Group, Stack, Text } from '@mantine/core';
import { ROLE_LABELS } from '@envios/domain';
import { FoundText } from './found-text';
import { UserRowActions } from './user-row-actions';
import { UserStatusBadge } from './user-status-badge';
import { tariffLabel, walletLabel, type UserListViewProps } from './users-table';

/** The users as cards on phones, where eight columns do not fit. */
export function UserCards({
  users,
  search,
  showTariff,
  viewerId,
  busyUserId,
  onEdit,
  onSetActive,
  balances,
  onCredit,
}: UserListViewProps) {
  return (
    <Stack gap="sm" data-testid="user-cards">
      {users.map((user) => (
        <Card key={user.id} padding="sm" data-testid="user-card">
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
            <Text fw={600} size="sm">
              <FoundText text={user.firstName} search={search} fw={600} />{' '}
              <FoundText text={user.lastName} search={search} fw={600} />
            </Text>
            <UserStatusBadge user={user} />
          </Group>
          <Stack gap={2} mt={6}>
            <FoundText text={user.email} search={search} style={{ overflowWrap: 'anywhere' }} />
            <FoundText text={user.phone} search={search} c="dimmed" />
            <Text size="sm" c="dimmed">
              {ROLE_LABELS[user.rol]}
              {showTariff && ` · ${tariffLabel(user) ?? 'Sin tarifa'}`}
            </Text>
            <Text size="sm" data-testid="user-wallet">
              Monedero: {walletLabel(user, balances)}
            </Text>
          </Stack>
          <Group mt="sm">
            <UserRowActions
              user={user}
              isSelf={user.id === viewerId}
              busy={busyUserId === user.id}
              onEdit={onEdit}
              onSetActive={onSetActive}
              onCredit={onCredit}
            />
          </Group>
        </Card>
      ))}
    </Stack>
  );
}
