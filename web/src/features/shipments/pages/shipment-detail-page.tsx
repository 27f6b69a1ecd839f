import { SectionPlaceholder } from '@/shared/ui/section-placeholder';

export function ShipmentDetailPage() {
  return (
    <SectionPlaceholder
      title="Detalles de Envío"
      description="Origen, destino, paquetes y guía de este envío."
    />
  );
}
