import { randomUUID } from 'node:crypto';
import { FundsReceived, TaxInformationChanged } from '@envios/contracts';
import { api } from './http';
import { publishEvents } from './kafka';
import { mongoDb } from './mongo';
import { eventually } from './stack';

/**
 * A stamped invoice of a customer's own, through the running stack: its tax data (frequency
 * 'payment') and a card payment of two shipments as identity and the wallet announce them, then the
 * invoice as GET /invoices lists it to the customer. Returns the invoice and what was paid.
 */
export async function stampedInvoiceFor(
  user: { id: string; email: string; token: string },
  lines = [
    {
      shipmentId: randomUUID().replace(/-/g, '').slice(0, 24),
      description: 'Envío · FedEx Express',
      amountCentavos: 24_999,
    },
    {
      shipmentId: randomUUID().replace(/-/g, '').slice(0, 24),
      description: 'Envío · Estafeta Terrestre',
      amountCentavos: 13_550,
    },
  ],
) {
  await publishEvents(TaxInformationChanged, [
    {
      key: user.id,
      data: {
        userId: user.id,
        email: user.email,
        taxInformation: {
          rfc: 'EKU9003173C9',
          razon_social: 'ESCUELA KEMPER URGATE',
          regimen_fiscal: '601',
          uso_cfdi: 'G03',
          codigo_postal: '26015',
          invoice_frequency: 'payment',
        },
        changedAt: new Date().toISOString(),
      },
    },
  ]);
  // Another topic than the payment's: the tax data is in before the payment is announced.
  await eventually(
    async () => {
      const customers = (await mongoDb('envios_invoicing')).collection<{ _id: string; tax?: unknown }>(
        'invoicing_customers',
      );
      return (await customers.findOne({ _id: user.id }))?.tax;
    },
    { what: `the tax data of ${user.id} in invoicing` },
  );
  const paymentId = `PAYE2E${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  const total = lines.reduce((s, l) => s + l.amountCentavos, 0);
  await publishEvents(FundsReceived, [
    {
      key: user.id,
      data: {
        paymentId,
        user: user.id,
        method: 'paypal',
        purpose: 'shipments',
        amountCentavos: total,
        lines,
        providerReference: `CAPTURE-${paymentId}`,
        receivedAt: new Date().toISOString(),
      },
    },
  ]);
  const invoice = await eventually(
    async () => {
      const r = await api('GET', '/invoices', { token: user.token });
      return r.status === 200 && r.body.docs.find((i: { id: string }) => i.id === `pay-${paymentId}`);
    },
    { what: `the invoice of payment ${paymentId}`, timeoutMs: 30_000 },
  );
  return { invoice, paymentId, total, lines };
}
