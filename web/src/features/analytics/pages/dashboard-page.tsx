import { useEffect } from 'react';
import { useRefreshTrackingMutation } from '@/shared/api/tracking-api';
import { PageHeader } from '@/shared/ui/page-header';
import { KpiCards } from '../components/kpi-cards';

export function DashboardPage() {
  const [refreshTracking] = useRefreshTrackingMutation();
  // Section 2: on load, the tracking of the caller's shipments is refreshed (the server asks the
  // carriers within their limits; at most once a minute per user).
  useEffect(() => {
    void refreshTracking();
  }, [refreshTracking]);
  return (
    <>
      <PageHeader title="Dashboard" description="Resumen de la actividad de tus envíos." />
      <KpiCards generated={null} inTransit={null} delivered={null} />
    </>
  );
}
