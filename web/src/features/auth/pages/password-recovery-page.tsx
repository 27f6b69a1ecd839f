import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { Paths } from '@/config/paths';
import { FormPageShell } from '@/shared/ui/form-page-shell';
import { PasswordRecoveryForm } from '../components/password-recovery-form';

export function PasswordRecoveryPage() {
  return (
    <FormPageShell
      title="Recuperar contraseña"
      description="Te enviaremos un correo con las instrucciones para crear una nueva contraseña."
    >
      <PasswordRecoveryForm />
      <Text size="sm" mt="lg" ta="center">
        <Anchor component={Link} to={Paths.signin}>
          Volver a iniciar sesión
        </Anchor>
      </Text>
    </FormPageShell>
  );
}
