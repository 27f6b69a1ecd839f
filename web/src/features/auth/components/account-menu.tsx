import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { isAllowed, ROLE_LABELS } from '@envios/domain';
import { skipToken } from '@reduxjs/toolkit/query';
import {
  IconApi,
  IconChevronDown,
  IconHome,
  IconLogout,
  IconReceipt,
  IconSettings,
} from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { Paths } from '@/config/paths';
import { useGetCurrentUserQuery } from '@/shared/api/current-user-api';
import { useSession } from '@/shared/lib/session';
import { useLogout } from '@/shared/lib/use-logout';

/**
 * Top bar of the dashboard: the user's e-mail and a menu with 'Configuración', 'Datos de facturación'
 * (the roles that pay), 'API y Webhooks' (for the roles that integrate, and the admin) and 'Cerrar sesión'.
 */
export function AccountMenu() {
  const session = useSession();
  const logout = useLogout();
  // Refetched when the tab regains focus: a blocked user is signed out on return (a 401).
  const { data: user } = useGetCurrentUserQuery(session.userId ?? skipToken, { refetchOnFocus: true });
  const email = user?.email ?? null;
  const roleLabel = session.role ? ROLE_LABELS[session.role] : null;

  return (
    <Menu position="bottom-end" width={240} withinPortal>
      <Menu.Target>
        <UnstyledButton data-testid="account-menu">
          <Group gap={8} wrap="nowrap">
            <Avatar color="brand" radius="xl" size="sm" name={email ?? undefined} aria-hidden />
            <Text size="sm" fw={500} lineClamp={1} maw={{ base: 140, sm: 260 }} data-testid="account-email">
              {email ?? 'Mi cuenta'}
            </Text>
            <IconChevronDown size={14} />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        {roleLabel && <Menu.Label>{roleLabel}</Menu.Label>}
        <Menu.Item component={Link} to={Paths.settings} leftSection={<IconSettings size={16} />}>
          Configuración
        </Menu.Item>
        {isAllowed(session.role, 'tax.manage') && (
          <Menu.Item component={Link} to={Paths.taxInformation} leftSection={<IconReceipt size={16} />}>
            Datos de facturación
          </Menu.Item>
        )}
        {isAllowed(session.role, 'developers.read') && (
          <Menu.Item component={Link} to={Paths.developers} leftSection={<IconApi size={16} />}>
            API y Webhooks
          </Menu.Item>
        )}
        <Menu.Item component={Link} to={Paths.home} leftSection={<IconHome size={16} />}>
          Ir al sitio
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconLogout size={16} />} onClick={logout}>
          Cerrar sesión
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
