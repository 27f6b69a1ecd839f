import { useParams } from 'react-router-dom';
import { FormPageShell } from '@/shared/ui/site/site-ui';
import { PasswordResetForm } from '../components/password-reset-form';

export function PasswordResetPage() {
  const { token = '' } = useParams();
  return (
    <FormPageShell title="Cambiar contraseña" description="Escribe y confirma tu nueva contraseña.">
      <PasswordResetForm token={token} />
    </FormPageShell>
  );
}
