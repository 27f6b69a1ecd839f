import { Card, Group, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import { formatMXN } from '@envios/domain';
import {
  IconArrowDownLeft,
  IconArrowUpRight,
  IconClockHour4,
  IconWallet,
  type Icon,
} from '@tabler/icons-react';
import type { WalletTotals } from '../lib/movements';

interface SummaryCardProps {
  label: string;
  hint: string;
  centavos: number | undefined;
  color: string;
  icon: Icon;
  testId: string;
}

function SummaryCard({ label, hint, centavos, color, icon: CardIcon, testId }: SummaryCardProps) {
  return (
    <Card padding="sm" data-testid={testId}>
      <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
        <div>
          <Text size="sm" c="dimmed" fw={500}>
            {label}
          </Text>
          <Text fw={700} fz={{ base: 18, sm: 22 }} lh={1.3} data-testid="summary-amount">
            {centavos === undefined ? '—' : formatMXN(centavos)}
          </Text>
          <Text size="xs" c="dimmed">
            {hint}
          </Text>
        </div>
        <ThemeIcon size={40} radius="md" variant="light" color={color} visibleFrom="md" aria-hidden>
          <CardIcon size={22} />
        </ThemeIcon>
      </Group>
    </Card>
  );
}

/** Saldo Total, Ingresos, Gastos and Pendientes ('En proceso') of section 2. */
export function WalletSummary({
  balanceCentavos,
  totals,
}: {
  balanceCentavos: number | undefined;
  totals: WalletTotals | undefined;
}) {
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing={{ base: 'xs', sm: 'md' }} mb="lg">
      <SummaryCard
        label="Saldo Total"
        hint="Disponible para pagar"
        centavos={balanceCentavos}
        color="brand"
        icon={IconWallet}
        testId="summary-balance"
      />
      <SummaryCard
        label="Ingresos"
        hint="Abonos pagados"
        centavos={totals?.incomeCentavos}
        color="teal"
        icon={IconArrowDownLeft}
        testId="summary-income"
      />
      <SummaryCard
        label="Gastos"
        hint="Guías y sobrepesos"
        centavos={totals?.expensesCentavos}
        color="red"
        icon={IconArrowUpRight}
        testId="summary-expenses"
      />
      <SummaryCard
        label="En proceso"
        hint="Pendientes de pago"
        centavos={totals?.pendingCentavos}
        color="yellow"
        icon={IconClockHour4}
        testId="summary-pending"
      />
    </SimpleGrid>
  );
}
