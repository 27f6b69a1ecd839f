import { SectionPlaceholder } from '@/shared/ui/section-placeholder';

export function ReportsPage() {
  return <SectionPlaceholder title="Reportes" description="Genera y descarga reportes de tus envíos." />;
}
