import { execFileSync } from 'node:child_process';
import { X509Certificate, createPublicKey, verify } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Facturapi, { FacturapiError } from 'facturapi';
import { create } from 'xmlbuilder2';
import { loadCertificate } from './certificates';
import { createSandbox } from './server';

/**
 * The sandbox in this process on a random port, driven by Facturapi's official Node SDK pointed at
 * it (its BASE_URL setter), as the invoicing service drives it.
 */
const KEY = 'sk_test_spec';
const ISSUER_ZIP = '06600';
const dataDir = mkdtempSync(join(tmpdir(), 'pac-sandbox-'));
const certificate = loadCertificate(
  dataDir,
  'csd',
  '/CN=ESCUELA KEMPER URGATE/x500UniqueIdentifier=EKU9003173C9',
);
const satCertificate = loadCertificate(dataDir, 'sat', '/CN=SAT sandbox');
const sandbox = createSandbox({
  apiKey: KEY,
  issuer: { rfc: 'EKU9003173C9', name: 'ESCUELA KEMPER URGATE', taxSystem: '601', zip: ISSUER_ZIP },
  series: 'F',
  certificate,
  satCertificate,
  providerRfc: 'SAT970701NN3',
  hangMs: 60_000,
  log: () => undefined,
});
let url = '';
let facturapi: Facturapi;

