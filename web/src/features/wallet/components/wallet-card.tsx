import { Anchor, Card, Group, Text, ThemeIcon } from '@mantine/core';
import { IconWallet } from '@tabler/icons-react';
import { guardNavigation, type Role } from '@envios/domain';
import { Link } from 'react-router-dom';
import { Paths } from '@/config/paths';

/** Sidebar card 'Saldo Disponible'; the balance is filled in by the wallet issue. */
export function WalletCard({
  role,
  balance = null,
  onNavigate,
}: {
  role: Role;
  balance?: string | null;
  onNavigate?: () => void;
}) {
  // The same route table as the navigation guard: sales and user would bounce back from /prepaids.
  const canManage = guardNavigation(Paths.prepaids, role).allow;
  return (
    <Card padding="sm" bg="brand.0" withBorder={false} data-testid="wallet-card">
      <Group gap="xs" wrap="nowrap" mb={4}>
        <ThemeIcon size="sm" variant="transparent" aria-hidden>
          <IconWallet size={16} />
        </ThemeIcon>
        <Text size="xs" fw={600} c="brand.9">
          Saldo Disponible
        </Text>
      </Group>
      <Group justify="space-between" align="flex-end" wrap="nowrap">
        <Text fw={700} fz="lg" data-testid="wallet-balance">
          {balance ?? '—'}
        </Text>
        {canManage && (
          <Anchor component={Link} to={Paths.prepaids} size="sm" fw={600} onClick={onNavigate}>
            Gestionar
          </Anchor>
        )}
      </Group>
    </Card>
  );
}
