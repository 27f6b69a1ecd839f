import { CreateWebhookEndpointSchema, WEBHOOK_EVENT_TYPES } from '@envios/contracts';
import { z } from 'zod';
import { errorCode, errorMessage, fieldErrors } from '@/shared/api/api-error';

/** The form keeps the chosen event types as one comma-separated field: its values are flat. */
export const joinEvents = (events: readonly string[]) => events.join(',');
export const splitEvents = (value: unknown): string[] =>
  String(value ?? '')
    .split(',')
    .filter(Boolean);

/** 'Nuevo webhook' starts with every event type chosen. */
export const webhookFormValues = () => ({ url: '', events: joinEvents(WEBHOOK_EVENT_TYPES) });

/** The form as the API body. */
export const WebhookFormSchema = z.preprocess((input) => {
  const form = input as { url?: unknown; events?: unknown };
  return { url: form.url, events: splitEvents(form.events) };
}, CreateWebhookEndpointSchema);

/** Why the server refused the URL itself (https only, a private address, a domain that does not exist). */
const URL_REFUSALS = new Set(['WEBHOOK.HTTPS_ONLY', 'WEBHOOK.ADDRESS_NOT_ALLOWED', 'WEBHOOK.UNRESOLVABLE']);

/** The messages of a refused creation that belong to a field: the 400's details, and the URL's refusals. */
export function webhookFieldErrors(error: unknown): Record<string, string> {
  const errors = fieldErrors(error);
  const code = errorCode(error);
  if (code && URL_REFUSALS.has(code)) errors.url = errorMessage(error);
  return errors;
}
