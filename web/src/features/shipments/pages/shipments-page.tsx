import { SectionPlaceholder } from '@/shared/ui/section-placeholder';

export function ShipmentsPage() {
  return (
    <SectionPlaceholder title="Mis Envios" description="Consulta, paga y descarga las guías de tus envíos." />
  );
}
