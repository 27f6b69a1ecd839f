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
    <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
      {kpis.map((kpi) => (
        <Card key={kpi.label} data-testid="kpi-card">
          <Group justify="space-between" wrap="nowrap">
            <div>
              <Text size="sm" c="dimmed" fw={500}>
                {kpi.label}
              </Text>
              <Text fz={28} fw={700}>
                {kpi.value ?? '—'}
              </Text>
            </div>
            <ThemeIcon size={44} radius="md" variant="light" color={kpi.color} aria-hidden>
              {kpi.icon}
            </ThemeIcon>
          </Group>
        </Card>
      ))}
    </SimpleGrid>
  );
}
