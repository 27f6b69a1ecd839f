/**
 * A WhatsApp Business Cloud API stand-in (Meta's Graph API, https://graph.facebook.com) for the
 * portal's recipient notices: the send-message call with the Cloud API's request, answer and error
 * shapes. It shares no code with the portal on purpose.
 *
 *   GET    /health                                   200 {status:'ok'}
 *   POST   /{version}/{phone-number-id}/messages     Authorization: Bearer <token>. A template message
 *          ({messaging_product:'whatsapp', to, type:'template', template:{name, language:{code},
 *          components:[{type:'body', parameters:[{type:'text', text}]}]}}) or a text one ({type:'text',
 *          text:{body}}) → 200 {messaging_product, contacts:[{input, wa_id}], messages:[{id:'wamid.…',
 *          message_status:'accepted'}]}. Errors are Graph API errors, {error:{message, type, code,
 *          error_subcode?, error_data?:{messaging_product, details}, fbtrace_id}}: 401 code 190 (no or
 *          a wrong token), 400 code 100 with subcode 33 (an unknown phone-number id), 400 code 100 (a
 *          missing or wrong parameter), 404 code 132001 (a template this account does not have in that
 *          language), 400 code 132000 (the wrong number of body parameters), 400 code 131026 (a number
 *          that is not a WhatsApp user: the sandbox's are the ones ending in 0000).
 *
 * Sandbox controls (no token; the Cloud API has none of these)
 *   GET    /_sandbox/messages        every accepted message, newest first (?to= narrows)
 *   DELETE /_sandbox/messages        forgets them
 *   POST   /_sandbox/faults          {count?: 1, status?: 429, code?: 130429} → 201: the next `count` sends answer that error
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

export interface SandboxOptions {
  token: string;
  phoneNumberId: string;
  /** Templates the account has: `name:language` → how many body parameters it takes. */
  templates: Record<string, number>;
  log?: (line: string) => void;
}

interface AcceptedMessage {
  id: string;
  to: string;
  type: 'template' | 'text';
  template?: { name: string; language: string; parameters: string[] };
  text?: string;
  at: string;
}

interface Reply {
  status: number;
  body: unknown;
}

const MAX_BODY_BYTES = 256 * 1024;

const fbtrace = () => randomBytes(9).toString('base64url');

function graphError(
  status: number,
  code: number,
  message: string,
  extra: { type?: string; subcode?: number; details?: string } = {},
): Reply {
  return {
    status,
    body: {
      error: {
        message,
        type: extra.type ?? 'OAuthException',
        code,
        ...(extra.subcode !== undefined ? { error_subcode: extra.subcode } : {}),
        ...(extra.details ? { error_data: { messaging_product: 'whatsapp', details: extra.details } } : {}),
        fbtrace_id: fbtrace(),
      },
    },
  };
}

const missing = (name: string) =>
  graphError(400, 100, `(#100) The parameter ${name} is required.`, { details: `${name} is required` });
const invalid = (name: string, details: string) =>
  graphError(400, 100, `(#100) Invalid parameter`, { details: `${name}: ${details}` });

function readBody(req: IncomingMessage): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        resolve(null);
        req.resume();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

const sameSecret = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

