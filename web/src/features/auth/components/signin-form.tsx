import { Alert, Button, Checkbox, PasswordInput, Stack, TextInput } from '@mantine/core';
import { Messages, SignInSchema, type SignInResponse } from '@envios/contracts';
import { IconAlertCircle } from '@tabler/icons-react';
import { useZodForm } from '@/shared/lib/use-zod-form';
import { useSignInMutation } from '../api/auth-api';
import { signInErrorText } from '../lib/sign-in-error';

interface SigninFormProps {
  onSignedIn: (login: SignInResponse, keepSession: boolean) => void;
}

/** E-mail, password and 'Mantener sesión iniciada'; submit stays disabled while the form is invalid. */
export function SigninForm({ onSignedIn }: SigninFormProps) {
  const form = useZodForm(SignInSchema, { email: '', password: '', keepSession: false });
  const [signIn, { isLoading, error }] = useSignInMutation();

  const submit = form.onSubmit(async (credentials) => {
    const result = await signIn(credentials);
    if ('data' in result && result.data) onSignedIn(result.data, credentials.keepSession);
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {error && (
          <Alert color="red" icon={<IconAlertCircle />} data-testid="signin-error">
            {signInErrorText(error)}
          </Alert>
        )}
        <TextInput
          label="Correo electrónico"
          type="email"
          autoComplete="email"
          placeholder="tucorreo@empresa.mx"
          required
          {...form.getInputProps('email')}
        />
        <PasswordInput
          label="Contraseña"
          autoComplete="current-password"
          required
          {...form.getInputProps('password')}
        />
        <Checkbox
          label={Messages.login.keepSession}
          {...form.getInputProps('keepSession', { type: 'checkbox' })}
        />
        <Button type="submit" fullWidth disabled={!form.isValid} loading={isLoading}>
          Iniciar sesión
        </Button>
      </Stack>
    </form>
  );
}
