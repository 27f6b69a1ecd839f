import { Anchor, Divider, Drawer, Stack } from '@mantine/core';
import { Link } from 'react-router-dom';
import { PublicUserMenu } from '@/features/auth/components/public-user-menu';
import { BrandLogo } from '@/shared/ui/brand-logo';
import { PUBLIC_NAV_LINKS } from './public-nav-links';

/** The navbar's links on phones and tablets, behind the burger. */
export function PublicNavDrawer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Drawer opened={opened} onClose={onClose} title={<BrandLogo compact />} hiddenFrom="lg" size="xs">
      <Stack gap="md" component="nav" aria-label="Navegación del sitio">
        {PUBLIC_NAV_LINKS.map((link) => (
          <Anchor key={link.to} component={Link} to={link.to} c="dark.6" fw={500} onClick={onClose}>
            {link.label}
          </Anchor>
        ))}
        <Divider />
        <PublicUserMenu stacked />
      </Stack>
    </Drawer>
  );
}
