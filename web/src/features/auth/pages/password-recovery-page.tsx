import { Paths } from '@/config/paths';
import { FormPageShell, siteStyles as s, TextLink } from '@/shared/ui/site/site-ui';
import { PasswordRecoveryForm } from '../components/password-recovery-form';

export function PasswordRecoveryPage() {
  return (
    <FormPageShell
      title="Recuperar contraseña"
      description="Te enviaremos un correo con las instrucciones para crear una nueva contraseña."
    >
      <PasswordRecoveryForm />
      <p className={`${s.small} ${s.centerText} ${s.footerLinks}`}>
        <TextLink to={Paths.signin}>Volver a iniciar sesión</TextLink>
      </p>
    </FormPageShell>
  );
}
