import { defineErrors } from './common.errors';

/** CFDI invoices (issue 29). */
export const InvoicingErrors = defineErrors({
  notFound: { status: 404, code: 'INVOICE.NOT_FOUND', message: 'No encontramos esa factura.' },
  notStamped: {
    status: 409,
    code: 'INVOICE.NOT_STAMPED',
    message: 'La factura aún no está timbrada. Intenta de nuevo en unos minutos.',
  },
  pacUnavailable: {
    status: 503,
    code: 'INVOICE.PAC_UNAVAILABLE',
    message: 'El servicio de timbrado no respondió. Intenta de nuevo en unos minutos.',
  },
});
