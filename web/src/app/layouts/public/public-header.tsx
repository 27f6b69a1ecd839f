import { Anchor, Box, Burger, Container, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router-dom';
import { Paths } from '@/config/paths';
import { site } from '@/config/site';
import { PublicUserMenu } from '@/features/auth/components/public-user-menu';
import { TrackingSearch } from '@/features/tracking/components/tracking-search';
import { BrandLogo } from '@/shared/ui/brand-logo';
import { PUBLIC_NAV_LINKS } from './public-nav-links';

const PublicNavDrawer = lazy(() =>
  import('./public-nav-drawer').then((module) => ({ default: module.PublicNavDrawer })),
);

export function PublicHeader() {
  const [drawerOpened, drawer] = useDisclosure(false);
  const [drawerLoaded, setDrawerLoaded] = useState(false);
  const toggleDrawer = () => {
    setDrawerLoaded(true);
    drawer.toggle();
  };

  return (
    <Box
      component="header"
      bg="white"
      style={{
        position: 'sticky',
        top: 0,
        zIndex: 100,
        borderBottom: '1px solid var(--mantine-color-gray-2)',
      }}
    >
      <Container size="xl" py="sm">
        <Group justify="space-between" wrap="nowrap" gap="md">
          <Anchor
            component={Link}
            to={Paths.home}
            underline="never"
            aria-label={`${site.name}, ir al inicio`}
          >
            <BrandLogo />
          </Anchor>
          <Group component="nav" aria-label="Navegación del sitio" gap="lg" visibleFrom="lg" wrap="nowrap">
            {PUBLIC_NAV_LINKS.map((link) => (
              <Anchor key={link.to} component={Link} to={link.to} c="dark.6" fw={500} size="sm">
                {link.label}
              </Anchor>
            ))}
          </Group>
          <Group gap="md" visibleFrom="lg" wrap="nowrap">
            <TrackingSearch />
            <PublicUserMenu />
          </Group>
          <Burger opened={drawerOpened} onClick={toggleDrawer} hiddenFrom="lg" aria-label="Abrir menú" />
        </Group>
        {/* On phones and tablets the guide search stays visible under the logo. */}
        <Box hiddenFrom="lg" pt="sm">
          <TrackingSearch fullWidth />
        </Box>
      </Container>

      {/* Loaded on the first tap of the burger: a visitor's first page does not need it. */}
      {drawerLoaded && (
        <Suspense fallback={null}>
          <PublicNavDrawer opened={drawerOpened} onClose={drawer.close} />
        </Suspense>
      )}
    </Box>
  );
}
