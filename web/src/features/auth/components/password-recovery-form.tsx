import { Messages } from '@envios/contracts/messages';
import { IconMailCheck } from '@tabler/icons-react';
import { errorMessage, errorStatus } from '@/shared/api/api-error';
import { usePublicCall } from '@/shared/api/public-api';
import { useZodForm } from '@/shared/lib/use-zod-form';
import { Button, Notice, siteStyles as s, TextField } from '@/shared/ui/site/site-ui';
import { passwordRecoverySchema, requestPasswordRecovery } from '../api/auth-api';

const failureText = (error: unknown) =>
  errorStatus(error) === 404 ? Messages.recovery.unknownEmail : errorMessage(error);

/** Asks for the reset e-mail (section 2); states none, success and error of section 4. */
export function PasswordRecoveryForm() {
  const form = useZodForm(passwordRecoverySchema, { email: '' });
  const [requestRecovery, { isLoading, isSuccess, error }] = usePublicCall(requestPasswordRecovery);

  const submit = form.onSubmit(async (body) => {
    await requestRecovery(body);
  });

  return (
    <form onSubmit={submit} noValidate>
      <div className={s.stack}>
        {isSuccess && (
          <Notice color="teal" icon={<IconMailCheck size={20} aria-hidden />} data-testid="recovery-sent">
            {Messages.recovery.sent}
          </Notice>
        )}
        {error && (
          <Notice color="red" data-testid="recovery-error">
            {failureText(error)}
          </Notice>
        )}
        <TextField
          label="Correo electrónico"
          type="email"
          autoComplete="email"
          required
          {...form.getInputProps('email')}
        />
        <Button type="submit" fullWidth loading={isLoading}>
          Enviar instrucciones
        </Button>
      </div>
    </form>
  );
}
