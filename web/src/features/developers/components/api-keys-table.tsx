import { Button, Table, Text } from '@mantine/core';
import type { ApiKeyDto } from '@envios/contracts';
import { formatDateTime } from '@envios/domain';
import { ScrollRegion } from '@/shared/ui/scroll-region';
import { ApiKeyStatusBadge, KeyPrefix, LastUse, ScopeBadges } from './api-key-parts';

export interface ApiKeyListViewProps {
  apiKeys: ApiKeyDto[];
  /** The superadmin and the admin see every account's keys: each says whose it is. */
  showAccount: boolean;
  /** 'Revocar', for the roles that manage keys; absent for the admin, who only reads. */
  onRevoke?: (apiKey: ApiKeyDto) => void;
}

const NO_WRAP = { whiteSpace: 'nowrap' } as const;

export function RevokeButton({
  apiKey,
  onRevoke,
}: {
  apiKey: ApiKeyDto;
  onRevoke: (apiKey: ApiKeyDto) => void;
}) {
  return (
    <Button
      size="xs"
      variant="light"
      color="red"
      aria-label={`Revocar ${apiKey.name}`}
      onClick={() => onRevoke(apiKey)}
    >
      Revocar
    </Button>
  );
}

/** The keys with their permissions and last use, on wider screens. */
export function ApiKeysTable({ apiKeys, showAccount, onRevoke }: ApiKeyListViewProps) {
  return (
    <ScrollRegion label="Tabla de claves de API" minWidth={showAccount ? 880 : 760}>
      <Table
        striped
        highlightOnHover
        verticalSpacing="sm"
        fz="sm"
        aria-label="Claves de API"
        data-testid="api-keys-table"
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Nombre</Table.Th>
            {showAccount && <Table.Th>Cuenta</Table.Th>}
            <Table.Th>Clave</Table.Th>
            <Table.Th>Permisos</Table.Th>
            <Table.Th>Creada</Table.Th>
            <Table.Th>Último uso</Table.Th>
            <Table.Th>Estado</Table.Th>
            {onRevoke && <Table.Th>Acciones</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {apiKeys.map((apiKey) => (
            <Table.Tr key={apiKey._id} data-testid="api-key-row">
              <Table.Td fw={600}>{apiKey.name}</Table.Td>
              {showAccount && <Table.Td style={{ overflowWrap: 'anywhere' }}>{apiKey.owner.email}</Table.Td>}
              <Table.Td>
                <KeyPrefix apiKey={apiKey} />
              </Table.Td>
              <Table.Td>
                <ScopeBadges scopes={apiKey.scopes} />
              </Table.Td>
              <Table.Td style={NO_WRAP}>{formatDateTime(apiKey.created_at)}</Table.Td>
              <Table.Td>
                <LastUse apiKey={apiKey} />
              </Table.Td>
              <Table.Td>
                <ApiKeyStatusBadge apiKey={apiKey} />
              </Table.Td>
              {onRevoke && (
                <Table.Td>
                  {apiKey.revoked_at ? (
                    <Text span size="sm" c="dimmed">
                      —
                    </Text>
                  ) : (
                    <RevokeButton apiKey={apiKey} onRevoke={onRevoke} />
                  )}
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollRegion>
  );
}
