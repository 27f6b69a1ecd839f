import { WEBHOOK_EVENT_TYPES } from '@envios/contracts';
import { joinEvents, WebhookFormSchema, webhookFieldErrors, webhookFormValues } from './webhook-form';

const apiAnswer = (status: number, body: Record<string, unknown>) => ({
  status,
  data: { statusCode: status, ...body },
});

describe('webhook form', () => {
  it('starts with every event type chosen', () => {
    expect(webhookFormValues()).toEqual({ url: '', events: WEBHOOK_EVENT_TYPES.join(',') });
  });

  it('sends the URL trimmed and the chosen event types', () => {
    const parsed = WebhookFormSchema.safeParse({
      url: '  https://tienda.ejemplo.mx/webhooks  ',
      events: joinEvents(['shipment.label_created', 'payment.completed']),
    });
    expect(parsed.success && parsed.data).toEqual({
      url: 'https://tienda.ejemplo.mx/webhooks',
      events: ['payment.completed', 'shipment.label_created'],
    });
  });

  it('asks for a URL and at least one event type, with the messages of the API', () => {
    const parsed = WebhookFormSchema.safeParse({ url: 'ftp://tienda.ejemplo.mx', events: '' });
    expect(parsed.success).toBe(false);
    const messages = Object.fromEntries(
      (parsed.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]),
    );
    expect(messages).toEqual({
      url: 'La URL debe empezar con https://.',
      events: 'Elige al menos un tipo de evento.',
    });
  });

  it("shows the server's refusal of the URL on the URL field", () => {
    for (const code of ['WEBHOOK.HTTPS_ONLY', 'WEBHOOK.ADDRESS_NOT_ALLOWED', 'WEBHOOK.UNRESOLVABLE']) {
      const refused = apiAnswer(400, { code, message: `Mensaje de ${code}` });
      expect(webhookFieldErrors(refused)).toEqual({ url: `Mensaje de ${code}` });
    }
    const tooMany = apiAnswer(409, { code: 'WEBHOOK.TOO_MANY', message: 'Como máximo 10 webhooks.' });
    expect(webhookFieldErrors(tooMany)).toEqual({});
    const invalid = apiAnswer(400, {
      code: 'VALIDATION',
      message: 'Elige al menos un tipo de evento.',
      details: [{ path: 'events', message: 'Elige al menos un tipo de evento.' }],
    });
    expect(webhookFieldErrors(invalid)).toEqual({ events: 'Elige al menos un tipo de evento.' });
  });
});
