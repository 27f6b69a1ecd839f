import { SectionPlaceholder } from '@/shared/ui/section-placeholder';

export function ClientsPage() {
  return <SectionPlaceholder title="Clientes" description="Asigna usuarios a cada cliente." />;
}
