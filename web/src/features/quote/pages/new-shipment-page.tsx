import { SectionPlaceholder } from '@/shared/ui/section-placeholder';

export function NewShipmentPage() {
  return (
    <SectionPlaceholder title="Cotizador" description="Compara servicios de paquetería y crea tus envíos." />
  );
}
