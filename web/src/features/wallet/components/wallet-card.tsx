import { Anchor, Card, Group, Text, ThemeIcon } from '@mantine/core';
import { IconWallet } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { Paths } from '@/config/paths';

/** Sidebar card 'Saldo Disponible'; the balance is filled in by the wallet issue. */
export function WalletCard({
  balance = null,
  onNavigate,
}: {
  balance?: string | null;
  onNavigate?: () => void;
}) {
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
        <Anchor component={Link} to={Paths.prepaids} size="sm" fw={600} onClick={onNavigate}>
          Gestionar
        </Anchor>
      </Group>
    </Card>
  );
}
