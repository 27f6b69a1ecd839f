import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  WEBHOOK_EVENT_TYPES,
  type ApiKeyDto,
  type CreatedApiKey,
  type WebhookDelivery,
  type WebhookEndpoint,
} from '@envios/contracts';
import {
  api,
  createUser,
  e2eBaseUrl,
  eventually,
  rawRequest,
  signIn,
  type FreshUser,
  type Session,
} from '@envios/testing';
import type { Browser, Locator, Page } from 'playwright-core';
import { accessibleAtBothWidths, expectAccessible } from './support/accessibility';
import { launchBrowser, openPage, signedInAs, storageFor, visit, waitForPath } from './support/app';
import { paidEstafetaShipment } from './support/guides';

jest.setTimeout(90_000);

const RATES_REQUEST = {
  origin: { postal_code: '06700' },
  destination: { postal_code: '64000' },
  parcels: [{ weight: 1, length: 20, width: 15, height: 10 }],
};

/** POST /api/v2/rates with an API key, as an integration calls the running BFF. */
const quoteWith = (key: string) =>
  rawRequest(e2eBaseUrl(), 'POST', '/api/v2/rates', { token: key, body: RATES_REQUEST });

const rowOf = (page: Page, name: string) => page.getByTestId('api-key-row').filter({ hasText: name });

/** The permission badges of a row; they are upper-cased by CSS only: read the text itself. */
const scopesOf = (row: Locator) => row.getByTestId('api-key-scope').allTextContents();

interface Received {
  /** The event's id, type and data (the JSON body). */
  id: string;
  type: string;
  data: Record<string, any>;
  headers: IncomingHttpHeaders;
  /** The body as it came, which the signature covers. */
  raw: string;
}

/**
 * A customer's webhook receiver, on this machine (the local stack allows http and private
 * addresses): keeps every delivery and answers 200 'recibido'.
 */
class Receiver {
  readonly received: Received[] = [];
  private server?: Server;

