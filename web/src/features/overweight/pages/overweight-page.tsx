import { SectionPlaceholder } from '@/shared/ui/section-placeholder';

export function OverweightPage() {
  return (
    <SectionPlaceholder
      title="Reporte de Sobrepesos"
      description="Cargos por diferencias de peso o medidas detectadas por la paquetería."
    />
  );
}
