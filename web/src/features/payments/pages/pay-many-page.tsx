import { SectionPlaceholder } from '@/shared/ui/section-placeholder';

export function PayManyShipmentsPage() {
  return (
    <SectionPlaceholder
      title="Pago de envíos"
      description="Paga en una sola operación los envíos seleccionados."
    />
  );
}
