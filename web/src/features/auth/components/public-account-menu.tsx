import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { skipToken } from '@reduxjs/toolkit/query';
import { IconChevronDown, IconLayoutDashboard, IconLogout } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { Paths } from '@/config/paths';
import { fullName, useGetCurrentUserQuery } from '@/shared/api/current-user-api';
import { useLogout } from '@/shared/lib/use-logout';

/** A signed-in user's full name in the public navbar, with 'Ir a mi panel' and 'Cerrar sesión'. */
export function PublicAccountMenu({ userId }: { userId: string | null }) {
  const logout = useLogout();
  // A failed fetch is silent: the menu falls back to a generic label.
  const { data: user } = useGetCurrentUserQuery(userId ?? skipToken);

  const name = fullName(user) ?? 'Mi cuenta';
  return (
    <Menu position="bottom-end" width={220} withinPortal>
      <Menu.Target>
        <UnstyledButton data-testid="public-user-menu">
          <Group gap={8} wrap="nowrap">
            <Avatar color="brand" radius="xl" size="sm" name={name} aria-hidden />
            <Text fw={600} size="sm" lineClamp={1} maw={160}>
              {name}
            </Text>
            <IconChevronDown size={14} />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} to={Paths.dashboard} leftSection={<IconLayoutDashboard size={16} />}>
          Ir a mi panel
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconLogout size={16} />} onClick={logout}>
          Cerrar sesión
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
