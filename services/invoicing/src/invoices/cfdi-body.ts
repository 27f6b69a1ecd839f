import {
  SAT_CLAVE_PROD_SERV_ENVIO,
  SAT_CLAVE_UNIDAD_SERVICIO,
  SAT_CLAVE_UNIDAD_SERVICIO_DESCRIPTION,
  IVA_RATE,
} from '@envios/domain';
import type { FundsMethod, InvoiceDoc, InvoiceLine } from './invoice.schema';

/**
 * Money received before the service it pays for (a wallet top-up, or a refunded shipment's amount
 * left in the wallet) is an anticipo: SAT's guide for anticipos (Anexo 20, apéndice 6) invoices it
 * with c_ClaveProdServ 84111506 "Servicios de facturación" and c_ClaveUnidad ACT "Actividad".
 */
const ANTICIPO_PRODUCT_KEY = '84111506';
const ANTICIPO_UNIT_KEY = 'ACT';
const ANTICIPO_UNIT_NAME = 'Actividad';
export const WALLET_CREDIT_DESCRIPTION = 'Saldo a favor en monedero';

/**
 * SAT's c_FormaPago by how the money came: a card through PayPal is 04 (tarjeta de crédito: the
 * customer pays with a card; PayPal is our acquirer, not the customer's means of payment, so 31
 * "intermediario pagos" would misstate it), a SPEI transfer 03, cash at OXXO 01.
 */
const PAYMENT_FORM: Record<FundsMethod, string> = { paypal: '04', spei: '03', oxxo: '01' };

/** An invoice's concept lines, in the order of its payments' arrival. */
function linesOf(invoice: Pick<InvoiceDoc, 'payments'>): { method: FundsMethod; line: InvoiceLine }[] {
  return Object.values(invoice.payments ?? {})
    .sort((a, b) => new Date(a.received_at).getTime() - new Date(b.received_at).getTime())
    .flatMap((p) => p.lines.map((line) => ({ method: p.method, line })));
}

export const totalOf = (invoice: Pick<InvoiceDoc, 'payments'>): number =>
  linesOf(invoice).reduce((sum, { line }) => sum + line.amount_centavos, 0);

/**
 * One FormaPago for the whole CFDI (PUE): with payments of several forms in one consolidated
 * invoice, SAT's rule is the form that paid the greatest amount.
 */
export function paymentFormOf(invoice: Pick<InvoiceDoc, 'payments'>): string {
  const byMethod = new Map<FundsMethod, number>();
  for (const { method, line } of linesOf(invoice))
    byMethod.set(method, (byMethod.get(method) ?? 0) + line.amount_centavos);
  const [top] = [...byMethod.entries()].sort((a, b) => b[1] - a[1]);
  return PAYMENT_FORM[top?.[0] ?? 'paypal'];
}

const isAnticipo = (line: InvoiceLine) => line.kind === 'top-up' || line.kind === 'wallet-credit';

/** The product of one concept: IVA-inclusive price, 16 % IVA broken out by the PAC. */
function product(line: InvoiceLine) {
  return {
    description: line.description,
    product_key: isAnticipo(line) ? ANTICIPO_PRODUCT_KEY : SAT_CLAVE_PROD_SERV_ENVIO,
    unit_key: isAnticipo(line) ? ANTICIPO_UNIT_KEY : SAT_CLAVE_UNIDAD_SERVICIO,
    unit_name: isAnticipo(line) ? ANTICIPO_UNIT_NAME : SAT_CLAVE_UNIDAD_SERVICIO_DESCRIPTION,
    price: line.amount_centavos / 100,
    tax_included: true,
    taxes: [{ type: 'IVA', rate: IVA_RATE }],
    ...(line.shipment_id ? { sku: line.shipment_id } : {}),
  };
}

/**
 * The PAC's idempotency key of an invoice: a retry after a timeout never stamps a second CFDI. Its
 * id and the instant it was made (stored, so every retry sends the same key): a period's id
 * (glb-M2026-09) recurs in every environment that shares a PAC organization, the instant does not.
 */
const idempotencyKeyOf = (invoice: Pick<InvoiceDoc, '_id' | 'created_at'>) =>
  `envios-${invoice._id}-${new Date(invoice.created_at).getTime().toString(36)}`;

/**
 * A global invoice's concepts as SAT's guide for them asks: one per operation (here a payment),
 * c_ClaveProdServ 01010101, c_ClaveUnidad ACT, description "Venta", the payment as NoIdentificacion.
 */
function globalItems(invoice: Pick<InvoiceDoc, 'payments'>) {
  return Object.values(invoice.payments ?? {})
    .sort((a, b) => new Date(a.received_at).getTime() - new Date(b.received_at).getTime())
    .map((p) => ({
      quantity: 1,
      product: {
        description: 'Venta',
        product_key: '01010101',
        unit_key: 'ACT',
        unit_name: 'Actividad',
        price: p.lines.reduce((sum, l) => sum + l.amount_centavos, 0) / 100,
        tax_included: true,
        taxes: [{ type: 'IVA', rate: IVA_RATE }],
        sku: p.payment_id,
      },
    }));
}

/** Facturapi's POST /invoices body for an invoice (its shapes: customer, items, global, related_documents). */
export function cfdiBody(invoice: InvoiceDoc, global: { year: number; month: number } | null) {
  const r = invoice.receiver;
  return {
    type: 'I',
    customer: {
      legal_name: r.name,
      tax_id: r.rfc,
      tax_system: r.regimen,
      address: { zip: r.zip, country: 'MEX' },
    },
    items: global
      ? globalItems(invoice)
      : linesOf(invoice).map(({ line }) => ({ quantity: 1, product: product(line) })),
    use: r.uso,
    payment_form: paymentFormOf(invoice),
    payment_method: 'PUE',
    currency: 'MXN',
    external_id: invoice._id,
    idempotency_key: idempotencyKeyOf(invoice),
    ...(global
      ? { global: { periodicity: 'month', months: String(global.month).padStart(2, '0'), year: global.year } }
      : {}),
    ...(invoice.related_uuid
      ? { related_documents: [{ relationship: '04', documents: [invoice.related_uuid] }] }
      : {}),
  };
}
