import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { Messages, PasswordRecoverySchema } from '@envios/contracts';
import { IconAlertCircle, IconMailCheck } from '@tabler/icons-react';
import { errorMessage, errorStatus } from '@/shared/api/api-error';
import { useZodForm } from '@/shared/lib/use-zod-form';
import { useRequestPasswordRecoveryMutation } from '../api/auth-api';

const failureText = (error: unknown) =>
  errorStatus(error) === 404 ? Messages.recovery.unknownEmail : errorMessage(error);

/** Asks for the reset e-mail (section 2); states none, success and error of section 4. */
export function PasswordRecoveryForm() {
  const form = useZodForm(PasswordRecoverySchema, { email: '' });
  const [requestRecovery, { isLoading, isSuccess, error }] = useRequestPasswordRecoveryMutation();

  const submit = form.onSubmit(async (body) => {
    await requestRecovery(body);
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {isSuccess && (
          <Alert color="teal" icon={<IconMailCheck />} data-testid="recovery-sent">
            {Messages.recovery.sent}
          </Alert>
        )}
        {error && (
          <Alert color="red" icon={<IconAlertCircle />} data-testid="recovery-error">
            {failureText(error)}
          </Alert>
        )}
        <TextInput
          label="Correo electrónico"
          type="email"
          autoComplete="email"
          required
          {...form.getInputProps('email')}
        />
        <Button type="submit" fullWidth loading={isLoading}>
          Enviar instrucciones
        </Button>
      </Stack>
    </form>
  );
}
