import { cfdiBody, paymentFormOf, totalOf } from './cfdi-body';
import type { InvoiceDoc, InvoicePayment } from './invoice.schema';

const payment = (
  id: string,
  method: InvoicePayment['method'],
  amounts: number[],
  at: string,
): InvoicePayment => ({
  payment_id: id,
  method,
  received_at: new Date(at),
  lines: amounts.map((amount, i) => ({
    shipment_id: method === 'paypal' ? `s-${id}-${i}` : null,
    description: method === 'paypal' ? `Envío ${i + 1}` : 'Recarga de saldo',
    amount_centavos: amount,
    kind: method === 'paypal' ? 'shipment' : 'top-up',
  })),
});

const invoice = (payments: InvoicePayment[], rfc = 'EKU9003173C9'): InvoiceDoc =>
  ({
    _id: 'per-u1-M2026-10',
    created_at: new Date('2026-10-01T00:00:00Z'),
    receiver: { rfc, name: 'ESCUELA KEMPER URGATE', regimen: '601', uso: 'G03', zip: '26015' },
    payments: Object.fromEntries(payments.map((p) => [p.payment_id, p])),
    related_uuid: null,
  }) as unknown as InvoiceDoc;

describe('cfdiBody', () => {
  const month = invoice([
    payment('b', 'paypal', [30_000, 25_000], '2026-10-09T10:00:00Z'),
    payment('a', 'spei', [50_000], '2026-10-02T10:00:00Z'),
    payment('c', 'oxxo', [40_000], '2026-10-20T10:00:00Z'),
  ]);

  it('takes the forma de pago that paid the greatest amount (card 55,000 over SPEI and cash)', () => {
    expect(paymentFormOf(month)).toBe('04');
    expect(totalOf(month)).toBe(145_000);
  });

  it('sends one IVA-inclusive concept per line, in the order the payments arrived, with SAT keys', () => {
    const body = cfdiBody(month, null);
    expect(body.items.map((i) => [i.product.product_key, i.product.unit_key, i.product.price])).toEqual([
      ['84111506', 'ACT', 500],
      ['78102203', 'E48', 300],
      ['78102203', 'E48', 250],
      ['84111506', 'ACT', 400],
    ]);
    expect(body.items.every((i) => i.product.tax_included && i.product.taxes[0].rate === 0.16)).toBe(true);
    expect(body).toMatchObject({ payment_method: 'PUE', use: 'G03', external_id: 'per-u1-M2026-10' });
    expect(body.idempotency_key).toBe(cfdiBody(month, null).idempotency_key);
    expect(body).not.toHaveProperty('global');
  });

  it('writes a global invoice as SAT’s guide asks: one "Venta" per payment, 01010101 / ACT, monthly', () => {
    const body = cfdiBody(invoice(Object.values(month.payments), 'XAXX010101000'), {
      year: 2026,
      month: 10,
    });
    expect(body.global).toEqual({ periodicity: 'month', months: '10', year: 2026 });
    expect(
      body.items.map((i) => [i.product.sku, i.product.product_key, i.product.description, i.product.price]),
    ).toEqual([
      ['a', '01010101', 'Venta', 500],
      ['b', '01010101', 'Venta', 550],
      ['c', '01010101', 'Venta', 400],
    ]);
  });
});
