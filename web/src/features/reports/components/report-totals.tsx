import { Card, SimpleGrid, Text } from '@mantine/core';
import { formatPesos } from '@/shared/lib/format-pesos';
import type { GeneralReport } from '../api/reports-api';

type Totals = NonNullable<GeneralReport['totals']>;

/** The four totals cards of 'Reportes' (not for helpdesk and sales: the server sends no totals). */
export function ReportTotals({ totals }: { totals: Totals }) {
  const cards = [
    { id: 'shipments', label: 'Total de envíos', value: totals.shipments.toLocaleString('es-MX') },
    { id: 'expenses', label: 'Total de gastos', value: formatPesos(totals.expenses) },
    { id: 'prepaids-paid', label: 'Abonos pagados', value: formatPesos(totals.prepaidsPaid) },
    { id: 'prepaids-pending', label: 'Abonos pendientes', value: formatPesos(totals.prepaidsPending) },
  ];
  return (
    <SimpleGrid cols={{ base: 2, lg: 4 }} spacing="md" mb="md" data-testid="report-totals">
      {cards.map((card) => (
        <Card key={card.id} padding="sm" data-testid={`total-${card.id}`}>
          <Text size="sm" c="dimmed" fw={500}>
            {card.label}
          </Text>
          {/* Four to a row from lg: smaller there, so tens of millions stay on one line. */}
          <Text
            fz={{ base: 18, sm: 24, lg: 20, xl: 24 }}
            fw={700}
            data-testid="total-value"
            style={{ overflowWrap: 'anywhere' }}
          >
            {card.value}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}
