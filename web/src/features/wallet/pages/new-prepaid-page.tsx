import { SectionPlaceholder } from '@/shared/ui/section-placeholder';

export function NewPrepaidPage() {
  return <SectionPlaceholder title="Nuevo abono" description="Recarga saldo a tu monedero." />;
}
