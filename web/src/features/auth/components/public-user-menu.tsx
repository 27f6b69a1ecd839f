import { Button, Group, Menu, Stack, UnstyledButton, Text, Avatar } from '@mantine/core';
import { skipToken } from '@reduxjs/toolkit/query';
import { IconChevronDown, IconLayoutDashboard, IconLogout } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { Paths } from '@/config/paths';
import { fullName, useGetCurrentUserQuery } from '@/shared/api/current-user-api';
import { useSession } from '@/shared/lib/session';
import { useLogout } from '@/shared/lib/use-logout';

/** Sign-in links for visitors; for a signed-in user, their full name with a 'Cerrar sesión' item. */
export function PublicUserMenu({ stacked = false }: { stacked?: boolean }) {
  const session = useSession();
  const logout = useLogout();
  // A failed fetch is silent: the menu falls back to a generic label.
  const { data: user } = useGetCurrentUserQuery(
    session.loggedIn && session.userId ? session.userId : skipToken,
  );

  if (!session.loggedIn) {
    const Wrapper = stacked ? Stack : Group;
    return (
      <Wrapper gap="xs">
        <Button component={Link} to={Paths.signin} variant="default">
          Iniciar sesión
        </Button>
        <Button component={Link} to={Paths.signup} color="orange">
          Crear cuenta
        </Button>
      </Wrapper>
    );
  }

  const name = fullName(user) ?? 'Mi cuenta';
  return (
    <Menu position="bottom-end" width={220} withinPortal>
      <Menu.Target>
        <UnstyledButton aria-label="Menú de usuario" data-testid="public-user-menu">
          <Group gap={8} wrap="nowrap">
            <Avatar color="brand" radius="xl" size="sm" name={name} />
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
