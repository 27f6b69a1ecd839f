import { Anchor, AppShell, Burger, Group, ScrollArea } from '@mantine/core';
import { canSee } from '@envios/domain';
import { useDisclosure } from '@mantine/hooks';
import { Link, Navigate, Outlet } from 'react-router-dom';
import { Paths } from '@/config/paths';
import { site } from '@/config/site';
import { AccountMenu } from '@/features/auth/components/account-menu';
import { WalletCard } from '@/features/wallet/components/wallet-card';
import { useSession } from '@/shared/lib/session';
import { BrandLogo } from '@/shared/ui/brand-logo';
import { SidebarFooter } from './sidebar-footer';
import { SidebarMenu } from './sidebar-menu';

export function DashboardLayout() {
  const { role } = useSession();
  const [mobileOpened, mobile] = useDisclosure(false);
  const [desktopOpened, desktop] = useDisclosure(true);

  // The guard checked the role before navigating; this covers a logout in another tab.
  if (!role) return <Navigate to={Paths.signin} replace />;

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 264, breakpoint: 'sm', collapsed: { mobile: !mobileOpened, desktop: !desktopOpened } }}
      padding={{ base: 'sm', sm: 'lg' }}
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="xs">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={mobileOpened}
              onClick={mobile.toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label="Abrir menú"
            />
            <Burger
              opened={desktopOpened}
              onClick={desktop.toggle}
              visibleFrom="sm"
              size="sm"
              aria-label={desktopOpened ? 'Contraer menú' : 'Expandir menú'}
            />
            <Anchor
              component={Link}
              to={Paths.dashboard}
              underline="never"
              aria-label={`${site.name}, ir al Dashboard`}
            >
              <BrandLogo compact hideNameOnPhones />
            </Anchor>
          </Group>
          <AccountMenu />
        </Group>
      </AppShell.Header>

      <AppShell.Navbar p="sm">
        <AppShell.Section grow component={ScrollArea}>
          <SidebarMenu role={role} onNavigate={mobile.close} />
        </AppShell.Section>
        <AppShell.Section>
          {canSee(role, 'sidebar.walletCard') && <WalletCard role={role} onNavigate={mobile.close} />}
          <SidebarFooter role={role} />
        </AppShell.Section>
      </AppShell.Navbar>

      <AppShell.Main bg="gray.0">
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
