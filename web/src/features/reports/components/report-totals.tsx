import { Card, Group, SimpleGrid, Text } from '@mantine/core';
import { TOP_UP_METHODS } from '@envios/contracts';
import { formatPesos } from '@/shared/lib/format-pesos';
import { TOP_UP_METHOD_LABELS } from '@/shared/lib/top-up-methods';
import type { GeneralReport } from '../api/reports-api';

type Totals = NonNullable<GeneralReport['totals']>;

/**
 * The four totals cards of 'Reportes' (not for helpdesk and sales: the server sends no totals), and
 * under them the paid top-ups by method (a method with nothing in the period is left out).
 */
export function ReportTotals({ totals }: { totals: Totals }) {
  const cards = [
    { id: 'shipments', label: 'Total de envíos', value: totals.shipments.toLocaleString('es-MX') },
    { id: 'expenses', label: 'Total de gastos', value: formatPesos(totals.expenses) },
    { id: 'prepaids-paid', label: 'Abonos pagados', value: formatPesos(totals.prepaidsPaid) },
    { id: 'prepaids-pending', label: 'Abonos pendientes', value: formatPesos(totals.prepaidsPending) },
  ];
  const byMethod = TOP_UP_METHODS.filter((m) => totals.prepaidsPaidByMethod[m] > 0);
  return (
    <>
      <SimpleGrid
        cols={{ base: 2, lg: 4 }}
        spacing="md"
        mb={byMethod.length ? 'xs' : 'md'}
        data-testid="report-totals"
      >
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
      {byMethod.length > 0 && (
        <Card padding="sm" mb="md" data-testid="prepaids-by-method">
          <Group gap="xs" wrap="wrap">
            <Text size="sm" c="dimmed" fw={500}>
              Abonos pagados por método:
            </Text>
            {byMethod.map((m) => (
              <Text key={m} size="sm" data-testid={`by-method-${m}`}>
                {TOP_UP_METHOD_LABELS[m]} <strong>{formatPesos(totals.prepaidsPaidByMethod[m])}</strong>
              </Text>
            ))}
          </Group>
        </Card>
      )}
    </>
  );
}
