import { NavLink, Stack } from '@mantine/core';
import { menuForRole, type MenuItem, type Role } from '@envios/domain';
import { Link, useLocation } from 'react-router-dom';
import { Paths } from '@/config/paths';
import { menuIcon } from './menu-icons';

/** Routes match case-insensitively (/Reports is /reports), so the active item does too. */
function isActive(item: MenuItem, pathname: string) {
  const path = pathname.toLowerCase().replace(/\/+$/, '') || '/';
  if (item.path === Paths.dashboard) return path === item.path;
  return path === item.path || path.startsWith(`${item.path}/`);
}

export function SidebarMenu({ role, onNavigate }: { role: Role; onNavigate: () => void }) {
  const { pathname } = useLocation();
  return (
    <Stack component="nav" aria-label="Menú principal" gap={2}>
      {menuForRole(role).map((item) => {
        const ItemIcon = menuIcon(item.key);
        return (
          <NavLink
            key={item.key}
            component={Link}
            to={item.path}
            label={item.label}
            leftSection={<ItemIcon size={20} stroke={1.6} />}
            active={isActive(item, pathname)}
            onClick={onNavigate}
            variant="light"
            style={{ borderRadius: 'var(--mantine-radius-md)' }}
          />
        );
      })}
    </Stack>
  );
}
