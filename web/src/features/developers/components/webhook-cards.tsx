import { Card, Stack, Text } from '@mantine/core';
import { formatDateTime } from '@envios/domain';
import { EndpointStateBadge, EndpointUrl, EventBadges, WebhookActionButtons } from './webhook-parts';
import type { WebhookListViewProps } from './webhooks-table';

/** The endpoints as cards on phones, where five columns do not fit. */
export function WebhookCards({ endpoints, showAccount, ...actions }: WebhookListViewProps) {
  return (
    <Stack gap="sm" data-testid="webhook-cards">
      {endpoints.map((endpoint) => (
        <Card key={endpoint.id} padding="sm" data-testid="webhook-row">
          <EndpointUrl url={endpoint.url} mode={endpoint.mode} />
          <Stack gap={6} mt={6} align="flex-start">
            <EndpointStateBadge endpoint={endpoint} />
            {showAccount && (
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                Cuenta: {endpoint.owner.email || endpoint.owner.id}
              </Text>
            )}
            <EventBadges events={endpoint.events} />
            <Text size="sm" c="dimmed">
              Creado: {formatDateTime(endpoint.created_at)}
            </Text>
          </Stack>
          <Stack mt="sm" align="flex-start">
            <WebhookActionButtons endpoint={endpoint} {...actions} />
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
