import { Anchor, Text } from '@mantine/core';
import { Link, useNavigate } from 'react-router-dom';
import { Paths } from '@/config/paths';
import { FormPageShell } from '@/shared/ui/form-page-shell';
import { SignupForm } from '../components/signup-form';

export function SignupPage() {
  const navigate = useNavigate();
  return (
    <FormPageShell
      title="Crear cuenta"
      description="Regístrate para cotizar, pagar y dar seguimiento a tus envíos."
    >
      <SignupForm onSignedUp={() => navigate(`${Paths.signin}?newUser=true`)} />
      <Text size="sm" mt="lg" ta="center">
        ¿Ya tienes cuenta?{' '}
        <Anchor component={Link} to={Paths.signin} fw={600}>
          Inicia sesión
        </Anchor>
      </Text>
    </FormPageShell>
  );
}
