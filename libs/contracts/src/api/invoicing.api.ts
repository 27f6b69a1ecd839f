import { z } from 'zod';
import { ObjectIdSchema, PageQuerySchema, pageResultSchema, pageSchema } from './common.api';

/** An invoice's id: `<kind>-<key>` as the invoicing service makes them (letters, digits, dashes). */
export const InvoiceIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9][A-Za-z0-9_-]{2,150}$/, 'Identificador de factura inválido.');

export const InvoiceIdParamsSchema = z.object({ id: InvoiceIdSchema });

/** GET /invoices?user=&page=&limit=: one user's invoices within the caller's reach, or all of them. */
export const InvoiceListQuerySchema = PageQuerySchema.extend({
  user: ObjectIdSchema.optional(),
});
export type InvoiceListQuery = z.infer<typeof InvoiceListQuerySchema>;

/** How an invoice came to be: one payment, a customer's period, the period's global one, or a substitute. */
export const InvoiceKindSchema = z.enum(['payment', 'consolidated', 'global', 'substitute']);

/**
 * An invoice as the 'Facturas' list shows it (CFDI 4.0, stamped by the PAC). `total` in pesos and
 * `total_centavos`; `status` valid or canceled (a canceled one names its substitute).
 */
export const InvoiceSchema = z.object({
  id: InvoiceIdSchema,
  kind: InvoiceKindSchema,
  /** The customer whose payments it invoices (null: the global invoice to público en general). */
  user: z.string().nullable(),
  /** When it was stamped. */
  date: z.string(),
  series: z.string(),
  folio: z.string(),
  uuid: z.string(),
  receiver_rfc: z.string(),
  receiver_name: z.string(),
  total: z.number(),
  total_centavos: z.number().int(),
  /** SAT's forma de pago (01 efectivo, 03 transferencia, 04 tarjeta de crédito). */
  payment_form: z.string(),
  status: z.enum(['valid', 'canceled']),
  /** The invoice that replaced it (canceled with motive 01), and the one it replaced. */
  substituted_by: z.string().nullable(),
  substitutes: z.string().nullable(),
});
export type Invoice = z.infer<typeof InvoiceSchema>;

export const InvoicePageResultSchema = pageResultSchema(InvoiceSchema);
export const InvoicePageSchema = pageSchema(InvoiceSchema);

/** An invoice's file (its stamped XML or its PDF), base64 in JSON between services. */
export const InvoiceFileSchema = z.object({
  contentType: z.enum(['application/xml', 'application/pdf']),
  fileName: z.string(),
  data: z.string(),
});
export type InvoiceFile = z.infer<typeof InvoiceFileSchema>;

/** The periods a customer's payments are invoiced by (TaxInformationChanged's invoice_frequency). */
export const InvoicePeriodKindSchema = z.enum(['weekly', 'fortnightly', 'monthly']);

/**
 * POST /internal/invoices/close-periods: stamps every consolidated and global invoice whose period
 * ended at or before `at` (the hourly job's own call, with now; tests name the instant).
 */
export const ClosePeriodsSchema = z.object({ at: z.iso.datetime().optional() });
export const ClosedPeriodsSchema = z.object({ queued: z.array(InvoiceIdSchema) });
