import { ContactSchema, Messages } from '@envios/contracts';
import { z } from 'zod';
import { errorMessage, errorStatus } from '@/shared/api/api-error';

/** 'Ya estás haciendo envíos?': Sí=1 / No=0 (section 2). */
export const ALREADY_SHIPS = { yes: '1', no: '0' } as const;

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

/** Section 8: a 500 or 404 says the message could not be sent; otherwise the server's words. */
export function contactErrorText(error: unknown): string {
  const status = errorStatus(error);
  if (status === 500 || status === 404) return Messages.contact.failed;
  return errorMessage(error, Messages.contact.failed);
}
