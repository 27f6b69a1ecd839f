import { Alert, Anchor, Group, Text } from '@mantine/core';
import { Messages, type SignInResponse } from '@envios/contracts';
import { IconCircleCheck } from '@tabler/icons-react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Paths } from '@/config/paths';
import { startSession } from '@/shared/lib/session';
import { FormPageShell } from '@/shared/ui/form-page-shell';
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
        <Alert color="teal" icon={<IconCircleCheck />} mb="md" data-testid="account-created">
          {Messages.signup.created}
        </Alert>
      )}
      <SigninForm onSignedIn={onSignedIn} />
      <Group justify="space-between" mt="lg" gap="xs">
        <Anchor component={Link} to={Paths.passwordRecovery} size="sm">
          ¿Olvidaste tu contraseña?
        </Anchor>
        <Text size="sm">
          ¿No tienes cuenta?{' '}
          <Anchor component={Link} to={Paths.signup} fw={600}>
            Regístrate
          </Anchor>
        </Text>
      </Group>
    </FormPageShell>
  );
}
