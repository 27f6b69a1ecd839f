import { Alert, Card, SimpleGrid } from '@mantine/core';
import { ReportQuerySchema } from '@envios/contracts';
import { canSee } from '@envios/domain';
import { skipToken } from '@reduxjs/toolkit/query';
import { IconAlertCircle } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useRefreshTrackingMutation } from '@/shared/api/tracking-api';
import { currentMonthFilters, type ReportFilters } from '@/shared/lib/report-period';
import { useSession } from '@/shared/lib/session';
import { PageHeader } from '@/shared/ui/page-header';
import { ReportFilterFields } from '@/shared/ui/report-filter-fields';
import {
  useEfficiencyQuery,
  usePrepaidsPerMonthQuery,
  useShipmentsByTypeQuery,
  useShipmentsCityQuery,
  useShipmentsReportQuery,
  useTopDestinationQuery,
  useTotalByCarrierQuery,
} from '../api/analytics-api';
import { ChartCard } from '../components/chart-card';
import { KpiCards } from '../components/kpi-cards';
import { TopDestinationsTable } from '../components/top-destinations';
import { carrierChart, cityChart, efficiencyChart, prepaidsChart, typeChart } from '../lib/chart-specs';

/** The first message of the period check the server makes too (order, at most a year), or null. */
function periodProblem(filters: ReportFilters): string | null {
  const parsed = ReportQuerySchema.safeParse({
    fromDate: filters.from,
    toDate: filters.to,
    carrier: filters.carrier,
    shipmentType: filters.shipmentType,
  });
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
}

/** A query's figures, what the card needs to show its state. */
const card = (query: { isFetching: boolean; error?: unknown; currentData?: unknown }) => ({
  loading: query.isFetching && !query.currentData,
  error: query.currentData ? undefined : query.error,
});

/**
 * 'Dashboard' (section 2): KPI cards and six figures of the caller's reach, for a period, carrier
 * and shipment type; any change of the filters asks for every figure again.
 */
export function DashboardPage() {
  const { role } = useSession();
  const [refreshTracking] = useRefreshTrackingMutation();
  const [filters, setFilters] = useState<ReportFilters>(() => currentMonthFilters());
  // Section 2: on load, the tracking of the caller's shipments is refreshed (the server asks the
  // carriers within their limits; at most once a minute per user).
  useEffect(() => {
    void refreshTracking();
  }, [refreshTracking]);

  const problem = periodProblem(filters);
  const args = problem ? skipToken : filters;
  const showRecharges = canSee(role, 'analytics.rechargesChart');
  const kpis = useShipmentsReportQuery(args);
  const cities = useShipmentsCityQuery(args);
  const destinations = useTopDestinationQuery(args);
  const carriers = useTotalByCarrierQuery(args);
  const types = useShipmentsByTypeQuery(args);
  // Never asked for the roles that do not see it (the server refuses helpdesk and sales anyway).
  const recharges = usePrepaidsPerMonthQuery(showRecharges ? args : skipToken);
  const efficiency = useEfficiencyQuery(args);
  const kpi = kpis.currentData;

  return (
    <>
      <PageHeader title="Dashboard" description="Resumen de la actividad de tus envíos." />
      <Card padding="md" mb="md">
        <ReportFilterFields value={filters} onChange={setFilters} />
      </Card>
      {problem && (
        <Alert color="red" icon={<IconAlertCircle />} mb="md" data-testid="period-problem">
          {problem}
        </Alert>
      )}
      {kpis.error && !kpi && !problem && (
        <Alert color="red" icon={<IconAlertCircle />} mb="md">
          No se pudieron cargar los indicadores.
        </Alert>
      )}
      <KpiCards
        generated={kpi?.totalGenerated ?? null}
        inTransit={kpi?.totalInTransit ?? null}
        delivered={kpi?.totalDelivered ?? null}
      />
      {!problem && (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" mt="md">
          <ChartCard
            id="cities"
            title="Envíos por ciudad"
            note="Ciudades de destino con más envíos en el periodo."
            {...card(cities)}
            emptyText="No hay envíos en el periodo seleccionado."
            spec={cities.currentData ? cityChart(cities.currentData) : null}
          />
          <ChartCard
            id="destinations"
            title="Destinos frecuentes"
            note="Ciudad, estado, envíos y su parte del total."
            {...card(destinations)}
            emptyText="No hay envíos en el periodo seleccionado."
          >
            {destinations.currentData?.length ? (
              <TopDestinationsTable rows={destinations.currentData} />
            ) : null}
          </ChartCard>
          <ChartCard
            id="carriers"
            title="Envíos por paquetería"
            {...card(carriers)}
            emptyText="No hay envíos en el periodo seleccionado."
            spec={carriers.currentData ? carrierChart(carriers.currentData) : null}
          />
          <ChartCard
            id="types"
            title="Envíos por tipo de producto"
            {...card(types)}
            emptyText="No hay envíos en el periodo seleccionado."
            spec={types.currentData ? typeChart(types.currentData) : null}
          />
          {showRecharges && (
            <ChartCard
              id="recharges"
              title="Recargas por mes"
              note="Abonos pagados a los monederos cada mes, por método de pago."
              {...card(recharges)}
              emptyText="No hay recargas en el periodo seleccionado."
              spec={recharges.currentData ? prepaidsChart(recharges.currentData) : null}
            />
          )}
          <ChartCard
            id="efficiency"
            title="Eficiencia por envío"
            note="Porcentaje de envíos entregados dentro de los días de tránsito que prometió el servicio."
            {...card(efficiency)}
            emptyText="Aún no hay entregas en el periodo para medir la eficiencia."
            spec={
              efficiency.currentData
                ? efficiencyChart(efficiency.currentData, kpi?.totalDelivered ?? 0)
                : null
            }
          />
        </SimpleGrid>
      )}
    </>
  );
}
