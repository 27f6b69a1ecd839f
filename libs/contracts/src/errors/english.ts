/**
 * English messages of the errors the public API (/api/v2) can answer, for developers who send
 * `Accept-Language: en`. Keyed by the stable code; a code without one keeps its Spanish message.
 * Field-level `details` stay as the validation worded them (Spanish).
 */
export const ENGLISH_MESSAGES: Readonly<Record<string, string>> = {
  'API_KEY.INVALID': 'The API key is not valid or was revoked.',
  'API_KEY.IN_QUERY': 'Send the API key in the Authorization header (Bearer), never in the URL.',
  'API_KEY.NOT_FOR_ROUTE': 'API keys are for /api/v2; this route belongs to the web session.',
  'API_KEY.SCOPE_MISSING': 'This API key lacks the scope this route needs.',
  'API_KEY.NOT_FOUND': 'The API key does not exist.',
  'API_KEY.TOO_MANY': 'An account may hold at most 20 active API keys; revoke one first.',
  'API_KEY.MODE_MISMATCH':
    'What a test key made is used only with test keys, and what is live only with live keys.',
  'API_KEY.TEST_ONLY': 'Only a test key (envmx_test_) refills the test balance.',
  'AUTH.UNAUTHORIZED': 'Authentication is required: send an API key as a Bearer token.',
  'AUTH.FORBIDDEN': 'Your account’s role may not do this.',
  'AUTH.SESSION_REVOKED': 'The session is no longer valid; sign in again.',
  'IDEMPOTENCY.KEY_REQUIRED': 'This operation needs an Idempotency-Key header (1 to 255 characters).',
  'IDEMPOTENCY.KEY_INVALID': 'The Idempotency-Key header must be 1 to 255 visible characters.',
  'IDEMPOTENCY.KEY_REUSED':
    'This Idempotency-Key was already used with another request; use a new key for a different operation.',
  'IDEMPOTENCY.IN_PROGRESS':
    'The request with this Idempotency-Key is still running; retry in a few seconds.',
  'RATE_LIMIT.EXCEEDED': 'Too many requests with this API key; retry after the seconds in Retry-After.',
  'REQUEST.VALIDATION_FAILED': 'The request is not valid; `details` names each field (in Spanish).',
  'REQUEST.MALFORMED': 'The request body is not valid JSON.',
  'REQUEST.REJECTED': 'The request was rejected.',
  'REQUEST.TOO_LARGE': 'The request body is too large.',
  'REQUEST.UNSUPPORTED_MEDIA_TYPE': 'Send the body as application/json.',
  'REQUEST.RATE_LIMITED': 'Too many requests; retry later.',
  'ROUTE.NOT_FOUND': 'There is no such route.',
  'RESOURCE.NOT_FOUND': 'It does not exist.',
  'INTERNAL.ERROR':
    'Something failed on our side; retry, and contact us with the correlationId if it persists.',
  'SERVICE.UNAVAILABLE': 'A part of the service is unavailable right now; retry shortly.',
  'SERVICE.BAD_GATEWAY': 'A part of the service answered badly; retry shortly.',
  'POSTAL.UNKNOWN': 'A postal code is not in the SEPOMEX catalogue.',
  'POSTAL.NOT_FOUND': 'The postal code does not exist.',
  'ADDRESS.COLONY_MISMATCH': 'The colony does not belong to that postal code.',
  'QUOTE.EXPIRED': 'The rate expired; ask for rates again.',
  'QUOTE.NOT_YOURS': 'The rate was issued to another account.',
  'QUOTE.SERVICE_MISMATCH':
    'The rate does not match the shipment’s parcels or postal codes; ask for rates again.',
  'QUOTE.SIGNATURE_INVALID': 'The rate id is not valid; use one from POST /api/v2/rates.',
  'RATE.NONE_FOR_RULE': 'No carrier offers a service for this shipment; check the postal codes and measures.',
  'SHIPMENT.NOT_FOUND': 'The shipment does not exist.',
  'SHIPMENT.PAID': 'The shipment is already paid.',
  'SHIPMENT.NOT_PAID': 'The shipment is not paid.',
  'SHIPMENT.GUIDE_COUNT_MISMATCH': 'The number of shipments does not match the rate’s number of guides.',
  'SHIPMENT.MIXED_QUOTES': 'The shipments come from different rates.',
  'GUIDE.NOT_READY': 'The label is still being made; retry in a few seconds.',
  'GUIDE.NOT_FOUND': 'The guide does not exist.',
  'GUIDE.NOT_CANCELLABLE':
    'The guide can no longer be cancelled (it moved, or it was paid more than 7 days ago).',
  'LABEL.OTHER_FORMAT':
    'The label was made in another format; ask without format, or set the format for the next labels with PUT /api/v2/settings/label-format.',
  'FILE.NOT_FOUND': 'The file does not exist.',
  'LABELS.NONE_READY': 'None of these shipments’ labels is ready yet.',
  'LABELS.NOT_ZPL':
    'These labels were made as PDF; download them as PDF, or set the label format to ZPL before paying.',
  'LABELS.NOT_PDF':
    'These labels were made as ZPL; download them as ZPL, or set the label format to PDF before paying.',
  'TRACKING.NOT_FOUND': 'The guide was not found at any carrier.',
  'WALLET.INSUFFICIENT_BALANCE': 'The wallet’s balance does not cover the total; nothing was charged.',
  'PAYMENT.ALREADY_PAID': 'The shipment is already paid.',
  'PAYMENT.IN_PROGRESS': 'Another payment of these shipments is in progress; retry after Retry-After.',
  'PAYMENT.TIMED_OUT': 'The payment took too long; retry with the same Idempotency-Key.',
  'WEBHOOK.NOT_FOUND': 'The webhook endpoint does not exist.',
  'WEBHOOK.DELIVERY_NOT_FOUND': 'The delivery does not exist.',
  'WEBHOOK.TOO_MANY': 'An account may have at most 10 webhook endpoints; delete one first.',
  'WEBHOOK.HTTPS_ONLY': 'The webhook URL must use https://.',
  'WEBHOOK.ADDRESS_NOT_ALLOWED':
    'The webhook URL points to a private, local or reserved address; use a public internet address.',
  'WEBHOOK.UNRESOLVABLE': 'The webhook URL’s host does not resolve; check its spelling.',
  'WEBHOOK.DISABLED': 'The webhook endpoint is disabled; create a new one to receive events again.',
};

/** Whether an Accept-Language header prefers English over Spanish (the first language it names). */
export function prefersEnglish(acceptLanguage: string | undefined): boolean {
  const first = acceptLanguage
    ?.split(',')
    .map((part) => {
      const [tag, ...params] = part.trim().split(';');
      const q = Number(params.find((p) => p.trim().startsWith('q='))?.split('=')[1] ?? 1);
      return { tag: tag.trim().toLowerCase(), q: Number.isFinite(q) ? q : 0 };
    })
    .filter((l) => l.tag && l.q > 0)
    .sort((a, b) => b.q - a.q)[0];
  return !!first && (first.tag === 'en' || first.tag.startsWith('en-'));
}
