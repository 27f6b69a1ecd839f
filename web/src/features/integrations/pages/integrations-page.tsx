import { SectionPlaceholder } from '@/shared/ui/section-placeholder';

export function IntegrationsPage() {
  return (
    <SectionPlaceholder title="Integraciones" description="Credenciales de conexión con las paqueterías." />
  );
}
