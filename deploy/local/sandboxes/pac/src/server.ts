/**
 * A Facturapi-compatible sandbox (REST API v2, https://www.facturapi.io/v2) that the invoicing
 * service's Facturapi client (the official `facturapi` SDK, its BASE_URL pointed here) uses locally.
 * It stands in for Facturapi and the PAC and SAT behind it: it checks an invoice as SAT's CFDI 4.0
 * rules do, seals and stamps it (cfdi.ts), and answers Facturapi's objects and errors. It shares no
 * code with the portal on purpose.
 *
 * Every /v2 call needs the secret key: `Authorization: Bearer <FACTURAPI_KEY>` (what the SDK sends)
 * or Basic with the key as user (older clients); else 401 {code: missing_credentials | api_key_invalid}.
 * Errors are Facturapi's: {ok:false, message, status, code, path?, location?, errors?:[{message, code,
 * path, location, source}]}, messages in Spanish; each answer carries an X-Facturapi-Log-Id.
 *
 *   GET    /health                     200 {status:'ok'}
 *   POST   /v2/invoices                create and stamp (invoice-request.ts says what is checked) → 200 Invoice;
 *                                      400 invalid_request with one detail per problem. idempotency_key:
 *                                      the same key and body answer the first invoice (200, Idempotent-Replayed:
 *                                      true); the same key with another body 409 idempotency_key_in_use.
 *   GET    /v2/invoices                search (invoices.ts: list) → {page, total_pages, total_results, data}
 *   GET    /v2/invoices/:id            the Invoice; 404 invoice_not_found
 *   GET    /v2/invoices/:id/xml        the stamped CFDI (application/xml)
 *   GET    /v2/invoices/:id/pdf        its printed representation (application/pdf)
 *   DELETE /v2/invoices/:id?motive=01|02|03|04&substitution=<id or UUID>   cancel → 200 Invoice (canceled)
 *
 * Sandbox controls (no key; Facturapi has none of these)
 *   POST   /_sandbox/faults            body {mode: 'timeout' | 'error', count?: 1, operation?: 'create' | 'cancel',
 *                                      delay_ms?, match?: {idempotency_key?, external_id?, invoice_id?}} → 201.
 *                                      The next `count` matching requests: 'timeout' does the work (the invoice is
 *                                      stamped, the cancellation made) and holds the answer delay_ms (default
 *                                      PAC_HANG_MS), longer than a client waits; 'error' does nothing and answers
 *                                      503 invoice_stamping_service_unavailable (cancel: invoice_cancellation_…).
 *   GET    /_sandbox/faults            the faults still pending;  DELETE /_sandbox/faults  drops them
 *   GET    /_sandbox/invoices          everything stamped, newest first, each with its xml and cadena_original
 *                                      (?idempotency_key= or ?external_id= narrow it), and the counters
 *   GET    /_sandbox/certificates      the issuer's and the stamping certificates (PEM), to verify the sellos
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { SigningCertificate } from './certificates';
import { facturapiError, type Reply } from './facturapi-shapes';
import type { Issuer } from './invoice-request';
import { createInvoices } from './invoices';

export interface SandboxOptions {
  apiKey: string;
  issuer: Issuer;
  series: string;
  certificate: SigningCertificate;
  satCertificate: SigningCertificate;
  /** RfcProvCertif in the stamp. */
  providerRfc: string;
  /** How long a 'timeout' fault holds its answer unless the fault says. */
  hangMs: number;
  stateFile?: string;
  now?: () => Date;
  log?: (line: string) => void;
}

interface Fault {
  id: string;
  mode: 'timeout' | 'error';
  operation: 'create' | 'cancel';
  remaining: number;
  delayMs: number;
  match: { idempotency_key?: string; external_id?: string; invoice_id?: string };
}

const MAX_BODY_BYTES = 2 * 1024 * 1024;

class BodyTooLarge extends Error {}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        reject(new BodyTooLarge());
        req.resume();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

