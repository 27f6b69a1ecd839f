import type { SignInResponse } from '@envios/contracts';
import { Messages } from '@envios/contracts/messages';
import { usePublicCall } from '@/shared/api/public-api';
import { useZodForm } from '@/shared/lib/use-zod-form';
import {
  Button,
  CheckboxField,
  Notice,
  PasswordField,
  siteStyles as s,
  TextField,
} from '@/shared/ui/site/site-ui';
import { signIn, signInSchema } from '../api/auth-api';
import { signInErrorText } from '../lib/sign-in-error';

interface SigninFormProps {
  onSignedIn: (login: SignInResponse, keepSession: boolean) => void;
}

/** E-mail, password and 'Mantener sesión iniciada'; submit stays disabled while the form is invalid. */
export function SigninForm({ onSignedIn }: SigninFormProps) {
  const form = useZodForm(signInSchema, { email: '', password: '', keepSession: false as boolean });
  const [submitSignIn, { isLoading, error }] = usePublicCall(signIn);

  const submit = form.onSubmit(async (credentials) => {
    const result = await submitSignIn(credentials);
    if (result.data) onSignedIn(result.data, credentials.keepSession);
  });

  return (
    <form onSubmit={submit} noValidate>
      <div className={s.stack}>
        {error && (
          <Notice color="red" data-testid="signin-error">
            {signInErrorText(error)}
          </Notice>
        )}
        <TextField
          label="Correo electrónico"
          type="email"
          autoComplete="email"
          placeholder="tucorreo@empresa.mx"
          required
          {...form.getInputProps('email')}
        />
        <PasswordField
          label="Contraseña"
          autoComplete="current-password"
          required
          {...form.getInputProps('password')}
        />
        <CheckboxField
          label={Messages.login.keepSession}
          checked={form.values.keepSession}
          onChange={(event) => form.setFieldValue('keepSession', event.currentTarget.checked)}
        />
        <Button type="submit" fullWidth disabled={!form.isValid} loading={isLoading}>
          Iniciar sesión
        </Button>
      </div>
    </form>
  );
}
