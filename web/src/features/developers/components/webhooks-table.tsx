import { Table } from '@mantine/core';
import type { WebhookEndpoint } from '@envios/contracts';
import { formatDateTime } from '@envios/domain';
import { ScrollRegion } from '@/shared/ui/scroll-region';
import {
  EndpointStateBadge,
  EndpointUrl,
  EventBadges,
  WebhookActionButtons,
  type WebhookActions,
} from './webhook-parts';

export interface WebhookListViewProps extends WebhookActions {
  endpoints: WebhookEndpoint[];
  /** Staff who read every account's endpoints see whose each is. */
  showAccount: boolean;
}

/** The endpoints with their event types and state, on wider screens. */
export function WebhooksTable({ endpoints, showAccount, ...actions }: WebhookListViewProps) {
  return (
    <ScrollRegion label="Tabla de webhooks" minWidth={showAccount ? 940 : 820}>
      <Table
        striped
        highlightOnHover
        verticalSpacing="sm"
        fz="sm"
        aria-label="Webhooks"
        data-testid="webhooks-table"
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th>URL</Table.Th>
            {showAccount && <Table.Th>Cuenta</Table.Th>}
            <Table.Th>Eventos</Table.Th>
            <Table.Th>Estado</Table.Th>
            <Table.Th>Creado</Table.Th>
            <Table.Th>Acciones</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {endpoints.map((endpoint) => (
            <Table.Tr key={endpoint.id} data-testid="webhook-row">
              <Table.Td style={{ maxWidth: 260 }}>
                <EndpointUrl url={endpoint.url} mode={endpoint.mode} />
              </Table.Td>
              {showAccount && (
                <Table.Td style={{ overflowWrap: 'anywhere' }}>
                  {endpoint.owner.email || endpoint.owner.id}
                </Table.Td>
              )}
              <Table.Td>
                <EventBadges events={endpoint.events} />
              </Table.Td>
              <Table.Td>
                <EndpointStateBadge endpoint={endpoint} />
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(endpoint.created_at)}</Table.Td>
              <Table.Td>
                <WebhookActionButtons endpoint={endpoint} {...actions} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollRegion>
  );
}
