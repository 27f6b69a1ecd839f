import { Alert, Card, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { IconChartBar } from '@tabler/icons-react';
import { lazy, Suspense, type ReactNode } from 'react';
import { errorMessage } from '@/shared/api/api-error';
import type { ChartSpec } from '../lib/chart-specs';

const ApexChart = lazy(() => import('./apex-chart'));

interface ChartCardProps {
  /** Names the test id and the heading's id: chart-{id}. */
  id: string;
  title: string;
  /** A line under the title saying what the figure means. */
  note?: ReactNode;
  loading: boolean;
  error: unknown;
  /** What the card says when the period has nothing to draw. */
  emptyText: string;
  /** Null when there is nothing to draw; ignored when `children` draws the figure. */
  spec?: ChartSpec | null;
  /** A figure that is not an ApexCharts chart (the destinations list), or null when empty. */
  children?: ReactNode;
}

const MIN_HEIGHT = 220;

function Placeholder({ children }: { children: ReactNode }) {
  return (
    <Center mih={MIN_HEIGHT} ta="center">
      {children}
    </Center>
  );
}

/**
 * One figure of the Dashboard, with its loading, failure and empty states. `data-state` says which
 * (loading, error, empty, ready), for the browser tests and for whoever inspects the page.
 */
export function ChartCard({ id, title, note, loading, error, emptyText, spec, children }: ChartCardProps) {
  const figure = children !== undefined ? children : spec ? <LazyChart spec={spec} /> : null;
  const state = loading ? 'loading' : error ? 'error' : figure ? 'ready' : 'empty';
  const headingId = `chart-${id}-title`;
  return (
    <Card
      component="section"
      aria-labelledby={headingId}
      data-testid={`chart-${id}`}
      data-state={state}
      padding="md"
    >
      <Stack gap={4} mb="sm">
        <Title order={2} fz="lg" id={headingId}>
          {title}
        </Title>
        {note && (
          <Text size="sm" c="dimmed">
            {note}
          </Text>
        )}
      </Stack>
      {state === 'loading' ? (
        <Placeholder>
          <Loader aria-label={`Cargando ${title.toLowerCase()}`} />
        </Placeholder>
      ) : state === 'error' ? (
        <Alert color="red" variant="light">
          {errorMessage(error)}
        </Alert>
      ) : state === 'empty' ? (
        <Placeholder>
          <Stack align="center" gap={6}>
            <IconChartBar size={32} color="var(--mantine-color-gray-5)" aria-hidden />
            <Text c="dimmed" size="sm" maw={280}>
              {emptyText}
            </Text>
          </Stack>
        </Placeholder>
      ) : (
        figure
      )}
    </Card>
  );
}

function LazyChart({ spec }: { spec: ChartSpec }) {
  return (
    <Suspense
      fallback={
        <Placeholder>
          <Loader aria-label="Cargando gráfica" />
        </Placeholder>
      }
    >
      <div data-testid="apex-chart" style={{ minHeight: spec.height }}>
        <ApexChart spec={spec} />
      </div>
    </Suspense>
  );
}
