import { ContactSchema } from '@envios/contracts';
import { z } from 'zod';
import { ALREADY_SHIPS } from './contact-answers';

const monthlyShipments = ContactSchema.shape.number_shipment.unwrap();

/**
 * The contact form: the API's ContactSchema plus the yes/no question, which is not sent. Every
 * field but the website is required, the monthly shipments only when the answer is Sí.
 */
export const ContactFormSchema = ContactSchema.omit({ number_shipment: true })
  .extend({
    already_ships: z.enum([ALREADY_SHIPS.yes, ALREADY_SHIPS.no], {
      error: 'Indica si ya estás haciendo envíos.',
    }),
    number_shipment: z.string(),
  })
  .superRefine((form, ctx) => {
    if (form.already_ships !== ALREADY_SHIPS.yes) return;
    const monthly = monthlyShipments.safeParse(form.number_shipment.trim() || undefined);
    if (!monthly.success) {
      ctx.addIssue({ code: 'custom', path: ['number_shipment'], message: monthly.error.issues[0].message });
    }
  })
  .transform(({ already_ships, number_shipment, ...contact }) => ({
    ...contact,
    number_shipment: already_ships === ALREADY_SHIPS.yes ? Number(number_shipment) : undefined,
  }));
