import { SectionPlaceholder } from '@/shared/ui/section-placeholder';

export function AddressesPage() {
  return (
    <SectionPlaceholder
      title="Direcciones guardadas"
      description="Las direcciones que usas con frecuencia para tus envíos."
    />
  );
}
