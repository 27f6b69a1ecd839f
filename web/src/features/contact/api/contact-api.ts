import type { Contact } from '@envios/contracts';
import { postJson } from '@/shared/api/public-api';

/** POST /contact (spec section 7): the lead goes to the sales inbox. A public page: plain fetch. */
export const sendContact = (body: Contact) => postJson<{ message: string; id: string }>('/contact', body);

/** The form's schema (with zod) loads after the page has rendered. */
export const contactFormSchema = () =>
  import('../lib/contact-form-schema').then((module) => module.ContactFormSchema);
