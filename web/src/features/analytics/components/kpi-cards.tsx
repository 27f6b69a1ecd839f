import { Card, Group, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import { IconCircleCheck, IconFileInvoice, IconTruck } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface Kpi {
  label: string;
  value: number | null;
  icon: ReactNode;
  color: string;
}

/** The three KPI cards of the analytics home; values are null until reports are loaded. */
export function KpiCards({
  generated,
  inTransit,
  delivered,
}: Record<'generated' | 'inTransit' | 'delivered', number | null>) {
  const kpis: Kpi[] = [
    { label: 'Generados', value: generated, icon: <IconFileInvoice size={22} />, color: 'brand' },
    { label: 'En tránsito', value: inTransit, icon: <IconTruck size={22} />, color: 'orange' },
    { label: 'Entregados', value: delivered, icon: <IconCircleCheck size={22} />, color: 'teal' },
  ];
  return (
    // Three across even on a phone: the figures are short; the icons give way first.
    <SimpleGrid cols={3} spacing={{ base: 'xs', sm: 'md' }}>
      {kpis.map((kpi) => (
        <Card key={kpi.label} data-testid="kpi-card" padding="md">
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <div style={{ minWidth: 0 }}>
              <Text size="sm" c="dimmed" fw={500}>
                {kpi.label}
              </Text>
              <Text fz={{ base: 22, sm: 28 }} fw={700}>
                {kpi.value ?? '—'}
              </Text>
            </div>
            <ThemeIcon size={44} radius="md" variant="light" color={kpi.color} aria-hidden visibleFrom="md">
              {kpi.icon}
            </ThemeIcon>
          </Group>
        </Card>
      ))}
    </SimpleGrid>
  );
}
