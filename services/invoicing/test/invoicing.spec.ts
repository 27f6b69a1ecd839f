import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import {
  FundsReceived,
  InvoicingRoutes,
  PaymentRefunded,
  TaxInformationChanged,
  type EventData,
  type Invoice,
} from '@envios/contracts';
import {
  appEnv,
  callRoute,
  createPrefixedTopics,
  eventually,
  mongoDb,
  publishEvents,
  startServiceProcess,
  type IsolatedProcess,
} from '@envios/testing';

/**
 * The invoicing service on its own database, Redis database and topics, against the PAC sandbox
 * (Facturapi's API): every payment's CFDI checked in its stamped XML.
 */
const prefix = `invoicing-${randomUUID().slice(0, 8)}.`;
const STAFF = { id: '000000000000000000000001', role: 'superadmin' } as const;
const PAC = `http://127.0.0.1:${appEnv('pac-sandbox' as never).PORT}`;
let invoicing: IsolatedProcess;

type Tax = NonNullable<EventData<typeof TaxInformationChanged>['taxInformation']>;
type Line = { shipmentId: string | null; description: string; amountCentavos: number };

const userId = () => randomUUID().replace(/-/g, '').slice(0, 24);
const ACME: Omit<Tax, 'invoice_frequency'> = {
  rfc: 'EKU9003173C9',
  razon_social: 'ESCUELA KEMPER URGATE',
  regimen_fiscal: '601',
  uso_cfdi: 'G03',
  codigo_postal: '26015',
};

async function setTax(user: string, tax: Tax | null) {
  await publishEvents(
    TaxInformationChanged,
    [
      {
        key: user,
        data: {
          userId: user,
          email: `${user}@example.com`,
          taxInformation: tax,
          changedAt: new Date().toISOString(),
        },
      },
    ],
    { topicPrefix: prefix },
  );
  // The tax data is in before the payments that follow (another partition may run ahead).
  await eventually(
    async () => {
      const c = await (
        await mongoDb(invoicing.database)
      )
        .collection('invoicing_customers')
        .findOne({ _id: user as never });
      return c && (tax ? c.tax?.rfc === tax.rfc : c.tax === null);
    },
    { what: `tax data of ${user}` },
  );
}

let paymentSeq = 0;
async function pay(
  user: string,
  method: 'paypal' | 'spei' | 'oxxo',
  purpose: 'top-up' | 'shipments',
  lines: Line[],
  receivedAt = new Date(),
): Promise<string> {
  const paymentId = `PAY${Date.now()}${paymentSeq++}${randomUUID().slice(0, 6)}`;
  await publishEvents(
    FundsReceived,
    [
      {
        key: user,
        data: {
          paymentId,
          user,
          method,
          purpose,
          amountCentavos: lines.reduce((s, l) => s + l.amountCentavos, 0),
          lines,
          providerReference: `ref-${paymentId}`,
          receivedAt: receivedAt.toISOString(),
        },
      },
    ],
    { topicPrefix: prefix },
  );
  return paymentId;
}

async function refund(user: string, paymentId: string, shipmentId: string, amountCentavos: number) {
  await publishEvents(
    PaymentRefunded,
    [
      {
        key: shipmentId,
        data: {
          shipmentId,
          user,
          amountCentavos,
          reason: 'guide-failed',
          movementId: `mv-${shipmentId}`,
          paymentId,
          paidBy: 'paypal',
          refundedAt: new Date().toISOString(),
        },
      },
    ],
    { topicPrefix: prefix },
  );
}

const shipment = (pesos: number, n = 1): Line => ({
  shipmentId: userId(),
  description: `Envío ${n} · Estafeta Terrestre`,
  amountCentavos: Math.round(pesos * 100),
});
const topUp = (pesos: number): Line => ({
  shipmentId: null,
  description: 'Recarga de saldo',
  amountCentavos: Math.round(pesos * 100),
});

async function invoicesOf(user?: string): Promise<Invoice[]> {
  const r = await callRoute<{ docs: Invoice[] }>(
    invoicing.url,
    InvoicingRoutes.listInvoices,
    { query: { limit: '100', ...(user ? { user } : {}) } },
    STAFF,
  );
  expect(r.status).toBe(200);
  return r.body.docs;
}

async function stamped(id: string, status: 'valid' | 'canceled' = 'valid'): Promise<Invoice> {
  return eventually(async () => (await invoicesOf()).find((i) => i.id === id && i.status === status), {
    what: `invoice ${id} ${status}`,
    timeoutMs: 20_000,
  });
}

