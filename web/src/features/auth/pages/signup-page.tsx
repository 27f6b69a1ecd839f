import { useNavigate } from 'react-router-dom';
import { Paths } from '@/config/paths';
import { FormPageShell, siteStyles as s, TextLink } from '@/shared/ui/site/site-ui';
import { SignupForm } from '../components/signup-form';

export function SignupPage() {
  const navigate = useNavigate();
  return (
    <FormPageShell
      title="Crear cuenta"
      description="Regístrate para cotizar, pagar y dar seguimiento a tus envíos."
    >
      <SignupForm onSignedUp={() => navigate(`${Paths.signin}?newUser=true`)} />
      <p className={`${s.small} ${s.centerText} ${s.footerLinks}`}>
        ¿Ya tienes cuenta?{' '}
        <TextLink to={Paths.signin} strong>
          Inicia sesión
        </TextLink>
      </p>
    </FormPageShell>
  );
}
