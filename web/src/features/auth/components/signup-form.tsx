import { Alert, Button, PasswordInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { SignUpFormSchema } from '@envios/contracts';
import { IconAlertCircle } from '@tabler/icons-react';
import { errorMessage, fieldErrors } from '@/shared/api/api-error';
import { useZodForm } from '@/shared/lib/use-zod-form';
import { useSignUpMutation } from '../api/auth-api';

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
  const form = useZodForm(SignUpFormSchema, EMPTY);
  const [signUp, { isLoading, error }] = useSignUpMutation();

  const submit = form.onSubmit(async ({ confirmPassword: _confirmation, ...account }) => {
    const result = await signUp(account);
    if ('error' in result) form.setErrors(fieldErrors(result.error));
    else onSignedUp();
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {error && (
          <Alert color="red" icon={<IconAlertCircle />} data-testid="signup-error">
            {errorMessage(error)}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput label="Nombre" autoComplete="given-name" required {...form.getInputProps('firstName')} />
          <TextInput
            label="Apellidos"
            autoComplete="family-name"
            required
            {...form.getInputProps('lastName')}
          />
        </SimpleGrid>
        <TextInput
          label="Correo electrónico"
          type="email"
          autoComplete="email"
          required
          {...form.getInputProps('email')}
        />
        <TextInput
          label="Teléfono"
          type="tel"
          autoComplete="tel-national"
          inputMode="numeric"
          description="10 dígitos"
          required
          {...form.getInputProps('phone')}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <PasswordInput
            label="Contraseña"
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
        </SimpleGrid>
        <TextInput
          label="Sitio web (opcional)"
          type="url"
          autoComplete="url"
          placeholder="https://"
          {...form.getInputProps('website')}
        />
        <Button type="submit" fullWidth loading={isLoading}>
          Crear cuenta
        </Button>
      </Stack>
    </form>
  );
}
