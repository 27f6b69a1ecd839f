import { FormPageShell } from '@/shared/ui/form-page-shell';

export function PasswordResetPage() {
  return <FormPageShell title="Cambiar contraseña" description="Escribe y confirma tu nueva contraseña." />;
}
