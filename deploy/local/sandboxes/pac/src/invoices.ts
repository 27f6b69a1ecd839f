/**
 * The invoices the sandbox stamped, as Facturapi's Invoice objects: create (with Facturapi's
 * `idempotency_key`), retrieve, search, XML, PDF and cancellation. In memory, and written to a JSON
 * file after each change when a state file is configured (the portal keeps its invoices across
 * restarts; the tests start empty).
 */
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import type { SigningCertificate } from './certificates';
import { stampCfdi, verificationUrl, type StampedCfdi } from './cfdi';
import { facturapiError, invalidRequest, notFound, type Reply } from './facturapi-shapes';
import { readInvoiceRequest, type InvoiceRequest, type Issuer } from './invoice-request';
import { renderInvoicePdf } from './pdf';
import { MOTIVOS_CANCELACION } from './sat-catalog';

interface StoredInvoice {
  id: string;
  createdAt: string;
  request: InvoiceRequest;
  /** The create body, canonical, to tell a retry from another invoice under the same key. */
  fingerprint: string;
  series: string;
  folio: number;
  cfdi: StampedCfdi;
  status: 'valid' | 'canceled';
  cancellation?: { requestedAt: string; motive: string; substitutionUuid?: string };
}

export interface InvoicesOptions {
  issuer: Issuer;
  series: string;
  certificate: SigningCertificate;
  satCertificate: SigningCertificate;
  providerRfc: string;
  stateFile?: string;
  now?: () => Date;
}

const ORGANIZATION_ID = '5f0c1e2d3b4a596877665544';
const MAX_PAGE_SIZE = 100;

/** JSON with keys sorted, so the same body written in another key order is the same request. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(value);
}

/** A Mongo ObjectId-like id, as Facturapi's are: 4 bytes of seconds, 8 random. */
const newId = (at: Date) =>
  Math.floor(at.getTime() / 1000)
    .toString(16)
    .padStart(8, '0') + randomBytes(8).toString('hex');

