import { Badge, Group, Text } from '@mantine/core';
import type { ApiKeyDto, ApiKeyScope } from '@envios/contracts';
import { formatDateTime } from '@envios/domain';
import { orderedScopes, SCOPE_LABELS } from '../lib/api-key-form';

/** Badges in the text's own letters: the permission names are read as written. */
const BADGE_PROPS = { variant: 'light', tt: 'none' } as const;
/** A one-word badge in a table cell is never cut to its first letters. */
export const WHOLE = { minWidth: 'max-content' } as const;

export function ScopeBadges({ scopes }: { scopes: readonly ApiKeyScope[] }) {
  return (
    <Group gap={4}>
      {orderedScopes(scopes).map((scope) => (
        <Badge key={scope} color="brand" {...BADGE_PROPS} data-testid="api-key-scope">
          {SCOPE_LABELS[scope]}
        </Badge>
      ))}
    </Group>
  );
}

export function ApiKeyStatusBadge({ apiKey }: { apiKey: Pick<ApiKeyDto, 'revoked_at'> }) {
  return apiKey.revoked_at ? (
    <Badge color="gray" c="gray.9" {...BADGE_PROPS} data-testid="api-key-status" style={WHOLE}>
      Revocada
    </Badge>
  ) : (
    <Badge color="teal" c="teal.9" {...BADGE_PROPS} data-testid="api-key-status" style={WHOLE}>
      Activa
    </Badge>
  );
}

/** The first characters that tell the key apart (the rest is never shown again), and whether it is a test key. */
export function KeyPrefix({ apiKey }: { apiKey: Pick<ApiKeyDto, 'prefix' | 'mode'> }) {
  return (
    <Group gap={6}>
      <Text span size="sm" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
        {apiKey.prefix}…
      </Text>
      {apiKey.mode === 'test' && <TestBadge />}
    </Group>
  );
}

/** What a test key made, or a test key itself. */
export function TestBadge() {
  return (
    <Badge color="orange" c="orange.9" {...BADGE_PROPS} data-testid="test-mode-badge" style={WHOLE}>
      Prueba
    </Badge>
  );
}

/** When and from which address the key was last used, or 'Nunca'. */
export function LastUse({ apiKey }: { apiKey: Pick<ApiKeyDto, 'last_used_at' | 'last_used_ip'> }) {
  if (!apiKey.last_used_at) {
    return (
      <Text span size="sm" c="dimmed">
        Nunca
      </Text>
    );
  }
  return (
    <>
      <Text span size="sm" style={{ whiteSpace: 'nowrap' }}>
        {formatDateTime(apiKey.last_used_at)}
      </Text>
      {apiKey.last_used_ip && (
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          desde {apiKey.last_used_ip}
        </Text>
      )}
    </>
  );
}
