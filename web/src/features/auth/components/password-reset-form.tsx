import { Alert, Anchor, Button, PasswordInput, Stack } from '@mantine/core';
import { Messages, PasswordResetFormSchema } from '@envios/contracts';
import { PASSWORD_RESET_REDIRECT_SECONDS } from '@envios/domain';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router-dom';
import { Paths } from '@/config/paths';
import { errorMessage, errorStatus } from '@/shared/api/api-error';
import { useZodForm } from '@/shared/lib/use-zod-form';
import { useResetPasswordMutation } from '../api/auth-api';
import { useCountdown } from '../lib/use-countdown';

/** New password and confirmation; on success a 5-second countdown, then /signin (section 2). */
export function PasswordResetForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const form = useZodForm(PasswordResetFormSchema, { password: '', confirmPassword: '' });
  const [resetPassword, { isLoading, isSuccess, error }] = useResetPasswordMutation();
  const secondsLeft = useCountdown(PASSWORD_RESET_REDIRECT_SECONDS, isSuccess, () =>
    navigate(Paths.signin, { replace: true }),
  );

  const submit = form.onSubmit(async ({ password }) => {
    await resetPassword({ token, password });
  });

  if (isSuccess) {
    return (
      <Alert color="teal" icon={<IconCircleCheck />} data-testid="reset-success">
        {Messages.reset.success(Math.max(secondsLeft, 1))}
      </Alert>
    );
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {error && (
          <Alert color="red" icon={<IconAlertCircle />} data-testid="reset-error">
            {errorMessage(error)}
            {errorStatus(error) === 400 && (
              <>
                {' '}
                <Anchor component={Link} to={Paths.passwordRecovery} fw={600} inherit>
                  Solicitar un nuevo enlace
                </Anchor>
              </>
            )}
          </Alert>
        )}
        <PasswordInput
          label="Nueva contraseña"
          autoComplete="new-password"
          description="Entre 4 y 12 caracteres"
          required
          {...form.getInputProps('password')}
        />
        <PasswordInput
          label="Confirmar contraseña"
          autoComplete="new-password"
          required
          {...form.getInputProps('confirmPassword')}
        />
        <Button type="submit" fullWidth loading={isLoading}>
          Guardar contraseña
        </Button>
      </Stack>
    </form>
  );
}
