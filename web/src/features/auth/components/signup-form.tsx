import { errorMessage, fieldErrors } from '@/shared/api/api-error';
import { usePublicCall } from '@/shared/api/public-api';
import { useZodForm } from '@/shared/lib/use-zod-form';
import { Button, Notice, PasswordField, siteStyles as s, TextField } from '@/shared/ui/site/site-ui';
import { signUp, signUpFormSchema } from '../api/auth-api';

const EMPTY = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  password: '',
  confirmPassword: '',
  website: '',
};

/** Sign-up fields of section 2 with the rules of section 5; the server's refusal shows in an alert. */
export function SignupForm({ onSignedUp }: { onSignedUp: () => void }) {
  const form = useZodForm(signUpFormSchema, EMPTY);
  const [submitSignUp, { isLoading, error }] = usePublicCall(signUp);

  const submit = form.onSubmit(async ({ confirmPassword: _confirmation, ...account }) => {
    const result = await submitSignUp(account);
    if (result.error) form.setErrors(fieldErrors(result.error));
    else onSignedUp();
  });

  return (
    <form onSubmit={submit} noValidate>
      <div className={s.stack}>
        {error && (
          <Notice color="red" data-testid="signup-error">
            {errorMessage(error)}
          </Notice>
        )}
        <div className={s.grid2}>
          <TextField label="Nombre" autoComplete="given-name" required {...form.getInputProps('firstName')} />
          <TextField
            label="Apellidos"
            autoComplete="family-name"
            required
            {...form.getInputProps('lastName')}
          />
        </div>
        <TextField
          label="Correo electrónico"
          type="email"
          autoComplete="email"
          required
          {...form.getInputProps('email')}
        />
        <TextField
          label="Teléfono"
          type="tel"
          autoComplete="tel-national"
          inputMode="numeric"
          description="10 dígitos"
          required
          {...form.getInputProps('phone')}
        />
        <div className={s.grid2}>
          <PasswordField
            label="Contraseña"
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
        </div>
        <TextField
          label="Sitio web (opcional)"
          type="url"
          autoComplete="url"
          placeholder="https://"
          {...form.getInputProps('website')}
        />
        <Button type="submit" fullWidth loading={isLoading}>
          Crear cuenta
        </Button>
      </div>
    </form>
  );
}
