import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { eventually, freePort, REPO_ROOT } from '@envios/testing';
import {
  sendWhatsAppTemplate,
  whatsAppNumber,
  WhatsAppError,
  type WhatsAppSettings,
} from '../src/recipients/whatsapp/whatsapp-cloud';

/**
 * Issue 30: the recipient notices' WhatsApp adapter (the Cloud API's send call) against our Cloud
 * API sandbox, run as a process of its own: a template message accepted with its wamid, and the
 * Cloud API's refusals told apart as retryable or not.
 */
const TOKEN = 'EAAG-test-token-0123456789';
let sandbox: ChildProcess;
let settings: WhatsAppSettings;

beforeAll(async () => {
  const port = await freePort();
  sandbox = spawn(process.execPath, [join(REPO_ROOT, 'deploy/local/sandboxes/whatsapp/dist/main.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      WHATSAPP_ACCESS_TOKEN: TOKEN,
      WHATSAPP_PHONE_NUMBER_ID: '1555000111',
    },
    stdio: 'ignore',
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await eventually(async () => (await fetch(`${baseUrl}/health`).catch(() => null))?.ok || undefined, {
    what: 'the WhatsApp sandbox',
    timeoutMs: 10_000,
  });
  settings = { baseUrl, version: 'v21.0', phoneNumberId: '1555000111', token: TOKEN };
});
afterAll(() => {
  sandbox?.kill();
});

const notice = (over: Partial<Parameters<typeof sendWhatsAppTemplate>[1]> = {}) => ({
  to: '525512345678',
  template: 'aviso_envio',
  language: 'es_MX',
  parameters: [
    'Carla',
    'Tienda Luna',
    'En ruta de entrega',
    '1380502464535685281028',
    'sábado 5 de diciembre',
    'https://envios.mx/rastreo/1380502464535685281028',
  ],
  ...over,
});

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a refusal');
    },
    (err: unknown) => {
      expect(err).toBeInstanceOf(WhatsAppError);
      const { status, code, retryable } = err as WhatsAppError;
      return { status, code, retryable };
    },
  );

it('sends a template message and gets its wamid; the sandbox holds what was sent', async () => {
  const id = await sendWhatsAppTemplate(settings, notice());
  expect(id).toMatch(/^wamid\./);
  const sent = (await (await fetch(`${settings.baseUrl}/_sandbox/messages?to=525512345678`)).json()) as {
    data: unknown[];
  };
  expect(sent.data[0]).toMatchObject({
    id,
    type: 'template',
    template: { name: 'aviso_envio', language: 'es_MX', parameters: notice().parameters },
  });
});

it('tells a refusal no retry mends from throttling', async () => {
  await expect(
    refusal(sendWhatsAppTemplate({ ...settings, token: 'EAAG-wrong-token-000000' }, notice())),
  ).resolves.toEqual({
    status: 401,
    code: 190,
    retryable: false,
  });
  await expect(
    refusal(sendWhatsAppTemplate({ ...settings, phoneNumberId: '999' }, notice())),
  ).resolves.toMatchObject({ status: 400, code: 100, retryable: false });
  await expect(refusal(sendWhatsAppTemplate(settings, notice({ template: 'otra' })))).resolves.toEqual({
    status: 404,
    code: 132001,
    retryable: false,
  });
  await expect(refusal(sendWhatsAppTemplate(settings, notice({ parameters: ['Carla'] })))).resolves.toEqual({
    status: 400,
    code: 132000,
    retryable: false,
  });
  await expect(refusal(sendWhatsAppTemplate(settings, notice({ to: '525512340000' })))).resolves.toEqual({
    status: 400,
    code: 131026,
    retryable: false,
  });
  await fetch(`${settings.baseUrl}/_sandbox/faults`, {
    method: 'POST',
    body: JSON.stringify({ status: 429, code: 130429 }),
  });
  await expect(refusal(sendWhatsAppTemplate(settings, notice()))).resolves.toEqual({
    status: 429,
    code: 130429,
    retryable: true,
  });
  await expect(sendWhatsAppTemplate(settings, notice())).resolves.toMatch(/^wamid\./);
});

it('takes a Mexican phone as the Cloud API wants it, or none', () => {
  expect(whatsAppNumber('55 1234 5678')).toBe('525512345678');
  expect(whatsAppNumber('+52 (55) 1234-5678')).toBe('525512345678');
  expect(whatsAppNumber('+521 55 1234 5678')).toBe('525512345678');
  expect(whatsAppNumber('12345')).toBeNull();
  expect(whatsAppNumber(null)).toBeNull();
});
