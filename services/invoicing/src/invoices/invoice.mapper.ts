import type { Invoice } from '@envios/contracts';
import type { InvoiceDoc } from './invoice.schema';

/** A stamped invoice as the 'Facturas' list shows it. */
export function toInvoice(doc: InvoiceDoc): Invoice {
  const total = doc.total_centavos ?? 0;
  return {
    id: doc._id,
    kind: doc.kind,
    user: doc.user ?? null,
    date: (doc.stamped_at ?? doc.created_at).toISOString(),
    series: doc.series ?? '',
    folio: doc.folio ?? '',
    uuid: doc.uuid ?? '',
    receiver_rfc: doc.receiver.rfc,
    receiver_name: doc.receiver.name,
    total: total / 100,
    total_centavos: total,
    payment_form: doc.payment_form ?? '',
    status: doc.status === 'canceled' ? 'canceled' : 'valid',
    substituted_by: doc.substituted_by ?? null,
    substitutes: doc.substitutes ?? null,
  };
}
