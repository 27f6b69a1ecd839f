import { Card, Group, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import type { UserPage } from '@envios/contracts';
import { IconUserCheck, IconUserOff, IconUsers, type Icon } from '@tabler/icons-react';

interface StatCardProps {
  label: string;
  value: number | undefined;
  color: string;
  icon: Icon;
}

function StatCard({ label, value, color, icon: StatIcon }: StatCardProps) {
  return (
    <Card padding="sm" data-testid="user-stat">
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <div>
          <Text size="sm" c="dimmed" fw={500} lineClamp={1}>
            {label}
          </Text>
          <Text fw={700} fz={{ base: 22, sm: 28 }} lh={1.2}>
            {value ?? '—'}
          </Text>
        </div>
        <ThemeIcon size={44} radius="md" variant="light" color={color} visibleFrom="md" aria-hidden>
          <StatIcon size={24} />
        </ThemeIcon>
      </Group>
    </Card>
  );
}

/** The three cards of the Users screen, over the caller's whole scope. */
export function UserStats({ counts }: { counts: UserPage['counts'] | undefined }) {
  return (
    <SimpleGrid cols={3} spacing={{ base: 'xs', sm: 'md' }} mb="lg">
      <StatCard label="Total" value={counts?.total} color="brand" icon={IconUsers} />
      <StatCard label="Activos" value={counts?.active} color="teal" icon={IconUserCheck} />
      <StatCard label="Bloqueados" value={counts?.blocked} color="red" icon={IconUserOff} />
    </SimpleGrid>
  );
}
