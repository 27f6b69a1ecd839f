import { Card, Group, Stack, Text } from '@mantine/core';
import { formatDateTime } from '@envios/domain';
import { ApiKeyStatusBadge, KeyPrefix, LastUse, ScopeBadges } from './api-key-parts';
import { RevokeButton, type ApiKeyListViewProps } from './api-keys-table';

/** The keys as cards on phones, where seven columns do not fit. */
export function ApiKeyCards({ apiKeys, showAccount, onRevoke }: ApiKeyListViewProps) {
  return (
    <Stack gap="sm" data-testid="api-key-cards">
      {apiKeys.map((apiKey) => (
        <Card key={apiKey._id} padding="sm" data-testid="api-key-row">
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
            <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
              {apiKey.name}
            </Text>
            <ApiKeyStatusBadge apiKey={apiKey} />
          </Group>
          <Stack gap={4} mt={6}>
            <KeyPrefix apiKey={apiKey} />
            {showAccount && (
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                Cuenta: {apiKey.owner.email}
              </Text>
            )}
            <ScopeBadges scopes={apiKey.scopes} />
            <Text size="sm" c="dimmed">
              Creada: {formatDateTime(apiKey.created_at)}
            </Text>
            <Text size="sm" c="dimmed" component="div">
              Último uso: <LastUse apiKey={apiKey} />
            </Text>
          </Stack>
          {onRevoke && !apiKey.revoked_at && (
            <Group mt="sm">
              <RevokeButton apiKey={apiKey} onRevoke={onRevoke} />
            </Group>
          )}
        </Card>
      ))}
    </Stack>
  );
}