async function xmlOf(id: string): Promise<string> {
  const r = await callRoute<{ data: string; contentType: string }>(
    invoicing.url,
    InvoicingRoutes.invoiceXml,
    { params: { id } },
    STAFF,
  );
  expect(r.status).toBe(200);
  expect(r.body.contentType).toBe('application/xml');
  return Buffer.from(r.body.data, 'base64').toString('utf8');
}

/** The attributes of each element named `tag` in the XML (no nesting needed for CFDI's flat attributes). */
function elements(xml: string, tag: string): Record<string, string>[] {
  return [...xml.matchAll(new RegExp(`<${tag}\\s([^>]*?)/?>`, 'g'))].map((m) =>
    Object.fromEntries([...m[1].matchAll(/([^\s=]+)="([^"]*)"/g)].map((a) => [a[1], a[2]])),
  );
}
const element = (xml: string, tag: string) => elements(xml, tag)[0];
const cents = (value: string) => Math.round(Number(value) * 100);

/** Base and IVA of an IVA-inclusive price as the concept breaks it out. */
function breakdown(centavos: number) {
  const base = Math.round(centavos / 1.16);
  return { base, iva: centavos - base };
}

beforeAll(async () => {
  await createPrefixedTopics(prefix);
  // A Redis database of its own, emptied: job ids are invoice ids, which repeat across runs (glb-M2026-09).
  const redisUrl = `${appEnv('invoicing').REDIS_URL.replace(/\/\d+$/, '')}/9`;
  const redis = new Redis(redisUrl);
  await redis.flushdb();
  redis.disconnect();
  invoicing = await startServiceProcess('invoicing', {
    KAFKA_TOPIC_PREFIX: prefix,
    REDIS_URL: redisUrl,
    INVOICE_BACKOFF_MS: '200',
  });
});

afterAll(async () => {
  await invoicing?.stop();
  if (invoicing) await (await mongoDb(invoicing.database)).dropDatabase();
});

describe('invoicing (CFDI 4.0 through the PAC)', () => {
  it('stamps a payment’s own invoice at once: receptor, concepts, keys, IVA, total, forma de pago, UUID', async () => {
    const user = userId();
    await setTax(user, { ...ACME, invoice_frequency: 'payment' });
    const lines = [shipment(199.99, 1), shipment(85.51, 2)];
    const paymentId = await pay(user, 'paypal', 'shipments', lines);
    const invoice = await stamped(`pay-${paymentId}`);
    expect(invoice).toMatchObject({ kind: 'payment', user, receiver_rfc: ACME.rfc, total_centavos: 28550 });

    const xml = await xmlOf(invoice.id);
    const comprobante = element(xml, 'cfdi:Comprobante');
    expect(comprobante).toMatchObject({
      Version: '4.0',
      TipoDeComprobante: 'I',
      FormaPago: '04',
      MetodoPago: 'PUE',
      Moneda: 'MXN',
      Exportacion: '01',
    });
    expect(cents(comprobante.Total)).toBe(28550);
    expect(element(xml, 'cfdi:Receptor')).toMatchObject({
      Rfc: ACME.rfc,
      Nombre: ACME.razon_social,
      RegimenFiscalReceptor: '601',
      UsoCFDI: 'G03',
      DomicilioFiscalReceptor: '26015',
    });
    const concepts = elements(xml, 'cfdi:Concepto');
    expect(concepts).toHaveLength(2);
    const traslados = elements(xml, 'cfdi:Traslado').filter((t) => t.Base !== undefined);
    lines.forEach((line, i) => {
      const { base, iva } = breakdown(line.amountCentavos);
      expect(concepts[i]).toMatchObject({
        ClaveProdServ: '78102203',
        ClaveUnidad: 'E48',
        Cantidad: '1',
        Descripcion: line.description,
        ObjetoImp: '02',
      });
      expect(cents(concepts[i].Importe)).toBe(base);
      expect(traslados[i]).toMatchObject({ Impuesto: '002', TipoFactor: 'Tasa', TasaOCuota: '0.160000' });
      expect([cents(traslados[i].Base), cents(traslados[i].Importe)]).toEqual([base, iva]);
    });
    const timbre = element(xml, 'tfd:TimbreFiscalDigital');
    expect(timbre.UUID).toBe(invoice.uuid);
    expect(invoice.uuid).toMatch(/^[0-9A-F-]{36}$/i);

    const pdf = await callRoute<{ data: string }>(
      invoicing.url,
      InvoicingRoutes.invoicePdf,
      { params: { id: invoice.id } },
      STAFF,
    );
    expect(Buffer.from(pdf.body.data, 'base64').subarray(0, 5).toString()).toBe('%PDF-');

    // Scoped: the customer reaches it, another customer gets a 404.
    const own = await callRoute(
      invoicing.url,
      InvoicingRoutes.invoiceXml,
      { params: { id: invoice.id } },
      {
        id: user,
        role: 'client',
      },
    );
    expect(own.status).toBe(200);
    const other = await callRoute(
      invoicing.url,
      InvoicingRoutes.invoiceXml,
      { params: { id: invoice.id } },
      {
        id: userId(),
        role: 'client',
      },
    );
    expect([other.status, other.body.code]).toEqual([404, 'INVOICE.NOT_FOUND']);
  });

  it('retries a PAC timeout with the same idempotency key: one stamped CFDI', async () => {
    const user = userId();
    await setTax(user, { ...ACME, invoice_frequency: 'payment' });
    const paymentId = `PAYT${Date.now()}`;
    const id = `pay-${paymentId}`;
    const fault = await fetch(`${PAC}/_sandbox/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ mode: 'timeout', count: 1, operation: 'create', match: { external_id: id } }),
    });
    expect(fault.ok).toBe(true);
    await publishEvents(
      FundsReceived,
      [
        {
          key: user,
          data: {
            paymentId,
            user,
            method: 'spei',
            purpose: 'top-up',
            amountCentavos: 150000,
            lines: [topUp(1500)],
            providerReference: 'spei-1',
            receivedAt: new Date().toISOString(),
          },
        },
      ],
      { topicPrefix: prefix },
    );
    const invoice = await stamped(id);
    const pac = (await (await fetch(`${PAC}/_sandbox/invoices?external_id=${id}`)).json()) as {
      data: { uuid: string }[];
    };
    expect(pac.data.map((i) => i.uuid)).toEqual([invoice.uuid]);
    const xml = await xmlOf(invoice.id);
    expect(element(xml, 'cfdi:Comprobante')).toMatchObject({ FormaPago: '03', Total: '1500.00' });
    // A top-up is an anticipo.
    expect(element(xml, 'cfdi:Concepto')).toMatchObject({ ClaveProdServ: '84111506', ClaveUnidad: 'ACT' });
  });

  it('stamps a customer’s month in one invoice, one concept per line, after the month closes', async () => {
    const user = userId();
    await setTax(user, { ...ACME, invoice_frequency: 'monthly' });
    const october = (day: number) => new Date(`2026-10-${String(day).padStart(2, '0')}T18:00:00Z`);
    const card = [shipment(120, 1), shipment(80.25, 2)];
    await pay(user, 'spei', 'top-up', [topUp(500)], october(2));
    const cardPayment = await pay(user, 'paypal', 'shipments', card, october(9));
    await pay(user, 'oxxo', 'top-up', [topUp(300)], october(31));
    // One card shipment refunded before the month closes: its concept is re-described, same amount.
    await refund(user, cardPayment, card[1].shipmentId!, card[1].amountCentavos);
    const id = `per-${user}-M2026-10`;
    await eventually(
      async () => {
        const doc = await (
          await mongoDb(invoicing.database)
        )
          .collection('invoicing_invoices')
          .findOne({ _id: id as never });
        const lines = Object.values(
          (doc?.payments ?? {}) as Record<string, { lines: { kind: string }[] }>,
        ).flatMap((p) => p.lines);
        return lines.length === 4 && lines.some((l) => l.kind === 'wallet-credit');
      },
      { what: 'the month’s four lines, one re-described' },
    );
    // Still open before the month's end (Mexico City midnight = 06:00 UTC).
    const early = await callRoute(invoicing.url, InvoicingRoutes.closePeriods, {
      body: { at: '2026-11-01T05:59:00Z' },
    });
    expect(early.body.queued).not.toContain(id);
    const closed = await callRoute(invoicing.url, InvoicingRoutes.closePeriods, {
      body: { at: '2026-11-01T06:00:00Z' },
    });
    expect(closed.body.queued).toContain(id);
    const invoice = await stamped(id);
    expect(invoice).toMatchObject({ kind: 'consolidated', total_centavos: 100025 });
    const xml = await xmlOf(id);
    // The greatest amount came by SPEI: FormaPago 03.
    expect(element(xml, 'cfdi:Comprobante')).toMatchObject({ FormaPago: '03', Total: '1000.25' });
    const concepts = elements(xml, 'cfdi:Concepto');
    expect(concepts.map((c) => [c.ClaveProdServ, c.Descripcion, cents(c.Importe) + 0])).toEqual([
      ['84111506', 'Recarga de saldo', breakdown(50000).base],
      ['78102203', card[0].description, breakdown(12000).base],
      ['84111506', 'Saldo a favor en monedero', breakdown(8025).base],
      ['84111506', 'Recarga de saldo', breakdown(30000).base],
    ]);
  });

  it('puts customers without tax data in the month’s global invoice to público en general', async () => {
    const [a, b] = [userId(), userId()];
    await setTax(a, null);
    const september = (day: number) => new Date(`2026-09-${String(day).padStart(2, '0')}T20:00:00Z`);
    const p1 = await pay(a, 'oxxo', 'top-up', [topUp(250)], september(3));
    const p2 = await pay(b, 'paypal', 'shipments', [shipment(99.9), shipment(45.1)], september(20));
    const id = 'glb-M2026-09';
    await eventually(async () => {
      const doc = await (
        await mongoDb(invoicing.database)
      )
        .collection('invoicing_invoices')
        .findOne({ _id: id as never });
      return Object.keys(doc?.payments ?? {}).length >= 2;
    });
    await callRoute(invoicing.url, InvoicingRoutes.closePeriods, { body: { at: '2026-10-01T06:00:00Z' } });
    const invoice = await stamped(id);
    expect(invoice).toMatchObject({ kind: 'global', user: null, receiver_rfc: 'XAXX010101000' });
    const xml = await xmlOf(id);
    expect(element(xml, 'cfdi:InformacionGlobal')).toEqual({ Periodicidad: '04', Meses: '09', Año: '2026' });
    expect(element(xml, 'cfdi:Receptor')).toMatchObject({
      Rfc: 'XAXX010101000',
      Nombre: 'PUBLICO EN GENERAL',
      RegimenFiscalReceptor: '616',
      UsoCFDI: 'S01',
      DomicilioFiscalReceptor: '06600',
    });
    const concepts = elements(xml, 'cfdi:Concepto');
    const mine = concepts.filter((c) => [p1, p2].includes(c.NoIdentificacion));
    expect(mine.map((c) => [c.NoIdentificacion, c.ClaveProdServ, c.ClaveUnidad, c.Descripcion])).toEqual([
      [p1, '01010101', 'ACT', 'Venta'],
      [p2, '01010101', 'ACT', 'Venta'],
    ]);
    expect(mine.map((c) => cents(c.Importe))).toEqual([breakdown(25000).base, breakdown(14500).base]);
    expect(cents(element(xml, 'cfdi:Comprobante').Total)).toBe(invoice.total_centavos);
  });

  it('replaces a stamped invoice when a card-paid shipment is refunded: substitute (04) stamped, old one canceled (01)', async () => {
    const user = userId();
    await setTax(user, { ...ACME, invoice_frequency: 'payment' });
    const lines = [shipment(150, 1), shipment(60.4, 2)];
    const paymentId = await pay(user, 'paypal', 'shipments', lines);
    const first = await stamped(`pay-${paymentId}`);
    await refund(user, paymentId, lines[1].shipmentId!, lines[1].amountCentavos);
    const old = await stamped(first.id, 'canceled');
    expect(old.substituted_by).toMatch(/^sub-/);
    const substitute = await stamped(old.substituted_by!);
    expect(substitute).toMatchObject({ kind: 'substitute', substitutes: first.id, total_centavos: 21040 });
    const xml = await xmlOf(substitute.id);
    expect(element(xml, 'cfdi:CfdiRelacionados')).toEqual({ TipoRelacion: '04' });
    expect(element(xml, 'cfdi:CfdiRelacionado')).toEqual({ UUID: first.uuid });
    expect(
      elements(xml, 'cfdi:Concepto').map((c) => [c.ClaveProdServ, c.Descripcion, cents(c.Importe)]),
    ).toEqual([
      ['78102203', lines[0].description, breakdown(15000).base],
      ['84111506', 'Saldo a favor en monedero', breakdown(6040).base],
    ]);
    expect(cents(element(xml, 'cfdi:Comprobante').Total)).toBe(21040);
    // At the PAC: the old CFDI canceled with motive 01, naming its substitute.
    const pac = (await (await fetch(`${PAC}/_sandbox/invoices?external_id=${first.id}`)).json()) as {
      data: { status: string; cancellation?: { motive?: string } }[];
    };
    expect(pac.data.map((i) => i.status)).toEqual(['canceled']);
    // Valid invoices still add up to the money received.
    const valid = (await invoicesOf(user)).filter((i) => i.status === 'valid');
    expect(valid.reduce((s, i) => s + i.total_centavos, 0)).toBe(21040);
  });

  it('a scripted month of mixed top-ups and card payments: each customer’s valid invoices add up to what they paid', async () => {
    const perPayment = userId();
    const weekly = userId();
    const fortnightly = userId();
    const noTax = userId();
    await setTax(perPayment, { ...ACME, invoice_frequency: 'payment' });
    await setTax(weekly, { ...ACME, invoice_frequency: 'weekly' });
    await setTax(fortnightly, { ...ACME, invoice_frequency: 'fortnightly' });
    const paid = new Map<string, number>();
    const globalPayments = new Set<string>();
    const august = (day: number, hour = 17) => new Date(Date.UTC(2026, 7, day, hour, 13));
    // Amounts in centavos chosen to be awkward for IVA (odd centavos).
    let n = 0;
    const script: [string, 'paypal' | 'spei' | 'oxxo', number][] = [];
    for (const user of [perPayment, weekly, fortnightly, noTax])
      for (const day of [1, 7, 15, 16, 23, 31]) {
        const method = (['paypal', 'spei', 'oxxo'] as const)[n % 3];
        script.push([user, method, day]);
        n++;
      }
    const refunds: Promise<void>[] = [];
    for (const [user, method, day] of script) {
      const amount = 1_001 + ((n * 7_919) % 90_000);
      n++;
      const card = method === 'paypal';
      const lines = card ? [shipment(amount / 100), shipment((amount + 13) / 100, 2)] : [topUp(amount / 100)];
      // Mexico City's day: 04:30 UTC on the 1st is still July 31 there.
      const paymentId = await pay(
        user,
        method,
        card ? 'shipments' : 'top-up',
        lines,
        august(day, day === 1 ? 4 : 17),
      );
      paid.set(user, (paid.get(user) ?? 0) + lines.reduce((s, l) => s + l.amountCentavos, 0));
      if (user === noTax) globalPayments.add(paymentId);
      if (card && day === 15)
        refunds.push(refund(user, paymentId, lines[0].shipmentId!, lines[0].amountCentavos));
    }
    await Promise.all(refunds);
    // Let every payment land, then close every period up to now.
    await eventually(
      async () =>
        (await (await mongoDb(invoicing.database)).collection('invoicing_charges').countDocuments({
          user: { $in: [perPayment, weekly, fortnightly, noTax] },
          invoice_id: { $ne: null },
        })) === script.length,
      { what: 'every payment recorded' },
    );
    await callRoute(invoicing.url, InvoicingRoutes.closePeriods, { body: {} });
    for (const user of [perPayment, weekly, fortnightly]) {
      const total = await eventually(
        async () => {
          const all = await invoicesOf(user);
          const sum = all.filter((i) => i.status === 'valid').reduce((s, i) => s + i.total_centavos, 0);
          return sum === paid.get(user) ? sum : null;
        },
        { what: `the invoices of ${user} adding up`, timeoutMs: 30_000 },
      );
      expect(total).toBe(paid.get(user));
    }
    // Weekly: Monday-to-Sunday weeks of August (and July 27's, which the 1st at 04:30 UTC falls in).
    const weeks = (await invoicesOf(weekly)).filter((i) => i.kind === 'consolidated').map((i) => i.id);
    expect(weeks.sort()).toEqual(
      ['W2026-07-27', 'W2026-08-03', 'W2026-08-10', 'W2026-08-17', 'W2026-08-31'].map(
        (w) => `per-${weekly}-${w}`,
      ),
    );
    // The customer without tax data: its payments' concepts in the global invoices, to the centavo.
    const globals = await eventually(async () => {
      const found = (await invoicesOf()).filter((i) => ['glb-M2026-07', 'glb-M2026-08'].includes(i.id));
      return found.length === 2 && found;
    });
    let inGlobals = 0;
    for (const g of globals) {
      const xml = await xmlOf(g.id);
      const concepts = elements(xml, 'cfdi:Concepto');
      const traslados = elements(xml, 'cfdi:Traslado').filter((t) => t.Base !== undefined);
      concepts.forEach((c, i) => {
        if (globalPayments.has(c.NoIdentificacion))
          inGlobals += cents(c.Importe) + cents(traslados[i].Importe);
      });
    }
    expect(inGlobals).toBe(paid.get(noTax));
  });
});
