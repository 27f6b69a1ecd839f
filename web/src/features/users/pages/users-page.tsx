import { SectionPlaceholder } from '@/shared/ui/section-placeholder';

export function UsersPage() {
  return <SectionPlaceholder title="Usuarios" description="Administra usuarios, roles y tarifas." />;
}