  async start(): Promise<this> {
    this.server = createServer((req, res) => {
      let raw = '';
      req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      req.on('end', () => {
        const event = JSON.parse(raw) as Pick<Received, 'id' | 'type' | 'data'>;
        this.received.push({ ...event, headers: req.headers, raw });
        res.writeHead(200, { 'content-type': 'text/plain' }).end('recibido');
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return this;
  }

  get url(): string {
    return `http://127.0.0.1:${(this.server!.address() as AddressInfo).port}/webhooks/envios`;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}

/**
 * What the guide tells a receiver to do: the HMAC-SHA256 of `t.body` with the secret matches a v1 of
 * Envios-Signature (compared in constant time), and t is at most five minutes old.
 */
function signedWith(delivery: Received, secret: string): boolean {
  const header = String(delivery.headers['envios-signature'] ?? '');
  const t = Number(/(?:^|,)t=(\d+)/.exec(header)?.[1]);
  if (!t || Date.now() / 1000 - t > 300) return false;
  const expected = createHmac('sha256', secret).update(`${t}.${delivery.raw}`).digest();
  return [...header.matchAll(/v1=([0-9a-f]{64})/g)].some(([, v1]) =>
    timingSafeEqual(Buffer.from(v1, 'hex'), expected),
  );
}

let browser: Browser;
// A client of its own: its list starts empty and its keys are only this file's.
let account: FreshUser;
let client: Session;
const keysToRevoke: string[] = [];
const webhooksToDelete: string[] = [];
const receivers: Receiver[] = [];

/** A route of the public API (/api/v2) with the client's web session, as the page calls it. */
const v2 = <T = any>(method: string, path: string, body?: unknown) =>
  rawRequest<T>(e2eBaseUrl(), method, `/api/v2${path}`, { token: client.token, body });

beforeAll(async () => {
  browser = await launchBrowser();
  account = await createUser({ rol: 'client' });
  client = await signIn(account.email, account.password);
});
afterAll(async () => {
  for (const id of keysToRevoke) await api('DELETE', `/api-keys/${id}`, { token: client.token });
  for (const id of webhooksToDelete) await v2('DELETE', `/webhook-endpoints/${id}`);
  for (const receiver of receivers) await receiver.stop();
  await browser?.close();
});

describe('API y Webhooks (public API keys)', () => {
  it('creates a key shown once, uses it against /api/v2, and revokes it from the list', async () => {
    const page = await openPage(browser, { storage: storageFor(client) });
    // From the account menu of the top bar.
    await visit(page, '/dashboard');
    await page.getByTestId('account-menu').click();
    await page.getByRole('menuitem', { name: 'API y Webhooks' }).click();
    await waitForPath(page, '/developers');
    await page.getByText('Aún no tienes claves de API.').waitFor();
    expect(await page.title()).toBe('API y Webhooks · Envíos MX');
    await expectAccessible(page);

    // The guide's examples call this same server.
    const origin = new URL(page.url()).origin;
    const guide = page.getByRole('region', { name: 'Integra en 10 minutos' });
    expect(await guide.textContent()).toContain(`curl -X POST ${origin}/api/v2/rates`);
    expect(await guide.getByRole('link', { name: `${origin}/api/v2/openapi.json` }).count()).toBe(1);

    await page.getByRole('button', { name: 'Nueva clave' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nueva clave de API' });
    const permissions = dialog.getByRole('group', { name: 'Permisos' });
    // Every permission starts checked; this key only quotes and tracks.
    expect(await permissions.getByRole('checkbox', { checked: true }).count()).toBe(6);
    for (const label of ['Envíos', 'Pagos', 'Guías (etiquetas)', 'Webhooks']) {
      await permissions.getByRole('checkbox', { name: label, exact: true }).uncheck();
    }
    await dialog.getByRole('button', { name: 'Crear clave' }).click();
    await dialog.getByText('Ponle un nombre a la clave.').waitFor();
    await dialog.getByRole('textbox', { name: 'Nombre' }).fill('ERP bodega');
    await dialog.getByRole('button', { name: 'Crear clave' }).click();

    const created = page.getByRole('dialog', { name: 'Clave creada' });
    await created.getByText('Guárdala ahora: no volverás a verla.').waitFor();
    const key = await created.getByRole('textbox', { name: 'Clave de API' }).inputValue();
    expect(key).toMatch(/^envmx_live_[\w-]{32,}$/);
    expect(await created.getByRole('button', { name: 'Copiar' }).count()).toBe(1);
    await expectAccessible(page);
    await created.getByRole('button', { name: 'Listo' }).click();
    await created.waitFor({ state: 'hidden' });

    const row = rowOf(page, 'ERP bodega');
    await row.waitFor();
    const listed = (await api<{ docs: ApiKeyDto[] }>('GET', '/api-keys', { token: client.token })).body.docs;
    expect(listed.map((apiKey) => [apiKey.name, apiKey.scopes, apiKey.mode])).toEqual([
      ['ERP bodega', ['rates', 'tracking'], 'live'],
    ]);
    keysToRevoke.push(listed[0]._id);
    const rowText = (await row.textContent()) ?? '';
    expect(rowText).toContain(`${key.slice(0, 'envmx_live_'.length + 4)}…`);
    expect(rowText).toContain('Nunca');
    expect(rowText).toContain('Activa');
    expect(await scopesOf(row)).toEqual(['Cotizar', 'Rastreo']);
    // The key itself is never shown again.
    expect(await page.locator('body').innerText()).not.toContain(key);
    await accessibleAtBothWidths(page, 'developers-client');

    const quoted = await quoteWith(key);
    expect([quoted.status, quoted.body?.code]).toEqual([200, undefined]);
    expect(Array.isArray(quoted.body.data)).toBe(true);

    // Revoking asks first; the row stays, revoked, without the button.
    await row.getByRole('button', { name: 'Revocar ERP bodega' }).click();
    const confirm = page.getByRole('dialog', { name: 'Revocar clave' });
    await confirm
      .getByText(
        '¿Revocar la clave «ERP bodega»? Las integraciones que la usan dejarán de funcionar en un segundo.',
      )
      .waitFor();
    await confirm.getByRole('button', { name: 'Revocar', exact: true }).click();
    await confirm.waitFor({ state: 'hidden' });
    await row.getByText('Revocada', { exact: true }).waitFor();
    expect(await row.getByRole('button', { name: /Revocar/ }).count()).toBe(0);

    // Every replica of the BFF refuses it within a second.
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    const refused = await quoteWith(key);
    expect([refused.status, refused.body?.code]).toEqual([401, 'API_KEY.INVALID']);

    // A test key, and the test balance it pays with, filled by the button (never the wallet).
    const testBalance = page.getByTestId('test-balance');
    expect(await testBalance.textContent()).toBe('$0.00');
    await page.getByRole('button', { name: 'Nueva clave' }).click();
    const testDialog = page.getByRole('dialog', { name: 'Nueva clave de API' });
    await testDialog.getByRole('textbox', { name: 'Nombre' }).fill('Pruebas ERP');
    await testDialog.getByRole('radio', { name: 'Prueba (test)' }).check();
    await testDialog.getByRole('button', { name: 'Crear clave' }).click();
    const testCreated = page.getByRole('dialog', { name: 'Clave creada' });
    const testKey = await testCreated.getByRole('textbox', { name: 'Clave de API' }).inputValue();
    expect(testKey).toMatch(/^envmx_test_[\w-]{32,}$/);
    await testCreated.getByRole('button', { name: 'Listo' }).click();
    const testRow = rowOf(page, 'Pruebas ERP');
    await testRow.getByTestId('test-mode-badge').waitFor();
    keysToRevoke.push(
      (await api<{ docs: ApiKeyDto[] }>('GET', '/api-keys', { token: client.token })).body.docs.find(
        (k) => k.name === 'Pruebas ERP',
      )!._id,
    );
    await page.getByRole('button', { name: 'Recargar saldo de prueba' }).click();
    await page.getByTestId('test-balance').getByText('$10,000.00').waitFor();
    await expectAccessible(page);
    await page.context().close();
  });

  it('creates a webhook shown once, receives a paid shipment’s signed events, and replays one from its delivery log', async () => {
    const receiver = await new Receiver().start();
    receivers.push(receiver);
    const page = await openPage(browser, { storage: storageFor(client) });
    // The page calls the public API's own routes (/api/v2), with the session's token.
    const listed = page.waitForRequest(
      (request) =>
        request.method() === 'GET' && new URL(request.url()).pathname === '/api/v2/webhook-endpoints',
    );
    await visit(page, '/developers');
    expect((await (await listed).allHeaders()).authorization).toBe(`Bearer ${client.token}`);
    const section = page.getByRole('region', { name: 'Webhooks', exact: true });
    await section.getByText('Aún no tienes webhooks.').waitFor();

    await section.getByRole('button', { name: 'Nuevo webhook' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nuevo webhook' });
    const events = dialog.getByRole('group', { name: 'Eventos' });
    // Every event type starts checked; this one only wants labels and payments.
    expect(await events.getByRole('checkbox', { checked: true }).count()).toBe(WEBHOOK_EVENT_TYPES.length);
    for (const label of [
      'Guía fallida',
      'Rastreo actualizado',
      'Entregado',
      'Incidencia',
      'Guía cancelada',
      'Sobrepeso',
      'Saldo bajo',
      'Lote terminado',
    ]) {
      await events.getByRole('checkbox', { name: label, exact: true }).uncheck();
    }
    const url = dialog.getByRole('textbox', { name: 'URL (https)' });
    await url.fill('ftp://mi-tienda.mx/webhooks');
    await dialog.getByRole('button', { name: 'Crear webhook' }).click();
    await dialog.getByText('La URL debe empezar con https://.').waitFor();
    // The server's refusal of the URL shows on its field.
    await url.fill('https://no-such-host.invalid/webhooks');
    await dialog.getByRole('button', { name: 'Crear webhook' }).click();
    await dialog
      .getByText('No encontramos el dominio de la URL del webhook; revisa que esté bien escrito.')
      .waitFor();
    expect(await url.getAttribute('aria-invalid')).toBe('true');
    await url.fill(receiver.url);
    await dialog.getByRole('button', { name: 'Crear webhook' }).click();

    const created = page.getByRole('dialog', { name: 'Webhook creado' });
    await created.getByText('Guárdalo ahora: no volverás a verlo.').waitFor();
    const secret = await created.getByRole('textbox', { name: 'Secreto de firma' }).inputValue();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(await created.getByRole('button', { name: 'Copiar' }).count()).toBe(1);
    await expectAccessible(page);
    await created.getByRole('button', { name: 'Listo' }).click();
    await created.waitFor({ state: 'hidden' });

    const row = section.getByTestId('webhook-row').filter({ hasText: receiver.url });
    await row.waitFor();
    expect(await row.getByTestId('webhook-event').allTextContents()).toEqual(['Guía generada', 'Pago']);
    expect(await row.getByTestId('webhook-state').textContent()).toBe('Activo');
    const endpoints = (await v2<{ data: WebhookEndpoint[] }>('GET', '/webhook-endpoints')).body.data;
    expect(endpoints.map((e) => [e.url, e.events, e.enabled])).toEqual([
      [receiver.url, ['payment.completed', 'shipment.label_created'], true],
    ]);
    const endpointId = endpoints[0].id;
    webhooksToDelete.push(endpointId);
    // The secret itself is never shown again.
    expect(await page.locator('body').innerText()).not.toContain(secret);
    await accessibleAtBothWidths(page, 'developers-webhooks');

    // A shipment paid from the wallet: its payment.completed arrives, signed with that secret.
    const shipmentId = await paidEstafetaShipment(client);
    const payment = await eventually(
      () =>
        receiver.received.find(
          (r) =>
            r.type === 'payment.completed' &&
            r.data.shipments?.some((s: { shipment_id: string }) => s.shipment_id === shipmentId) &&
            signedWith(r, secret),
        ),
      { timeoutMs: 30_000, what: 'a signed payment.completed delivery' },
    );
    expect([payment.headers['envios-event-id'], payment.headers['envios-event-type']]).toEqual([
      payment.id,
      'payment.completed',
    ]);
    expect(signedWith(payment, 'whsec_otro')).toBe(false);
    // Only the chosen event types come.
    expect(
      receiver.received.every((r) => ['payment.completed', 'shipment.label_created'].includes(r.type)),
    ).toBe(true);
    await eventually(
      async () =>
        (
          await v2<{ data: WebhookDelivery[] }>('GET', `/webhook-endpoints/${endpointId}/deliveries?limit=20`)
        ).body.data.some((d) => d.event_id === payment.id && d.status === 'succeeded'),
      { what: 'the delivery logged as succeeded' },
    );

    // Its delivery log: the payment delivered, answered 200, with what the receiver answered.
    await row.getByRole('button', { name: `Entregas de ${receiver.url}` }).click();
    const log = page.getByRole('dialog', { name: 'Registro de entregas' });
    const paymentRows = log.getByTestId('webhook-delivery-row').filter({ hasText: 'Pago' });
    await paymentRows.first().waitFor();
    expect(await paymentRows.count()).toBe(1);
    const paymentRow = paymentRows.first();
    expect(await paymentRow.getByTestId('webhook-delivery-status').textContent()).toBe('Entregado');
    expect(await paymentRow.textContent()).toContain('200');
    await paymentRow.getByRole('button', { name: /^Detalles/ }).click();
    const details = log.getByTestId('webhook-delivery-details');
    await details.getByText('recibido', { exact: true }).waitFor();
    expect(await details.textContent()).toContain(payment.id);
    await accessibleAtBothWidths(page, 'developers-webhook-deliveries');

    // 'Reenviar' sends the same event (same id) again, as a new delivery in the log.
    await paymentRow.getByRole('button', { name: /^Reenviar/ }).click();
    await page.getByText('Reenviamos el evento.').waitFor();
    await eventually(() => receiver.received.filter((r) => r.id === payment.id).length === 2, {
      timeoutMs: 30_000,
      what: 'the replayed event',
    });
    const replayed = receiver.received.filter((r) => r.id === payment.id)[1];
    expect(signedWith(replayed, secret)).toBe(true);
    expect(replayed.headers['envios-delivery-id']).not.toBe(payment.headers['envios-delivery-id']);
    await eventually(async () => (await paymentRows.count()) === 2, { what: 'the replay in the log' });
    await page.keyboard.press('Escape');
    await log.waitFor({ state: 'hidden' });

    // A new secret, shown once; the old one still signs for a day.
    await row.getByRole('button', { name: `Rotar secreto de ${receiver.url}` }).click();
    const rotation = page.getByRole('dialog', { name: 'Rotar secreto' });
    await rotation
      .getByText('Durante 24 horas cada entrega llevará también la firma con el secreto anterior.')
      .waitFor();
    await rotation.getByRole('button', { name: 'Rotar secreto', exact: true }).click();
    const rotated = page.getByRole('dialog', { name: 'Nuevo secreto' });
    await rotated.getByText('Guárdalo ahora: no volverás a verlo.').waitFor();
    const newSecret = await rotated.getByRole('textbox', { name: 'Secreto de firma' }).inputValue();
    expect(newSecret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(newSecret).not.toBe(secret);
    await expectAccessible(page);
    await rotated.getByRole('button', { name: 'Listo' }).click();
    await rotated.waitFor({ state: 'hidden' });

    // Deleting asks first; the endpoint leaves the list.
    await row.getByRole('button', { name: `Eliminar ${receiver.url}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Eliminar webhook' });
    await confirm.getByText(`¿Eliminar el webhook ${receiver.url}? Dejará de recibir eventos.`).waitFor();
    await confirm.getByRole('button', { name: 'Eliminar', exact: true }).click();
    await confirm.waitFor({ state: 'hidden' });
    await section.getByText('Aún no tienes webhooks.').waitFor();
    expect((await v2<{ data: WebhookEndpoint[] }>('GET', '/webhook-endpoints')).body.data).toEqual([]);
    await page.context().close();
  }, 150_000);

  it('lets the admin read the keys of every account without managing them, and sends an Operativo back to the dashboard', async () => {
    const made = await api<CreatedApiKey>('POST', '/api-keys', {
      token: client.token,
      body: { name: 'Tienda en línea', scopes: ['rates', 'shipments'] },
    });
    expect(made.status).toBe(201);
    keysToRevoke.push(made.body._id);
    // Nothing listens there, and no event of its type comes during these tests.
    const hookUrl = `http://127.0.0.1:9/webhooks/${made.body._id}`;
    const hook = await v2<WebhookEndpoint>('POST', '/webhook-endpoints', {
      url: hookUrl,
      events: ['shipment.delivered'],
    });
    expect(hook.status).toBe(201);
    webhooksToDelete.push(hook.body.id);

    const admin = await openPage(browser, { storage: await signedInAs('admin') });
    const { path, heading } = await visit(admin, '/developers');
    expect([path, heading]).toEqual(['/developers', 'API y Webhooks']);
    const row = rowOf(admin, 'Tienda en línea').filter({ hasText: account.email });
    await row.waitFor();
    expect(await scopesOf(row)).toEqual(['Cotizar', 'Envíos']);
    // 'Cuenta' in both tables: whose each key and each webhook is.
    expect(await admin.getByRole('columnheader', { name: 'Cuenta' }).count()).toBe(2);
    expect(await admin.getByRole('button', { name: 'Nueva clave' }).count()).toBe(0);
    expect(await admin.getByRole('button', { name: 'Recargar saldo de prueba' }).count()).toBe(0);
    expect(await admin.getByRole('button', { name: /Revocar/ }).count()).toBe(0);
    // Every account's webhooks too, with their delivery logs, and no way to change them.
    const webhookRow = admin.getByTestId('webhook-row').filter({ hasText: hookUrl });
    await webhookRow.waitFor();
    expect(await webhookRow.innerText()).toContain(account.email);
    expect(await webhookRow.getByTestId('webhook-event').allTextContents()).toEqual(['Entregado']);
    expect(await webhookRow.getByRole('button', { name: `Entregas de ${hookUrl}` }).count()).toBe(1);
    expect(await admin.getByRole('button', { name: 'Nuevo webhook' }).count()).toBe(0);
    expect(await webhookRow.getByRole('button', { name: /Rotar secreto|Eliminar/ }).count()).toBe(0);
    await accessibleAtBothWidths(admin, 'developers-admin');
    await admin.context().close();

    const operativo = await openPage(browser, { storage: await signedInAs('user') });
    expect((await visit(operativo, '/developers')).path).toBe('/dashboard');
    await operativo.getByTestId('account-menu').click();
    await operativo.getByRole('menuitem', { name: 'Configuración' }).waitFor();
    expect(await operativo.getByRole('menuitem', { name: 'API y Webhooks' }).count()).toBe(0);
    await operativo.context().close();
  });
});
