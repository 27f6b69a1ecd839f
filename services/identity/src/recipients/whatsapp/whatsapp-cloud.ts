/**
 * The WhatsApp Business Cloud API's send call (Graph API `POST /{version}/{phone-number-id}/messages`,
 * Bearer token): one approved template message with its body's parameters. Answers the message id
 * (`wamid…`), or throws a WhatsAppError saying whether a retry may succeed.
 */
export interface WhatsAppTemplateMessage {
  /** The recipient in international form, digits only (52 and the ten digits for Mexico). */
  to: string;
  template: string;
  language: string;
  /** The template body's {{1}}, {{2}}, … in order. */
  parameters: string[];
}

export interface WhatsAppSettings {
  baseUrl: string;
  version: string;
  phoneNumberId: string;
  token: string;
}

export class WhatsAppError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: number | null,
    /** Rate limits, Meta's transient errors and 5xx: worth another attempt. */
    readonly retryable: boolean,
  ) {
    super(message);
  }
}

// Cloud API codes of throttling and temporary failures (the rest are the request's or the account's fault).
const RETRYABLE_CODES = new Set([1, 2, 4, 80007, 130429, 131000, 131016, 131048, 131056, 133004]);

export async function sendWhatsAppTemplate(
  settings: WhatsAppSettings,
  message: WhatsAppTemplateMessage,
  signal?: AbortSignal,
): Promise<string> {
  const url = `${settings.baseUrl.replace(/\/+$/, '')}/${settings.version}/${encodeURIComponent(settings.phoneNumberId)}/messages`;
  const res = await fetch(url, {
    method: 'POST',
    headers: { authorization: `Bearer ${settings.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: message.to,
      type: 'template',
      template: {
        name: message.template,
        language: { code: message.language },
        components: [
          { type: 'body', parameters: message.parameters.map((text) => ({ type: 'text', text })) },
        ],
      },
    }),
    ...(signal ? { signal } : {}),
  });
  const body = (await res.json().catch(() => null)) as {
    messages?: { id?: string }[];
    error?: { message?: string; code?: number };
  } | null;
  if (res.ok && body?.messages?.[0]?.id) return body.messages[0].id;
  const code = body?.error?.code ?? null;
  throw new WhatsAppError(
    `WhatsApp answered ${res.status}${code === null ? '' : ` (code ${code})`}: ${body?.error?.message ?? 'no message id'}`,
    res.status,
    code,
    res.status === 429 || res.status >= 500 || (code !== null && RETRYABLE_CODES.has(code)),
  );
}

/** A Mexican phone as the Cloud API takes it: 52 and ten digits; null when it is not one. */
export function whatsAppNumber(phone: string | null | undefined): string | null {
  const digits = (phone ?? '').replace(/\D/g, '');
  if (digits.length === 10) return `52${digits}`;
  if (digits.length === 12 && digits.startsWith('52')) return digits;
  if (digits.length === 13 && digits.startsWith('521')) return `52${digits.slice(3)}`;
  return null;
}
