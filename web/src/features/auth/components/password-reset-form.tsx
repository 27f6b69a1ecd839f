import { Messages } from '@envios/contracts/messages';
import { PASSWORD_RESET_REDIRECT_SECONDS } from '@envios/domain';
import { IconCircleCheck } from '@tabler/icons-react';
import { useNavigate } from 'react-router-dom';
import { Paths } from '@/config/paths';
import { errorMessage, errorStatus } from '@/shared/api/api-error';
import { usePublicCall } from '@/shared/api/public-api';
import { useZodForm } from '@/shared/lib/use-zod-form';
import { Button, Notice, PasswordField, siteStyles as s, TextLink } from '@/shared/ui/site/site-ui';
import { passwordResetFormSchema, resetPassword } from '../api/auth-api';
import { useCountdown } from '../lib/use-countdown';

/** New password and confirmation; on success a 5-second countdown, then /signin (section 2). */
export function PasswordResetForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const form = useZodForm(passwordResetFormSchema, { password: '', confirmPassword: '' });
  const [submitReset, { isLoading, isSuccess, error }] = usePublicCall(resetPassword);
  const secondsLeft = useCountdown(PASSWORD_RESET_REDIRECT_SECONDS, isSuccess, () =>
    navigate(Paths.signin, { replace: true }),
  );

  const submit = form.onSubmit(async ({ password }) => {
    await submitReset({ token, password });
  });

  if (isSuccess) {
    return (
      <Notice color="teal" icon={<IconCircleCheck size={20} aria-hidden />} data-testid="reset-success">
        {Messages.reset.success(Math.max(secondsLeft, 1))}
      </Notice>
    );
  }

  return (
    <form onSubmit={submit} noValidate>
      <div className={s.stack}>
        {error && (
          <Notice color="red" data-testid="reset-error">
            {errorMessage(error)}
            {errorStatus(error) === 400 && (
              <>
                {' '}
                <TextLink to={Paths.passwordRecovery} strong className={s.inheritColor}>
                  Solicitar un nuevo enlace
                </TextLink>
              </>
            )}
          </Notice>
        )}
        <PasswordField
          label="Nueva contraseña"
          autoComplete="new-password"
          description="Entre 4 y 12 caracteres"
          required
          {...form.getInputProps('password')}
        />
        <PasswordField
          label="Confirmar contraseña"
          autoComplete="new-password"
          required
          {...form.getInputProps('confirmPassword')}
        />
        <Button type="submit" fullWidth loading={isLoading}>
          Guardar contraseña
        </Button>
      </div>
    </form>
  );
}
