import { Alert, Button, Group, Radio, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { IconAlertCircle, IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { fieldErrors } from '@/shared/api/api-error';
import { useZodForm } from '@/shared/lib/use-zod-form';
import { useSendContactMutation } from '../api/contact-api';
import { ALREADY_SHIPS, ContactFormSchema, contactErrorText } from '../lib/contact-form-schema';

const EMPTY = {
  first_name: '',
  last_name: '',
  email: '',
  phone: '',
  company_name: '',
  already_ships: '',
  number_shipment: '',
  message: '',
  web: '',
};

interface ContactFormProps {
  backTo: string;
  onSent: () => void;
}

/** The fields of section 2; the monthly shipments are asked only when the visitor already ships. */
export function ContactForm({ backTo, onSent }: ContactFormProps) {
  const form = useZodForm(ContactFormSchema, EMPTY);
  const [sendContact, { isLoading, error }] = useSendContactMutation();
  const alreadyShips = form.values.already_ships === ALREADY_SHIPS.yes;
  const answer = form.getInputProps('already_ships');

  const submit = form.onSubmit(async (contact) => {
    const result = await sendContact(contact);
    if ('error' in result) form.setErrors(fieldErrors(result.error));
    else onSent();
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label="Nombre"
            autoComplete="given-name"
            required
            {...form.getInputProps('first_name')}
          />
          <TextInput
            label="Apellidos"
            autoComplete="family-name"
            required
            {...form.getInputProps('last_name')}
          />
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
            autoComplete="tel"
            required
            {...form.getInputProps('phone')}
          />
        </SimpleGrid>
        <TextInput
          label="Nombre de la empresa"
          autoComplete="organization"
          required
          {...form.getInputProps('company_name')}
        />
        <Radio.Group
          label="Ya estás haciendo envíos?"
          required
          value={answer.value}
          onChange={answer.onChange}
          error={answer.error}
        >
          <Group mt={6} gap="xl">
            <Radio value={ALREADY_SHIPS.yes} label="Sí" />
            <Radio value={ALREADY_SHIPS.no} label="No" />
          </Group>
        </Radio.Group>
        {alreadyShips && (
          <TextInput
            label="¿Cuántos envíos haces al mes?"
            type="number"
            inputMode="numeric"
            min={0}
            required
            {...form.getInputProps('number_shipment')}
          />
        )}
        <Textarea
          label="Comentarios"
          autosize
          minRows={4}
          maxRows={10}
          required
          {...form.getInputProps('message')}
        />
        <TextInput
          label="Sitio web (opcional)"
          type="url"
          placeholder="https://"
          {...form.getInputProps('web')}
        />
        {error && (
          <Alert color="red" icon={<IconAlertCircle />} data-testid="contact-error">
            {contactErrorText(error)}
          </Alert>
        )}
        <Group justify="space-between" gap="sm">
          <Button component={Link} to={backTo} variant="default" leftSection={<IconArrowLeft size={16} />}>
            Regresar
          </Button>
          <Button type="submit" loading={isLoading}>
            Enviar mensaje
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
