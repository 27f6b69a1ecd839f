import { PageHeader } from '@/shared/ui/page-header';
import { KpiCards } from '../components/kpi-cards';

export function DashboardPage() {
  return (
    <>
      <PageHeader title="Dashboard" description="Resumen de la actividad de tus envíos." />
      <KpiCards generated={null} inTransit={null} delivered={null} />
    </>
  );
}
