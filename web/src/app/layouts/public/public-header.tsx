import { Anchor, Box, Burger, Container, Divider, Drawer, Group, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link } from 'react-router-dom';
import { Paths } from '@/config/paths';
import { PublicUserMenu } from '@/features/auth/components/public-user-menu';
import { TrackingSearch } from '@/features/tracking/components/tracking-search';
import { BrandLogo } from '@/shared/ui/brand-logo';
import { PUBLIC_NAV_LINKS } from './public-nav-links';

export function PublicHeader() {
  const [drawerOpened, drawer] = useDisclosure(false);

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
          <Anchor component={Link} to={Paths.home} underline="never" aria-label="Ir al inicio">
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
          <Burger opened={drawerOpened} onClick={drawer.toggle} hiddenFrom="lg" aria-label="Abrir menú" />
        </Group>
        {/* On phones and tablets the guide search stays visible under the logo. */}
        <Box hiddenFrom="lg" pt="sm">
          <TrackingSearch fullWidth />
        </Box>
      </Container>

      <Drawer
        opened={drawerOpened}
        onClose={drawer.close}
        title={<BrandLogo compact />}
        hiddenFrom="lg"
        size="xs"
      >
        <Stack gap="md" component="nav" aria-label="Navegación del sitio">
          {PUBLIC_NAV_LINKS.map((link) => (
            <Anchor key={link.to} component={Link} to={link.to} c="dark.6" fw={500} onClick={drawer.close}>
              {link.label}
            </Anchor>
          ))}
          <Divider />
          <PublicUserMenu stacked />
        </Stack>
      </Drawer>
    </Box>
  );
}
