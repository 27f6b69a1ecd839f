import { FormPageShell } from '@/shared/ui/form-page-shell';

export function PasswordRecoveryPage() {
  return (
    <FormPageShell
      title="Recuperar contraseña"
      description="Te enviaremos un correo con las instrucciones para crear una nueva contraseña."
    />
  );
}
