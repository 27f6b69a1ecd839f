import { IconArrowLeft } from '@tabler/icons-react';
import { fieldErrors } from '@/shared/api/api-error';
import { usePublicCall } from '@/shared/api/public-api';
import { useZodForm } from '@/shared/lib/use-zod-form';
import {
  Button,
  LinkButton,
  Notice,
  RadioGroupField,
  siteStyles as s,
  TextAreaField,
  TextField,
} from '@/shared/ui/site/site-ui';
import { contactFormSchema, sendContact } from '../api/contact-api';
import { ALREADY_SHIPS, contactErrorText } from '../lib/contact-answers';

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

const ANSWERS = [
  { value: ALREADY_SHIPS.yes, label: 'Sí' },
  { value: ALREADY_SHIPS.no, label: 'No' },
] as const;

interface ContactFormProps {
  backTo: string;
  onSent: () => void;
}

/** The fields of section 2; the monthly shipments are asked only when the visitor already ships. */
export function ContactForm({ backTo, onSent }: ContactFormProps) {
  const form = useZodForm(contactFormSchema, EMPTY);
  const [submitContact, { isLoading, error }] = usePublicCall(sendContact);
  const alreadyShips = form.values.already_ships === ALREADY_SHIPS.yes;

  const submit = form.onSubmit(async (contact) => {
    const result = await submitContact(contact);
    if (result.error) form.setErrors(fieldErrors(result.error));
    else onSent();
  });

  return (
    <form onSubmit={submit} noValidate>
      <div className={s.stack}>
        <div className={s.grid2}>
          <TextField
            label="Nombre"
            autoComplete="given-name"
            required
            {...form.getInputProps('first_name')}
          />
          <TextField
            label="Apellidos"
            autoComplete="family-name"
            required
            {...form.getInputProps('last_name')}
          />
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
            autoComplete="tel"
            required
            {...form.getInputProps('phone')}
          />
        </div>
        <TextField
          label="Nombre de la empresa"
          autoComplete="organization"
          required
          {...form.getInputProps('company_name')}
        />
        <RadioGroupField
          label="Ya estás haciendo envíos?"
          required
          options={ANSWERS}
          value={form.values.already_ships}
          onChange={(answer) => form.setFieldValue('already_ships', answer)}
          error={form.errorOf('already_ships')}
        />
        {alreadyShips && (
          <TextField
            label="¿Cuántos envíos haces al mes?"
            type="number"
            inputMode="numeric"
            min={0}
            required
            {...form.getInputProps('number_shipment')}
          />
        )}
        <TextAreaField label="Comentarios" required {...form.getInputProps('message')} />
        <TextField
          label="Sitio web (opcional)"
          type="url"
          placeholder="https://"
          {...form.getInputProps('web')}
        />
        {error && (
          <Notice color="red" data-testid="contact-error">
            {contactErrorText(error)}
          </Notice>
        )}
        <div className={`${s.row} ${s.between}`}>
          <LinkButton to={backTo} variant="default">
            <IconArrowLeft size={16} aria-hidden />
            Regresar
          </LinkButton>
          <Button type="submit" loading={isLoading}>
            Enviar mensaje
          </Button>
        </div>
      </div>
    </form>
  );
}
