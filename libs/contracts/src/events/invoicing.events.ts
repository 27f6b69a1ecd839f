import { z } from 'zod';
import { defineEvent } from '../envelope';
import { Topics } from '../topics';

/**
 * A CFDI was stamped by the PAC (a payment's, a customer's period's, a global one or a substitute):
 * identity mails it to the customer with its XML and PDF. Once per invoice.
 */
export const InvoiceStamped = defineEvent({
  type: 'InvoiceStamped',
  version: 1,
  topic: Topics.invoicing,
  schema: z.object({
    invoiceId: z.string(),
    /** The customer it invoices; null for the global invoice to público en general (mailed to nobody). */
    user: z.string().nullable(),
    kind: z.enum(['payment', 'consolidated', 'global', 'substitute']),
    uuid: z.string(),
    series: z.string(),
    folio: z.string(),
    totalCentavos: z.number().int().nonnegative(),
    receiverRfc: z.string(),
    /** The invoice this one replaces (a refund of a card-paid shipment). */
    substitutes: z.string().nullable(),
    stampedAt: z.iso.datetime(),
  }),
});

/** A stamped invoice was cancelled at SAT (motive 01: replaced by `substitutedBy`). */
export const InvoiceCanceled = defineEvent({
  type: 'InvoiceCanceled',
  version: 1,
  topic: Topics.invoicing,
  schema: z.object({
    invoiceId: z.string(),
    user: z.string().nullable(),
    uuid: z.string(),
    motive: z.enum(['01', '02', '03', '04']),
    substitutedBy: z.string().nullable(),
    canceledAt: z.iso.datetime(),
  }),
});
