import { Anchor, Card, Group, Text, ThemeIcon } from '@mantine/core';
import { IconWallet } from '@tabler/icons-react';
import { formatMXN, guardNavigation, type Role } from '@envios/domain';
import { skipToken } from '@reduxjs/toolkit/query';
import { Link } from 'react-router-dom';
import { Paths } from '@/config/paths';
import { useWalletBalanceQuery } from '@/shared/api/wallet-api';
import { useSession } from '@/shared/lib/session';

/** Sidebar card 'Saldo Disponible': the signed-in user's paid balance, refreshed by the wallet tag. */
export function WalletCard({ role, onNavigate }: { role: Role; onNavigate?: () => void }) {
  const { userId } = useSession();
  const { data } = useWalletBalanceQuery(userId ?? skipToken);
  const balance = data ? formatMXN(data.total_centavos) : null;
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