export function createInvoices(options: InvoicesOptions) {
  const now = options.now ?? (() => new Date());
  const byId = new Map<string, StoredInvoice>();
  const byKey = new Map<string, StoredInvoice>();
  const folios = new Map<string, number>();
  const stats = { stamped: 0, idempotentReplays: 0, idempotencyConflicts: 0, rejected: 0, canceled: 0 };

  function index(inv: StoredInvoice) {
    byId.set(inv.id, inv);
    if (inv.request.idempotencyKey) byKey.set(inv.request.idempotencyKey, inv);
    folios.set(inv.series, Math.max(folios.get(inv.series) ?? 0, inv.folio));
  }

  if (options.stateFile && existsSync(options.stateFile))
    for (const inv of JSON.parse(readFileSync(options.stateFile, 'utf8')) as StoredInvoice[]) index(inv);

  function save() {
    if (!options.stateFile) return;
    const tmp = `${options.stateFile}.tmp`;
    writeFileSync(tmp, JSON.stringify([...byId.values()]));
    renameSync(tmp, options.stateFile);
  }

  const byIdOrUuid = (idOrUuid: string) =>
    byId.get(idOrUuid) ?? [...byId.values()].find((i) => i.cfdi.stamp.uuid === idOrUuid.toUpperCase());

  function toFacturapi(inv: StoredInvoice) {
    const { request: req, cfdi } = inv;
    const { issuer } = options;
    return {
      id: inv.id,
      organization: ORGANIZATION_ID,
      livemode: false,
      created_at: inv.createdAt,
      date: inv.createdAt,
      issuer_type: 'issuing',
      type: 'I',
      status: inv.status,
      cfdi_version: 4,
      issuer_info: {
        legal_name: issuer.name,
        tax_id: issuer.rfc,
        tax_system: issuer.taxSystem,
        address: { zip: issuer.zip, country: 'MEX' },
      },
      customer: {
        legal_name: req.customer.legalName,
        tax_id: req.customer.taxId,
        tax_system: req.customer.taxSystem,
        ...(req.customer.email ? { email: req.customer.email } : {}),
        address: { zip: req.customer.zip, country: 'MEX' },
      },
      items: req.lines.map((l) => ({
        quantity: l.quantity,
        discount: 0,
        product: {
          description: l.description,
          product_key: l.productKey,
          unit_key: l.unitKey,
          unit_name: l.unitName,
          price: l.priceCents / 100,
          tax_included: l.taxIncluded,
          taxability: '02',
          taxes: [{ type: 'IVA', rate: 0.16, factor: 'Tasa', withholding: false }],
          ...(l.sku ? { sku: l.sku } : {}),
        },
      })),
      payment_form: req.paymentForm,
      payment_method: req.paymentMethod,
      use: req.use,
      currency: 'MXN',
      exchange: 1,
      export: '01',
      total: req.totalCents / 100,
      uuid: cfdi.stamp.uuid,
      folio_number: inv.folio,
      series: inv.series,
      external_id: req.externalId ?? null,
      idempotency_key: req.idempotencyKey ?? null,
      conditions: req.conditions ?? null,
      global: req.global
        ? { periodicity: req.global.periodicity, months: req.global.months, year: req.global.year }
        : null,
      related_documents: req.related.map((r) => ({ relationship: r.relationship, documents: r.documents })),
      stamp: {
        date: inv.createdAt,
        sat_signature: cfdi.stamp.selloSat,
        sat_cert_number: cfdi.stamp.noCertificadoSat,
        signature: cfdi.sello,
        complement_string: cfdi.stamp.cadenaTimbre,
        rfc_provider_cert: cfdi.stamp.rfcProvCertif,
      },
      verification_url: verificationUrl(
        cfdi.stamp.uuid,
        issuer.rfc,
        req.customer.taxId,
        req.totalCents,
        cfdi.sello,
      ),
      cancellation_status: inv.cancellation ? 'accepted' : 'none',
      ...(inv.cancellation
        ? {
            canceled_at: inv.cancellation.requestedAt,
            cancellation: {
              requested_at: inv.cancellation.requestedAt,
              status: 'accepted',
              last_checked: inv.cancellation.requestedAt,
              motive: inv.cancellation.motive,
              substitutionUUID: inv.cancellation.substitutionUuid ?? null,
            },
          }
        : {}),
    };
  }

  /** POST /v2/invoices. The same idempotency_key with the same body answers the first invoice again. */
  function create(body: unknown): Reply {
    const key = (body as { idempotency_key?: unknown } | null)?.idempotency_key;
    const fingerprint = canonical(body);
    if (typeof key === 'string' && key.trim() && byKey.has(key.trim())) {
      const first = byKey.get(key.trim())!;
      if (first.fingerprint !== fingerprint) {
        stats.idempotencyConflicts++;
        return facturapiError(
          409,
          'idempotency_key_in_use',
          'La idempotency key ya está siendo usada por otra factura con datos distintos.',
        );
      }
      stats.idempotentReplays++;
      return { status: 200, body: toFacturapi(first), headers: { 'idempotent-replayed': 'true' } };
    }
    const at = now();
    const read = readInvoiceRequest(body, options.issuer, at);
    if ('errors' in read) {
      stats.rejected++;
      return invalidRequest(read.errors);
    }
    const req = read.request;
    const series = req.series ?? options.series;
    const folio = req.folioNumber ?? (folios.get(series) ?? 0) + 1;
    const cfdi = stampCfdi(req, {
      issuer: options.issuer,
      series,
      folio,
      now: at,
      certificate: options.certificate,
      satCertificate: options.satCertificate,
      providerRfc: options.providerRfc,
    });
    const inv: StoredInvoice = {
      id: newId(at),
      createdAt: at.toISOString(),
      request: req,
      fingerprint,
      series,
      folio,
      cfdi,
      status: 'valid',
    };
    index(inv);
    stats.stamped++;
    save();
    return { status: 200, body: toFacturapi(inv) };
  }

  function retrieve(id: string): Reply {
    const inv = byId.get(id);
    return inv ? { status: 200, body: toFacturapi(inv) } : notFound();
  }

  function xml(id: string): Reply {
    const inv = byId.get(id);
    if (!inv) return notFound();
    return {
      status: 200,
      file: {
        bytes: Buffer.from(inv.cfdi.xml, 'utf8'),
        contentType: 'application/xml',
        filename: `${inv.cfdi.stamp.uuid}.xml`,
      },
    };
  }

  async function pdf(id: string): Promise<Reply> {
    const inv = byId.get(id);
    if (!inv) return notFound();
    const bytes = await renderInvoicePdf({
      request: inv.request,
      issuer: options.issuer,
      series: inv.series,
      folio: inv.folio,
      cfdi: inv.cfdi,
      certificateNumber: options.certificate.number,
      verificationUrl: verificationUrl(
        inv.cfdi.stamp.uuid,
        options.issuer.rfc,
        inv.request.customer.taxId,
        inv.request.totalCents,
        inv.cfdi.sello,
      ),
      canceled: inv.status === 'canceled',
    });
    return {
      status: 200,
      file: { bytes, contentType: 'application/pdf', filename: `${inv.cfdi.stamp.uuid}.pdf` },
    };
  }

  /**
   * GET /v2/invoices: q (partial on descriptions and customer name; exact on id, uuid, RFC, folio,
   * total), customer RFC-less filters external_id, uuid, series, folio_number, status,
   * cancellation_status, date[gt|gte|lt|lte]; page (from 1) and limit (1–100); newest first.
   */
  function list(query: URLSearchParams): Reply {
    const page = Number(query.get('page') ?? 1);
    const limit = Number(query.get('limit') ?? MAX_PAGE_SIZE);
    if (!Number.isInteger(page) || page < 1)
      return invalidRequest([
        {
          message: 'El campo "page" debe ser un entero mayor que 0.',
          code: 'invalid_value',
          path: 'page',
          location: 'query',
          source: 'facturapi',
        },
      ]);
    if (!Number.isInteger(limit) || limit < 1 || limit > MAX_PAGE_SIZE)
      return invalidRequest([
        {
          message: 'El campo "limit" debe ser un entero de 1 a 100.',
          code: 'invalid_value',
          path: 'limit',
          location: 'query',
          source: 'facturapi',
        },
      ]);
    const dateBounds: [string, (a: number, b: number) => boolean][] = [
      ['gt', (a, b) => a > b],
      ['gte', (a, b) => a >= b],
      ['lt', (a, b) => a < b],
      ['lte', (a, b) => a <= b],
    ];
    const bounds: [number, (a: number, b: number) => boolean][] = [];
    for (const [op, test] of dateBounds) {
      const raw = query.get(`date[${op}]`);
      if (raw === null) continue;
      const t = Date.parse(raw);
      if (Number.isNaN(t)) return facturapiError(400, 'invalid_date', `La fecha "date[${op}]" no es válida.`);
      bounds.push([t, test]);
    }
    const q = query.get('q')?.trim().toLowerCase();
    const exact: [string, (inv: StoredInvoice) => string | undefined][] = [
      ['external_id', (i) => i.request.externalId],
      ['uuid', (i) => i.cfdi.stamp.uuid.toLowerCase()],
      ['series', (i) => i.series],
      ['folio_number', (i) => String(i.folio)],
      ['status', (i) => i.status],
      ['cancellation_status', (i) => (i.cancellation ? 'accepted' : 'none')],
      ['type', () => 'I'],
      ['payment_method', (i) => i.request.paymentMethod],
    ];
    const matches = [...byId.values()]
      .filter((inv) => {
        const t = Date.parse(inv.createdAt);
        if (!bounds.every(([b, test]) => test(t, b))) return false;
        for (const [name, field] of exact) {
          const wanted = query.get(name);
          if (wanted !== null && field(inv) !== (name === 'uuid' ? wanted.toLowerCase() : wanted))
            return false;
        }
        if (!q) return true;
        const r = inv.request;
        return (
          r.lines.some((l) => l.description.toLowerCase().includes(q)) ||
          r.customer.legalName.toLowerCase().includes(q) ||
          [
            inv.id,
            inv.cfdi.stamp.uuid.toLowerCase(),
            r.customer.taxId.toLowerCase(),
            String(inv.folio),
            String(r.totalCents / 100),
          ].includes(q)
        );
      })
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.folio - a.folio);
    const totalPages = Math.ceil(matches.length / limit);
    return {
      status: 200,
      body: {
        page,
        total_pages: totalPages,
        total_results: matches.length,
        data: matches.slice((page - 1) * limit, page * limit).map(toFacturapi),
      },
    };
  }

  /**
   * DELETE /v2/invoices/:id?motive&substitution. Accepted at once (as in Facturapi's test mode).
   * Motive 01 needs the substitution invoice (id or UUID), valid, related to this one with
   * relationship 04; other motives take none. Cancelling a cancelled invoice answers it again, so a
   * retried cancellation is harmless.
   */
  function cancel(id: string, query: URLSearchParams): Reply {
    const inv = byId.get(id);
    if (!inv) return notFound();
    const motive = query.get('motive');
    const substitution = query.get('substitution') || undefined;
    const queryError = (path: string, code: string, message: string) =>
      invalidRequest([{ message, code, path, location: 'query', source: 'facturapi' }]);
    if (!motive) return queryError('motive', 'required', 'El campo "motive" es requerido.');
    if (!MOTIVOS_CANCELACION.has(motive))
      return queryError(
        'motive',
        'invalid_value',
        'El motivo de cancelación debe ser "01", "02", "03" o "04".',
      );
    if (inv.status === 'canceled') return { status: 200, body: toFacturapi(inv) };
    let substitutionUuid: string | undefined;
    if (motive === '01') {
      if (!substitution)
        return facturapiError(
          400,
          'substitution_invoice_required',
          'Para cancelar con motivo "01" se requiere la factura que sustituye a ésta (substitution).',
        );
      const sub = byIdOrUuid(substitution);
      if (!sub)
        return facturapiError(
          400,
          'substitution_invoice_not_found',
          'No se encontró la factura de sustitución.',
        );
      if (sub.status === 'canceled')
        return facturapiError(
          400,
          'substitution_invoice_canceled',
          'La factura de sustitución ya está cancelada.',
        );
      const relates = sub.request.related.some(
        (r) => r.relationship === '04' && r.documents.includes(inv.cfdi.stamp.uuid),
      );
      if (sub.id === inv.id || !relates)
        return facturapiError(
          400,
          'substitution_invoice_status_not_allowed',
          `La factura de sustitución debe relacionar el UUID ${inv.cfdi.stamp.uuid} con tipo de relación "04".`,
        );
      substitutionUuid = sub.cfdi.stamp.uuid;
    } else if (substitution) {
      return queryError('substitution', 'not_allowed', 'Sólo el motivo "01" lleva factura de sustitución.');
    }
    inv.status = 'canceled';
    inv.cancellation = {
      requestedAt: now().toISOString(),
      motive,
      ...(substitutionUuid ? { substitutionUuid } : {}),
    };
    stats.canceled++;
    save();
    return { status: 200, body: toFacturapi(inv) };
  }

  /** For the sandbox's /_sandbox/invoices: everything stamped, newest first, with its XML. */
  function all(filter: { idempotencyKey?: string; externalId?: string }) {
    return [...byId.values()]
      .filter(
        (i) =>
          (!filter.idempotencyKey || i.request.idempotencyKey === filter.idempotencyKey) &&
          (!filter.externalId || i.request.externalId === filter.externalId),
      )
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
      .map((i) => ({ ...toFacturapi(i), xml: i.cfdi.xml, cadena_original: i.cfdi.cadenaOriginal }));
  }

  const exists = (id: string) => byId.has(id);

  return { create, retrieve, xml, pdf, list, cancel, all, exists, stats };
}
