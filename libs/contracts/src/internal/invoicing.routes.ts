import {
  ClosedPeriodsSchema,
  ClosePeriodsSchema,
  InvoiceFileSchema,
  InvoiceIdParamsSchema,
  InvoiceListQuerySchema,
  InvoicePageResultSchema,
} from '../api/invoicing.api';
import { defineRoute } from './route';

/** The invoicing service's internal API (the BFF's /api/v1/invoices, identity's invoice e-mail). */
export const InvoicingRoutes = {
  listInvoices: defineRoute({
    method: 'GET',
    path: '/internal/invoices',
    query: InvoiceListQuerySchema,
    response: InvoicePageResultSchema,
  }),
  /** The stamped XML; identity calls it without a caller for the e-mail's attachment. */
  invoiceXml: defineRoute({
    method: 'GET',
    path: '/internal/invoices/:id/xml',
    params: InvoiceIdParamsSchema,
    response: InvoiceFileSchema,
  }),
  invoicePdf: defineRoute({
    method: 'GET',
    path: '/internal/invoices/:id/pdf',
    params: InvoiceIdParamsSchema,
    response: InvoiceFileSchema,
  }),
  closePeriods: defineRoute({
    method: 'POST',
    path: '/internal/invoices/close-periods',
    body: ClosePeriodsSchema,
    response: ClosedPeriodsSchema,
  }),
} as const;
