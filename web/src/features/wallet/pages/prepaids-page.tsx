import { SectionPlaceholder } from '@/shared/ui/section-placeholder';

export function PrepaidsPage() {
  return (
    <SectionPlaceholder title="Billetera electrónica" description="Saldo, abonos y cargos de tu monedero." />
  );
}
