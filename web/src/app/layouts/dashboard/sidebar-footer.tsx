import { Anchor, Group, Stack, Text } from '@mantine/core';
import { ROLE_LABELS, type Role } from '@envios/domain';
import { Link } from 'react-router-dom';
import { Paths } from '@/config/paths';
import { site } from '@/config/site';

export function SidebarFooter({ role }: { role: Role }) {
  return (
    <Stack gap={4} pt="sm" data-testid="sidebar-footer">
      <Text size="xs" c="dimmed">
        Perfil: <strong>{ROLE_LABELS[role]}</strong>
      </Text>
      <Group gap="sm">
        <Anchor component={Link} to={Paths.faq} size="xs">
          Ayuda
        </Anchor>
        <Anchor component={Link} to={Paths.contact} size="xs">
          Soporte
        </Anchor>
        <Anchor component={Link} to={Paths.terms} size="xs">
          Términos
        </Anchor>
      </Group>
      <Text size="xs" c="dimmed">
        © {new Date().getFullYear()} {site.name}
      </Text>
    </Stack>
  );
}