export function createSandbox(options: SandboxOptions) {
  const log = options.log ?? ((line: string) => process.stdout.write(`${line}\n`));
  const messages: AcceptedMessage[] = [];
  const faults: { remaining: number; status: number; code: number }[] = [];

  function send(phoneNumberId: string, auth: string | undefined, body: unknown): Reply {
    const token = /^Bearer\s+(\S+)$/i.exec(auth ?? '')?.[1];
    if (!token)
      return graphError(
        401,
        190,
        'An active access token must be used to query information about the current user.',
      );
    if (!sameSecret(token, options.token))
      return graphError(401, 190, 'Invalid OAuth access token - Cannot parse access token');
    if (phoneNumberId !== options.phoneNumberId)
      return graphError(
        400,
        100,
        `Unsupported post request. Object with ID '${phoneNumberId}' does not exist, cannot be loaded due to missing permissions, or does not support this operation.`,
        { type: 'GraphMethodException', subcode: 33 },
      );
    const fault = faults[0];
    if (fault) {
      if (--fault.remaining === 0) faults.shift();
      return graphError(fault.status, fault.code, `(#${fault.code}) Sandbox fault`, {
        details: 'injected by /_sandbox/faults',
      });
    }
    if (!isObject(body)) return graphError(400, 100, '(#100) The request body is not valid JSON.');
    if (body.messaging_product === undefined) return missing('messaging_product');
    if (body.messaging_product !== 'whatsapp') return invalid('messaging_product', "must be 'whatsapp'");
    if (body.recipient_type !== undefined && body.recipient_type !== 'individual')
      return invalid('recipient_type', "must be 'individual'");
    if (body.to === undefined) return missing('to');
    const to = typeof body.to === 'string' ? body.to.replace(/^\+/, '') : '';
    if (!/^\d{8,15}$/.test(to)) return invalid('to', 'must be a phone number in international format');
    const type = body.type ?? 'text';
    let accepted: AcceptedMessage;
    const id = `wamid.${randomBytes(24).toString('base64url')}`;
    if (type === 'template') {
      const t = body.template;
      if (!isObject(t)) return missing('template');
      if (typeof t.name !== 'string' || !t.name) return missing('template.name');
      const language = isObject(t.language) && typeof t.language.code === 'string' ? t.language.code : null;
      if (!language) return missing('template.language.code');
      const expected = options.templates[`${t.name}:${language}`];
      if (expected === undefined)
        return graphError(404, 132001, '(#132001) Template name does not exist in the translation', {
          details: `template name (${t.name}) does not exist in ${language}`,
        });
      const components = Array.isArray(t.components) ? t.components : [];
      const bodyComponent = components.find((c) => isObject(c) && c.type === 'body') as Json | undefined;
      const parameters = Array.isArray(bodyComponent?.parameters) ? bodyComponent.parameters : [];
      const texts: string[] = [];
      for (const p of parameters) {
        if (!isObject(p) || p.type !== 'text' || typeof p.text !== 'string' || !p.text.trim())
          return invalid(
            'template.components.parameters',
            "each parameter is {type:'text', text} with some text",
          );
        texts.push(p.text);
      }
      if (texts.length !== expected)
        return graphError(
          400,
          132000,
          '(#132000) Number of parameters does not match the expected number of params',
          {
            details: `body: number of localizable_params (${texts.length}) does not match the expected number of params (${expected})`,
          },
        );
      accepted = {
        id,
        to,
        type: 'template',
        template: { name: t.name, language, parameters: texts },
        at: new Date().toISOString(),
      };
    } else if (type === 'text') {
      const text = isObject(body.text) && typeof body.text.body === 'string' ? body.text.body : null;
      if (!text) return missing('text.body');
      accepted = { id, to, type: 'text', text, at: new Date().toISOString() };
    } else {
      return invalid('type', `the sandbox takes 'template' and 'text' messages, not '${String(type)}'`);
    }
    if (to.endsWith('0000'))
      return graphError(400, 131026, '(#131026) Message undeliverable', {
        details: 'the recipient is not a WhatsApp user',
      });
    messages.unshift(accepted);
    log(`whatsapp-sandbox: ${accepted.type} ${accepted.template?.name ?? ''} to ${to} (${id})`);
    return {
      status: 200,
      body: {
        messaging_product: 'whatsapp',
        contacts: [{ input: body.to, wa_id: to }],
        messages: [{ id, message_status: 'accepted' }],
      },
    };
  }

  async function handle(req: IncomingMessage): Promise<Reply> {
    const url = new URL(req.url ?? '/', 'http://sandbox');
    const method = req.method ?? 'GET';
    if (url.pathname === '/health') return { status: 200, body: { status: 'ok' } };
    if (url.pathname === '/_sandbox/messages') {
      if (method === 'DELETE') {
        messages.length = 0;
        return { status: 200, body: { deleted: true } };
      }
      const to = url.searchParams.get('to');
      return { status: 200, body: { data: to ? messages.filter((m) => m.to === to) : messages } };
    }
    if (url.pathname === '/_sandbox/faults' && method === 'POST') {
      const raw = await readBody(req);
      let b: Json = {};
      try {
        b = raw ? (JSON.parse(raw) as Json) : {};
      } catch {
        return { status: 400, body: { error: 'not JSON' } };
      }
      const fault = {
        remaining: Number(b.count ?? 1),
        status: Number(b.status ?? 429),
        code: Number(b.code ?? 130429),
      };
      faults.push(fault);
      return { status: 201, body: fault };
    }
    const send_ = /^\/(v\d+\.\d+)\/([^/]+)\/messages$/.exec(url.pathname);
    if (send_ && method === 'POST') {
      const raw = await readBody(req);
      if (raw === null) return graphError(413, 100, '(#100) The request body is too large.');
      let body: unknown;
      try {
        body = raw.trim() ? JSON.parse(raw) : {};
      } catch {
        body = undefined;
      }
      return send(decodeURIComponent(send_[2]), req.headers.authorization, body);
    }
    return graphError(400, 100, `Unknown path components: ${url.pathname}`, { type: 'OAuthException' });
  }

  const server: Server = createServer((req, res: ServerResponse) => {
    handle(req)
      .then((reply) => {
        res.writeHead(reply.status, { 'content-type': 'application/json; charset=UTF-8' });
        res.end(JSON.stringify(reply.body));
      })
      .catch((err: unknown) => {
        log(`whatsapp-sandbox: ${String(err)}`);
        res.writeHead(500, { 'content-type': 'application/json; charset=UTF-8' });
        res.end(
          JSON.stringify({
            error: {
              message: 'An unknown error has occurred.',
              type: 'OAuthException',
              code: 1,
              fbtrace_id: fbtrace(),
            },
          }),
        );
      });
  });

  return {
    server,
    messages,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
