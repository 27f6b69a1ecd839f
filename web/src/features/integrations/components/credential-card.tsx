import { ActionIcon, Badge, Card, Group, Stack, Text, Title, Tooltip } from '@mantine/core';
import type { CredentialDto } from '@envios/contracts';
import { formatDateTime } from '@envios/domain';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { keyLabel, MODE_LABELS } from '../lib/credential-form';

interface CredentialCardProps {
  credential: CredentialDto;
  onEdit: (credential: CredentialDto) => void;
  onDelete: (credential: CredentialDto) => void;
}

/** One carrier configuration: status, mode, last update and the keys of the mode in use (secrets masked). */
export function CredentialCard({ credential, onEdit, onDelete }: CredentialCardProps) {
  const keys = Object.entries(credential.keys[credential.mode] ?? {});
  return (
    <Card data-testid="integration-card" aria-label={`Configuración ${credential.name}`} component="article">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Stack gap={6}>
          <Title order={2} fz="lg">
            {credential.name}
          </Title>
          <Group gap={6}>
            <Badge color={credential.active ? 'teal' : 'gray'} variant="light">
              {credential.active ? 'Activo' : 'Inactivo'}
            </Badge>
            <Badge color={credential.mode === 'production' ? 'orange' : 'brand'} variant="outline">
              {MODE_LABELS[credential.mode]}
            </Badge>
          </Group>
        </Stack>
        <Group gap={6} wrap="nowrap">
          <Tooltip label="Editar">
            <ActionIcon
              variant="light"
              aria-label={`Editar ${credential.name}`}
              onClick={() => onEdit(credential)}
            >
              <IconPencil size={16} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label="Eliminar">
            <ActionIcon
              variant="light"
              color="red"
              aria-label={`Eliminar ${credential.name}`}
              onClick={() => onDelete(credential)}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Group>
      <Text size="xs" c="dimmed" mt="sm">
        Última actualización: {formatDateTime(credential.updatedAt)}
      </Text>
      <Stack component="dl" gap={6} mt="sm" data-testid="integration-keys">
        {keys.map(([key, value]) => (
          <Group key={key} gap="xs" wrap="nowrap" align="baseline">
            <Text component="dt" size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
              {keyLabel(key)}:
            </Text>
            <Text component="dd" size="sm" ff="monospace" m={0} style={{ overflowWrap: 'anywhere' }}>
              {value}
            </Text>
          </Group>
        ))}
      </Stack>
    </Card>
  );
}