beforeAll(async () => {
  await new Promise<void>((resolve) => sandbox.server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(sandbox.server.address() as AddressInfo).port}`;
  facturapi = new Facturapi(KEY);
  facturapi.BASE_URL = `${url}/v2`;
});
afterAll(async () => {
  await sandbox.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const mexicoYear = Number(
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City', year: 'numeric' }).format(new Date()),
);
let seq = 0;
const key = (name: string) => `${name}-${process.pid}-${++seq}`;

const customer = {
  legal_name: 'ESCUELA KEMPER URGATE',
  tax_id: 'EKU9003173C9',
  tax_system: '601',
  email: 'facturas@example.com',
  address: { zip: '26015' },
};
const shipment = (description: string, price: number) => ({
  quantity: 1,
  product: { description, product_key: '78102203', unit_key: 'E48', unit_name: 'Unidad de servicio', price },
});
const ingreso = (overrides: Record<string, unknown> = {}) => ({
  customer,
  items: [
    shipment('Envío FedEx Express guía 794612345678', 199.99),
    shipment('Envío Estafeta  guía 1234 & seguro "básico"', 100),
  ],
  payment_form: '03',
  payment_method: 'PUE',
  use: 'G03',
  currency: 'MXN',
  ...overrides,
});
const publico = {
  legal_name: 'PUBLICO EN GENERAL',
  tax_id: 'XAXX010101000',
  tax_system: '616',
  address: { zip: ISSUER_ZIP },
};
const venta = (sku: string, price: number) => ({
  quantity: 1,
  product: { description: 'Venta', product_key: '01010101', unit_key: 'ACT', price, sku },
});
const globalInvoice = (overrides: Record<string, unknown> = {}) => ({
  customer: publico,
  items: [venta('PAGO-1', 116), venta('PAGO-2', 58.5)],
  payment_form: '04',
  use: 'S01',
  global: { periodicity: 'month', months: '01', year: mexicoYear },
  ...overrides,
});

/**
 * A file as the SDK's downloadXml/downloadPdf fetch it (GET /v2/invoices/:id/xml|pdf with the key).
 * The SDK itself cannot be used for files inside Jest: it turns the body into a stream through a
 * dynamic import('stream'), which Jest's CommonJS runtime refuses ("Body is unusable").
 */
async function download(id: string, format: 'xml' | 'pdf'): Promise<{ type: string | null; bytes: Buffer }> {
  const res = await fetch(`${url}/v2/invoices/${id}/${format}`, {
    headers: { authorization: `Bearer ${KEY}` },
  });
  expect(res.status).toBe(200);
  return { type: res.headers.get('content-type'), bytes: Buffer.from(await res.arrayBuffer()) };
}

type Node = Record<string, unknown>;
const many = (x: unknown): Node[] => (Array.isArray(x) ? (x as Node[]) : x ? [x as Node] : []);
const attr = (node: Node, name: string) => node[`@${name}`] as string | undefined;

interface XmlElement {
  nodeType: number;
  nodeName: string;
  childNodes: ArrayLike<XmlElement>;
  attributes: ArrayLike<{ name: string; value: string }>;
}

/** An element as {'@Attribute': value, 'prefix:Child': element | element[]}, values unescaped. */
function toObject(el: XmlElement): Node {
  const out: Node = {};
  for (const a of Array.from(el.attributes)) out[`@${a.name}`] = a.value;
  for (const child of Array.from(el.childNodes)) {
    if (child.nodeType !== 1) continue;
    const value = toObject(child);
    const before = out[child.nodeName];
    out[child.nodeName] = before === undefined ? value : [...many(before), value];
  }
  return out;
}

async function cfdiOf(id: string) {
  const file = await download(id, 'xml');
  expect(file.type).toBe('application/xml');
  const xml = file.bytes.toString('utf8');
  const root = create(xml).root().node as unknown as XmlElement;
  expect(root.nodeName).toBe('cfdi:Comprobante');
  return { xml, c: toObject(root) };
}

/**
 * SAT's cadena original (cadenaoriginal_4_0.xslt) rebuilt from the parsed XML, each node's attributes
 * in the XSLT's order — written here from SAT's XSLT, not from the sandbox's code.
 */
function cadenaFromXml(c: Node): string {
  const values: string[] = [];
  const take = (node: Node | undefined, names: string[]) => {
    for (const n of names) {
      const v = node && attr(node, n);
      if (v) values.push(v.replace(/\s+/g, ' ').trim());
    }
  };
  const traslado = ['Base', 'Impuesto', 'TipoFactor', 'TasaOCuota', 'Importe'];
  take(c, [
    'Version', 'Serie', 'Folio', 'Fecha', 'FormaPago', 'NoCertificado', 'CondicionesDePago', 'SubTotal', 'Descuento',
    'Moneda', 'TipoCambio', 'Total', 'TipoDeComprobante', 'Exportacion', 'MetodoPago', 'LugarExpedicion', 'Confirmacion',
  ]); // prettier-ignore
  take(c['cfdi:InformacionGlobal'] as Node, ['Periodicidad', 'Meses', 'Año']);
  for (const r of many(c['cfdi:CfdiRelacionados'])) {
    take(r, ['TipoRelacion']);
    for (const u of many(r['cfdi:CfdiRelacionado'])) take(u, ['UUID']);
  }
  take(c['cfdi:Emisor'] as Node, ['Rfc', 'Nombre', 'RegimenFiscal', 'FacAtrAdquirente']);
  take(c['cfdi:Receptor'] as Node, [
    'Rfc', 'Nombre', 'DomicilioFiscalReceptor', 'ResidenciaFiscal', 'NumRegIdTrib', 'RegimenFiscalReceptor', 'UsoCFDI',
  ]); // prettier-ignore
  for (const k of many((c['cfdi:Conceptos'] as Node)['cfdi:Concepto'])) {
    take(k, [
      'ClaveProdServ', 'NoIdentificacion', 'Cantidad', 'ClaveUnidad', 'Unidad', 'Descripcion', 'ValorUnitario', 'Importe',
      'Descuento', 'ObjetoImp',
    ]); // prettier-ignore
    const taxes = k['cfdi:Impuestos'] as Node;
    for (const t of many((taxes['cfdi:Traslados'] as Node)['cfdi:Traslado'])) take(t, traslado);
  }
  const impuestos = c['cfdi:Impuestos'] as Node;
  for (const t of many((impuestos['cfdi:Traslados'] as Node)['cfdi:Traslado'])) take(t, traslado);
  take(impuestos, ['TotalImpuestosTrasladados']);
  return `||${values.join('|')}||`;
}

async function facturapiError(promise: Promise<unknown>): Promise<FacturapiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(FacturapiError);
  return error as FacturapiError;
}

const sandboxJson = async <T>(
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; body: T }> => {
  const res = await fetch(`${url}${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as T };
};
const stampsFor = async (idempotencyKey: string) =>
  (
    await sandboxJson<{ data: { id: string }[] }>(
      'GET',
      `/_sandbox/invoices?idempotency_key=${idempotencyKey}`,
    )
  ).body.data;

describe('PAC sandbox (Facturapi API v2) through the facturapi SDK', () => {
  it('stamps a CFDI 4.0 whose XML carries the totals, IVA per line, receptor, seal and stamp', async () => {
    const invoice = await facturapi.invoices.create(
      ingreso({ idempotency_key: key('ingreso'), external_id: 'PAY-1' }),
    );
    expect(invoice).toMatchObject({
      status: 'valid',
      cancellation_status: 'none',
      type: 'I',
      total: 299.99,
      series: 'F',
      external_id: 'PAY-1',
      payment_form: '03',
      customer: { tax_id: 'EKU9003173C9', legal_name: 'ESCUELA KEMPER URGATE' },
    });
    expect(invoice.uuid).toMatch(/^[0-9A-F]{8}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{12}$/);

    const { xml, c } = await cfdiOf(invoice.id);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(attr(c, 'xmlns:cfdi')).toBe('http://www.sat.gob.mx/cfd/4');
    expect(attr(c, 'Version')).toBe('4.0');
    expect(attr(c, 'Serie')).toBe('F');
    expect(attr(c, 'Folio')).toBe(String(invoice.folio_number));
    expect(attr(c, 'Fecha')).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);
    expect(attr(c, 'FormaPago')).toBe('03');
    expect(attr(c, 'MetodoPago')).toBe('PUE');
    expect(attr(c, 'Moneda')).toBe('MXN');
    expect(attr(c, 'TipoDeComprobante')).toBe('I');
    expect(attr(c, 'Exportacion')).toBe('01');
    expect(attr(c, 'LugarExpedicion')).toBe(ISSUER_ZIP);
    expect(attr(c, 'NoCertificado')).toBe(certificate.number);
    expect(attr(c, 'NoCertificado')).toMatch(/^\d{20}$/);
    // 199.99 → 172.41 + 27.58; 100.00 → 86.21 + 13.79: the total is what was charged.
    expect(attr(c, 'SubTotal')).toBe('258.62');
    expect(attr(c, 'Total')).toBe('299.99');
    expect(c['cfdi:Emisor']).toMatchObject({
      '@Rfc': 'EKU9003173C9',
      '@Nombre': 'ESCUELA KEMPER URGATE',
      '@RegimenFiscal': '601',
    });
    expect(c['cfdi:Receptor']).toMatchObject({
      '@Rfc': 'EKU9003173C9',
      '@Nombre': 'ESCUELA KEMPER URGATE',
      '@DomicilioFiscalReceptor': '26015',
      '@RegimenFiscalReceptor': '601',
      '@UsoCFDI': 'G03',
    });
    const conceptos = many((c['cfdi:Conceptos'] as Node)['cfdi:Concepto']);
    expect(conceptos).toHaveLength(2);
    const lines = conceptos.map((k) => {
      const t = many(((k['cfdi:Impuestos'] as Node)['cfdi:Traslados'] as Node)['cfdi:Traslado']);
      expect(t).toHaveLength(1);
      return [
        attr(k, 'ClaveProdServ'), attr(k, 'Cantidad'), attr(k, 'ClaveUnidad'), attr(k, 'Unidad'), attr(k, 'ValorUnitario'),
        attr(k, 'Importe'), attr(k, 'ObjetoImp'), attr(t[0], 'Base'), attr(t[0], 'Impuesto'), attr(t[0], 'TipoFactor'),
        attr(t[0], 'TasaOCuota'), attr(t[0], 'Importe'),
      ]; // prettier-ignore
    });
    expect(lines).toEqual([
      [
        '78102203',
        '1',
        'E48',
        'Unidad de servicio',
        '172.41',
        '172.41',
        '02',
        '172.41',
        '002',
        'Tasa',
        '0.160000',
        '27.58',
      ],
      [
        '78102203',
        '1',
        'E48',
        'Unidad de servicio',
        '86.21',
        '86.21',
        '02',
        '86.21',
        '002',
        'Tasa',
        '0.160000',
        '13.79',
      ],
    ]);
    expect(attr(conceptos[0], 'Descripcion')).toBe('Envío FedEx Express guía 794612345678');
    // Escaped in the XML, read back as sent; the cadena collapses its double space.
    expect(xml).toContain('&amp; seguro &quot;básico&quot;');
    expect(attr(conceptos[1], 'Descripcion')).toBe('Envío Estafeta  guía 1234 & seguro "básico"');
    const impuestos = c['cfdi:Impuestos'] as Node;
    expect(attr(impuestos, 'TotalImpuestosTrasladados')).toBe('41.37');
    expect((impuestos['cfdi:Traslados'] as Node)['cfdi:Traslado']).toMatchObject({
      '@Base': '258.62',
      '@Impuesto': '002',
      '@TasaOCuota': '0.160000',
      '@Importe': '41.37',
    });
    expect(c['cfdi:InformacionGlobal']).toBeUndefined();

    // The Sello verifies with the certificate in the XML over the cadena rebuilt from the XML.
    const cert = new X509Certificate(Buffer.from(attr(c, 'Certificado')!, 'base64'));
    expect(Buffer.from(cert.serialNumber, 'hex').toString('latin1')).toBe(attr(c, 'NoCertificado'));
    const cadena = cadenaFromXml(c);
    expect(cadena.startsWith('||4.0|F|')).toBe(true);
    expect(
      verify('sha256', Buffer.from(cadena), cert.publicKey, Buffer.from(attr(c, 'Sello')!, 'base64')),
    ).toBe(true);

    const tfd = (c['cfdi:Complemento'] as Node)['tfd:TimbreFiscalDigital'] as Node;
    expect(attr(tfd, 'xmlns:tfd')).toBe('http://www.sat.gob.mx/TimbreFiscalDigital');
    expect(attr(tfd, 'Version')).toBe('1.1');
    expect(attr(tfd, 'UUID')).toBe(invoice.uuid);
    expect(attr(tfd, 'SelloCFD')).toBe(attr(c, 'Sello'));
    expect(attr(tfd, 'RfcProvCertif')).toBe('SAT970701NN3');
    expect(attr(tfd, 'NoCertificadoSAT')).toBe(invoice.stamp?.sat_cert_number);
    const timbre = `||1.1|${attr(tfd, 'UUID')}|${attr(tfd, 'FechaTimbrado')}|SAT970701NN3|${attr(tfd, 'SelloCFD')}|${attr(tfd, 'NoCertificadoSAT')}||`;
    expect(invoice.stamp?.complement_string).toBe(timbre);
    const certs = await sandboxJson<{ sat_certificate: { pem: string } }>('GET', '/_sandbox/certificates');
    const satKey = createPublicKey(certs.body.sat_certificate.pem);
    expect(verify('sha256', Buffer.from(timbre), satKey, Buffer.from(attr(tfd, 'SelloSAT')!, 'base64'))).toBe(
      true,
    );

    expect(await facturapi.invoices.retrieve(invoice.id)).toMatchObject({
      id: invoice.id,
      uuid: invoice.uuid,
    });
  });

  it('renders a PDF with the emisor, receptor, totals and UUID', async () => {
    const invoice = await facturapi.invoices.create(ingreso());
    const { type, bytes: pdf } = await download(invoice.id, 'pdf');
    expect(type).toBe('application/pdf');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const file = join(dataDir, `${invoice.id}.pdf`);
    writeFileSync(file, pdf);
    const printed = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    for (const expected of ['ESCUELA KEMPER URGATE', invoice.uuid, '$299.99', '$41.37', 'Uso CFDI: G03'])
      expect(printed).toContain(expected);
  });

  it('stamps a global invoice to público en general with its InformacionGlobal', async () => {
    const invoice = await facturapi.invoices.create(globalInvoice());
    expect(invoice).toMatchObject({
      total: 174.5,
      global: { periodicity: 'month', months: '01', year: mexicoYear },
    });
    const { c } = await cfdiOf(invoice.id);
    expect(c['cfdi:InformacionGlobal']).toMatchObject({
      '@Periodicidad': '04',
      '@Meses': '01',
      '@Año': String(mexicoYear),
    });
    expect(c['cfdi:Receptor']).toMatchObject({
      '@Rfc': 'XAXX010101000',
      '@Nombre': 'PUBLICO EN GENERAL',
      '@DomicilioFiscalReceptor': ISSUER_ZIP,
      '@RegimenFiscalReceptor': '616',
      '@UsoCFDI': 'S01',
    });
    const conceptos = many((c['cfdi:Conceptos'] as Node)['cfdi:Concepto']);
    expect(
      conceptos.map((k) => [attr(k, 'ClaveProdServ'), attr(k, 'ClaveUnidad'), attr(k, 'NoIdentificacion')]),
    ).toEqual([
      ['01010101', 'ACT', 'PAGO-1'],
      ['01010101', 'ACT', 'PAGO-2'],
    ]);
    expect([attr(c, 'SubTotal'), attr(c, 'Total')]).toEqual(['150.43', '174.50']);
    expect(
      verify(
        'sha256',
        Buffer.from(cadenaFromXml(c)),
        certificate.pem,
        Buffer.from(attr(c, 'Sello')!, 'base64'),
      ),
    ).toBe(true);
  });

  it('cancels with motive 01 only for a substitute that relates the cancelled UUID with relationship 04', async () => {
    const wrong = await facturapi.invoices.create(ingreso({ use: 'G01' }));
    const unrelated = await facturapi.invoices.create(ingreso());
    const substitute = await facturapi.invoices.create(
      ingreso({ related_documents: [{ relationship: '04', documents: [wrong.uuid] }] }),
    );
    const { c } = await cfdiOf(substitute.id);
    expect(c['cfdi:CfdiRelacionados']).toMatchObject({
      '@TipoRelacion': '04',
      'cfdi:CfdiRelacionado': { '@UUID': wrong.uuid },
    });
    expect(
      verify(
        'sha256',
        Buffer.from(cadenaFromXml(c)),
        certificate.pem,
        Buffer.from(attr(c, 'Sello')!, 'base64'),
      ),
    ).toBe(true);

    const refusals: [Record<string, string>, number, string][] = [
      [{ motive: '01' }, 400, 'substitution_invoice_required'],
      [{ motive: '01', substitution: unrelated.id }, 400, 'substitution_invoice_status_not_allowed'],
      [
        { motive: '01', substitution: '00000000-0000-4000-8000-000000000000' },
        400,
        'substitution_invoice_not_found',
      ],
      [{ motive: '02', substitution: substitute.id }, 400, 'invalid_request'],
      [{ motive: '05' }, 400, 'invalid_request'],
      [{}, 400, 'invalid_request'],
    ];
    for (const [params, status, code] of refusals) {
      const e = await facturapiError(facturapi.invoices.cancel(wrong.id, params as never));
      expect([params, e.status, e.code]).toEqual([params, status, code]);
    }
    expect((await facturapi.invoices.retrieve(wrong.id)).status).toBe('valid');

    const canceled = await facturapi.invoices.cancel(wrong.id, {
      motive: '01',
      substitution: substitute.uuid,
    } as never);
    expect(canceled).toMatchObject({
      status: 'canceled',
      cancellation_status: 'accepted',
      cancellation: { motive: '01', substitutionUUID: substitute.uuid },
    });
    // A retried cancellation answers the cancelled invoice again.
    expect(
      await facturapi.invoices.cancel(wrong.id, { motive: '01', substitution: substitute.id } as never),
    ).toMatchObject({
      status: 'canceled',
    });
    const e = await facturapiError(
      facturapi.invoices.cancel(unrelated.id, { motive: '01', substitution: wrong.id } as never),
    );
    expect(e.code).toBe('substitution_invoice_canceled');
    const file = join(dataDir, `${wrong.id}.pdf`);
    writeFileSync(file, (await download(wrong.id, 'pdf')).bytes);
    expect(execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' })).toContain('CANCELADA');
  });

  // Each request breaks one SAT rule; the answer names the field.
  const refused: [string, Record<string, unknown>, string][] = [
    ['an RFC whose check digit is wrong', ingreso({ customer: { ...customer, tax_id: 'EKU9003173C8' } }), 'customer.tax_id'],
    ['an RFC of the wrong length', ingreso({ customer: { ...customer, tax_id: 'EKU9003173' } }), 'customer.tax_id'],
    ['a régimen of personas físicas for a moral', ingreso({ customer: { ...customer, tax_system: '605' } }), 'customer.tax_system'],
    ['a régimen not in the catalogue', ingreso({ customer: { ...customer, tax_system: '699' } }), 'customer.tax_system'],
    ['a uso not allowed for the régimen', ingreso({ use: 'D01' }), 'use'],
    ['a receptor without CP', ingreso({ customer: { ...customer, address: {} } }), 'customer.address.zip'],
    ['público en general with a CP other than the lugar de expedición', globalInvoice({ customer: { ...publico, address: { zip: '26015' } } }), 'customer.address.zip'],
    ['público en general without global', globalInvoice({ global: undefined }), 'global'],
    ['a global invoice to a named customer', ingreso({ global: { periodicity: 'month', months: '01', year: mexicoYear } }), 'global'],
    ['a global invoice with a bimester for a monthly periodicity', globalInvoice({ global: { periodicity: 'month', months: '13', year: mexicoYear } }), 'global.months'],
    ['a global invoice with a month for a bimonthly periodicity', globalInvoice({ global: { periodicity: 'two_months', months: '02', year: mexicoYear } }), 'global.months'],
    ['a global invoice of an old year', globalInvoice({ global: { periodicity: 'month', months: '01', year: mexicoYear - 2 } }), 'global.year'],
    ['a global invoice with an unknown periodicity', globalInvoice({ global: { periodicity: 'year', months: '01', year: mexicoYear } }), 'global.periodicity'],
    ['a global invoice whose concept is not 01010101', globalInvoice({ items: [{ product: { ...venta('P', 10).product, product_key: '78102203' } }] }), 'items.0.product.product_key'],
    ['a concept without product key', ingreso({ items: [{ product: { description: 'Envío', unit_key: 'E48', price: 10 } }] }), 'items.0.product.product_key'],
    ['a concept without unit key', ingreso({ items: [{ product: { description: 'Envío', product_key: '78102203', price: 10 } }] }), 'items.0.product.unit_key'],
    ['a price with more than 2 decimals', ingreso({ items: [shipment('Envío', 10.005)] }), 'items.0.product.price'],
    ['a tax other than IVA 16%', ingreso({ items: [{ product: { ...shipment('Envío', 10).product, taxes: [{ type: 'IVA', rate: 0.08 }] } }] }), 'items.0.product.taxes'],
    ['PUE with forma de pago 99', ingreso({ payment_form: '99' }), 'payment_form'],
    ['a forma de pago not in the catalogue', ingreso({ payment_form: '07' }), 'payment_form'],
    ['no items', ingreso({ items: [] }), 'items'],
    ['a related document that is not a UUID', ingreso({ related_documents: [{ relationship: '04', documents: ['abc'] }] }), 'related_documents.0.documents.0'],
  ]; // prettier-ignore
  it.each(refused)('refuses %s with 400 invalid_request', async (_case, body, path) => {
    const e = await facturapiError(facturapi.invoices.create(body));
    expect(e.status).toBe(400);
    expect(e.code).toBe('invalid_request');
    expect(e.errors?.map((d) => d.path)).toContain(path);
    const detail = e.errors?.find((d) => d.path === path);
    expect(detail).toMatchObject({ source: 'facturapi', location: 'body' });
    expect(detail?.message).toMatch(/[a-záéíóú]/);
  });

  it('stamps once when the answer is lost: the retry with the same idempotency_key gets the same invoice', async () => {
    const idempotencyKey = key('timeout');
    const fault = await sandboxJson('POST', '/_sandbox/faults', {
      mode: 'timeout',
      delay_ms: 5000,
      match: { idempotency_key: idempotencyKey },
    });
    expect(fault.status).toBe(201);
    const body = ingreso({ idempotency_key: idempotencyKey, external_id: idempotencyKey });
    // The SDK takes no AbortSignal on invoices.create; its wrapper passes one on to fetch.
    const wrapper = (
      facturapi as unknown as { _wrapper: { post: (p: string, o: object) => Promise<unknown> } }
    )._wrapper;
    const started = Date.now();
    const lost = await wrapper
      .post('/invoices', { body, signal: AbortSignal.timeout(300) })
      .catch((e: unknown) => e);
    expect((lost as Error).name).toBe('TimeoutError');
    expect(Date.now() - started).toBeLessThan(3000);
    expect(await stampsFor(idempotencyKey)).toHaveLength(1);

    const retried = await facturapi.invoices.create(body);
    const again = await facturapi.invoices.create(body);
    const stamped = await stampsFor(idempotencyKey);
    expect(stamped).toHaveLength(1);
    expect([retried.id, again.id]).toEqual([stamped[0].id, stamped[0].id]);
    expect((await facturapi.invoices.list({ external_id: idempotencyKey })).total_results).toBe(1);

    const e = await facturapiError(facturapi.invoices.create({ ...body, use: 'G01' }));
    expect([e.status, e.code]).toEqual([409, 'idempotency_key_in_use']);
  });

  it('cancels once when the answer to a cancellation is lost, and a retry answers it cancelled', async () => {
    const invoice = await facturapi.invoices.create(ingreso());
    await sandboxJson('POST', '/_sandbox/faults', {
      mode: 'timeout',
      operation: 'cancel',
      delay_ms: 5000,
      match: { invoice_id: invoice.id },
    });
    const wrapper = (
      facturapi as unknown as { _wrapper: { delete: (p: string, o: object) => Promise<unknown> } }
    )._wrapper;
    const lost = await wrapper
      .delete(`/invoices/${invoice.id}`, { params: { motive: '02' }, signal: AbortSignal.timeout(300) })
      .catch((e: unknown) => e);
    expect((lost as Error).name).toBe('TimeoutError');
    expect(await facturapi.invoices.cancel(invoice.id, { motive: '02' } as never)).toMatchObject({
      status: 'canceled',
      cancellation: { motive: '02' },
    });
  });

  it('answers 503 for an error fault without stamping, then stamps on the retry', async () => {
    const idempotencyKey = key('error');
    await sandboxJson('POST', '/_sandbox/faults', {
      mode: 'error',
      count: 2,
      match: { idempotency_key: idempotencyKey },
    });
    const body = ingreso({ idempotency_key: idempotencyKey });
    for (let i = 0; i < 2; i++) {
      const e = await facturapiError(facturapi.invoices.create(body));
      expect([e.status, e.code]).toEqual([503, 'invoice_stamping_service_unavailable']);
    }
    expect(await stampsFor(idempotencyKey)).toHaveLength(0);
    await facturapi.invoices.create(body);
    expect(await stampsFor(idempotencyKey)).toHaveLength(1);
  });

  it('searches by text, date range and page', async () => {
    const from = new Date(Date.now() - 1000);
    const name = `CLIENTE BUSQUEDA ${process.pid}`;
    for (let i = 0; i < 3; i++)
      await facturapi.invoices.create(ingreso({ customer: { ...customer, legal_name: name } }));
    const page1 = await facturapi.invoices.list({ q: name.toLowerCase(), date: { gte: from }, limit: 2 });
    expect(page1).toMatchObject({ page: 1, total_pages: 2, total_results: 3 });
    expect(page1.data).toHaveLength(2);
    const page2 = await facturapi.invoices.list({ q: name, date: { gte: from }, limit: 2, page: 2 });
    expect(page2.data).toHaveLength(1);
    expect(new Set([...page1.data, ...page2.data].map((i) => i.id)).size).toBe(3);
    expect((await facturapi.invoices.list({ q: name, date: { lt: from } })).total_results).toBe(0);
  });

  it('refuses a wrong key and answers Facturapi errors for unknown invoices', async () => {
    const stranger = new Facturapi('sk_test_someone_else');
    stranger.BASE_URL = `${url}/v2`;
    const e = await facturapiError(stranger.invoices.list());
    expect([e.status, e.code]).toEqual([401, 'api_key_invalid']);
    const missing = await facturapiError(facturapi.invoices.retrieve('000000000000000000000000'));
    expect([missing.status, missing.code, missing.message]).toEqual([
      404,
      'invoice_not_found',
      'No se encontró la factura.',
    ]);
  });
});
