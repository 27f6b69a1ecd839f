import type { SignInResponse } from '@envios/contracts';
import { Messages } from '@envios/contracts/messages';
import { IconCircleCheck } from '@tabler/icons-react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Paths } from '@/config/paths';
import { startSession } from '@/shared/lib/session';
import { FormPageShell, Notice, siteStyles as s, TextLink } from '@/shared/ui/site/site-ui';
import { SigninForm } from '../components/signin-form';

export function SigninPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();

  const onSignedIn = (login: SignInResponse, keepSession: boolean) => {
    startSession(login, keepSession);
    navigate(Paths.dashboard, { replace: true });
  };

  return (
    <FormPageShell title="Iniciar sesión" description="Ingresa con tu correo y contraseña.">
      {params.get('newUser') === 'true' && (
        <Notice
          color="teal"
          icon={<IconCircleCheck size={20} aria-hidden />}
          data-testid="account-created"
          className={s.spaced}
        >
          {Messages.signup.created}
        </Notice>
      )}
      <SigninForm onSignedIn={onSignedIn} />
      <div className={`${s.row} ${s.between} ${s.small} ${s.footerLinks}`}>
        <TextLink to={Paths.passwordRecovery}>¿Olvidaste tu contraseña?</TextLink>
        <span>
          ¿No tienes cuenta?{' '}
          <TextLink to={Paths.signup} strong>
            Regístrate
          </TextLink>
        </span>
      </div>
    </FormPageShell>
  );
}