/** The JSON body, `{}` when empty, or undefined when it is not JSON. */
async function readJson(req: IncomingMessage): Promise<unknown> {
  const text = await readBody(req);
  if (!text.trim()) return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

const invalidJson = () => facturapiError(400, 'invalid_json', 'El JSON enviado no es válido.');

const sameSecret = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

export function createSandbox(options: SandboxOptions) {
  const log = options.log ?? ((line: string) => process.stdout.write(`${line}\n`));
  const invoices = createInvoices(options);
  const faults: Fault[] = [];
  const held = new Set<NodeJS.Timeout>();

  /** The key from `Bearer <key>` or from Basic `<key>:`; null when there is no Authorization. */
  function presentedKey(req: IncomingMessage): string | null {
    const header = req.headers.authorization ?? '';
    if (!header) return null;
    const bearer = /^Bearer\s+(\S+)$/i.exec(header);
    if (bearer) return bearer[1];
    const basic = /^Basic\s+(\S+)$/i.exec(header);
    if (basic) return Buffer.from(basic[1], 'base64').toString('utf8').split(':')[0];
    return '';
  }

  function takeFault(operation: Fault['operation'], facts: Fault['match']): Fault | undefined {
    const fault = faults.find(
      (f) =>
        f.operation === operation &&
        (Object.keys(f.match) as (keyof Fault['match'])[]).every((k) => f.match[k] === facts[k]),
    );
    if (!fault) return undefined;
    if (--fault.remaining === 0) faults.splice(faults.indexOf(fault), 1);
    return fault;
  }

  function addFault(body: unknown): Reply {
    const b = (body ?? {}) as Record<string, unknown>;
    const mode = b.mode;
    const operation = b.operation ?? 'create';
    const count = b.count ?? 1;
    const delayMs = b.delay_ms ?? options.hangMs;
    const match = (b.match ?? {}) as Record<string, unknown>;
    const matchOk =
      typeof match === 'object' &&
      Object.entries(match).every(
        ([k, v]) => ['idempotency_key', 'external_id', 'invoice_id'].includes(k) && typeof v === 'string',
      );
    if (
      (mode !== 'timeout' && mode !== 'error') ||
      (operation !== 'create' && operation !== 'cancel') ||
      typeof count !== 'number' ||
      !Number.isInteger(count) ||
      count < 1 ||
      typeof delayMs !== 'number' ||
      delayMs < 0 ||
      !matchOk
    )
      return facturapiError(
        400,
        'invalid_request',
        "body: {mode: 'timeout'|'error', count?: n ≥ 1, operation?: 'create'|'cancel', delay_ms?: ms, match?: {idempotency_key?, external_id?, invoice_id?}}",
      );
    const fault: Fault = {
      id: randomBytes(6).toString('hex'),
      mode,
      operation,
      remaining: count,
      delayMs,
      match: match as Fault['match'],
    };
    faults.push(fault);
    return { status: 201, body: fault };
  }

  const unavailable = (operation: Fault['operation']) =>
    operation === 'create'
      ? facturapiError(
          503,
          'invoice_stamping_service_unavailable',
          'El servicio de timbrado no está disponible.',
        )
      : facturapiError(
          503,
          'invoice_cancellation_service_unavailable',
          'El servicio de cancelación no está disponible.',
        );

  async function route(req: IncomingMessage, note: (s: string) => void): Promise<Reply> {
    const url = new URL(req.url ?? '/', 'http://sandbox');
    const path = url.pathname.replace(/\/+$/, '') || '/';
    const method = req.method ?? 'GET';
    const parts = path.split('/').slice(1).map(decodeURIComponent);

    if (method === 'GET' && path === '/health') return { status: 200, body: { status: 'ok' } };

    if (parts[0] === '_sandbox') {
      if (path === '/_sandbox/faults') {
        if (method === 'GET') return { status: 200, body: { data: faults } };
        if (method === 'DELETE') return { status: 200, body: { dropped: faults.splice(0).length } };
        if (method === 'POST') {
          const body = await readJson(req);
          return body === undefined ? invalidJson() : addFault(body);
        }
      }
      if (method === 'GET' && path === '/_sandbox/invoices')
        return {
          status: 200,
          body: {
            data: invoices.all({
              idempotencyKey: url.searchParams.get('idempotency_key') ?? undefined,
              externalId: url.searchParams.get('external_id') ?? undefined,
            }),
            stats: invoices.stats,
          },
        };
      if (method === 'GET' && path === '/_sandbox/certificates')
        return {
          status: 200,
          body: {
            certificate: { number: options.certificate.number, pem: options.certificate.pem },
            sat_certificate: { number: options.satCertificate.number, pem: options.satCertificate.pem },
          },
        };
    }

    if (parts[0] === 'v2') {
      const key = presentedKey(req);
      if (key === null)
        return facturapiError(401, 'missing_credentials', 'No se proporcionaron credenciales.');
      if (!sameSecret(key, options.apiKey))
        return facturapiError(401, 'api_key_invalid', 'La API key proporcionada no es válida.');

      if (parts[1] === 'invoices' && parts.length === 2) {
        if (method === 'GET') return invoices.list(url.searchParams);
        if (method === 'POST') {
          const body = await readJson(req);
          if (body === undefined) return invalidJson();
          const b = (body ?? {}) as Record<string, unknown>;
          const fault = takeFault('create', {
            ...(typeof b.idempotency_key === 'string' ? { idempotency_key: b.idempotency_key } : {}),
            ...(typeof b.external_id === 'string' ? { external_id: b.external_id } : {}),
          });
          if (fault) note(`fault=${fault.mode}`);
          if (fault?.mode === 'error') return unavailable('create');
          const reply = invoices.create(body);
          if (b.idempotency_key) note(`idempotency_key=${String(b.idempotency_key)}`);
          return fault ? { ...reply, delayMs: fault.delayMs } : reply;
        }
      }
      if (parts[1] === 'invoices' && parts.length === 3) {
        if (method === 'GET') return invoices.retrieve(parts[2]);
        if (method === 'DELETE') {
          const fault = invoices.exists(parts[2]) ? takeFault('cancel', { invoice_id: parts[2] }) : undefined;
          if (fault) note(`fault=${fault.mode}`);
          if (fault?.mode === 'error') return unavailable('cancel');
          const reply = invoices.cancel(parts[2], url.searchParams);
          return fault ? { ...reply, delayMs: fault.delayMs } : reply;
        }
      }
      if (parts[1] === 'invoices' && parts.length === 4 && method === 'GET') {
        if (parts[3] === 'xml') return invoices.xml(parts[2]);
        if (parts[3] === 'pdf') return invoices.pdf(parts[2]);
      }
    }
    return facturapiError(404, 'not_found', `No se encontró el recurso solicitado: ${method} ${path}.`);
  }

  const server: Server = createServer((req, res) => {
    const started = Date.now();
    const notes: string[] = [];
    const logId = randomBytes(12).toString('hex');
    res.on('close', () => {
      const status = res.writableFinished ? String(res.statusCode) : 'aborted';
      const path = (req.url ?? '/').split('?')[0];
      log(
        `${new Date().toISOString()} ${req.method} ${path} ${status} ${Date.now() - started}ms${notes.length ? ` ${notes.join(' ')}` : ''}`,
      );
    });
    route(req, (s) => notes.push(s))
      .catch((err: unknown): Reply => {
        if (err instanceof BodyTooLarge)
          return facturapiError(413, 'payload_too_large', 'El payload excede el tamaño máximo permitido.');
        notes.push(`error=${String(err)}`);
        return facturapiError(500, 'internal_error', 'Ocurrió un error interno.');
      })
      .then((reply) => {
        const send = () => {
          held.delete(timer as NodeJS.Timeout);
          if (res.destroyed) return;
          const headers = { 'x-facturapi-log-id': logId, ...reply.headers };
          if (reply.file) {
            res.writeHead(reply.status, {
              ...headers,
              'content-type': reply.file.contentType,
              'content-disposition': `attachment; filename="${reply.file.filename}"`,
              'content-length': reply.file.bytes.length,
            });
            res.end(reply.file.bytes);
          } else {
            res.writeHead(reply.status, { ...headers, 'content-type': 'application/json; charset=utf-8' });
            res.end(JSON.stringify(reply.body));
          }
        };
        let timer: NodeJS.Timeout | undefined;
        if (reply.delayMs) {
          timer = setTimeout(send, reply.delayMs);
          held.add(timer);
        } else send();
      });
  });

  /** Stops listening, drops held answers and open connections, and resolves once closed. */
  function close(): Promise<void> {
    for (const t of held) clearTimeout(t);
    held.clear();
    return new Promise((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  }

  return { server, close };
}
