import { FormPageShell } from '@/shared/ui/form-page-shell';

export function SignupPage() {
  return (
    <FormPageShell
      title="Crear cuenta"
      description="Regístrate para cotizar, pagar y dar seguimiento a tus envíos."
    />
  );
}
