import { FormPageShell } from '@/shared/ui/form-page-shell';

export function SigninPage() {
  return <FormPageShell title="Iniciar sesión" description="Ingresa con tu correo y contraseña." />;
}
