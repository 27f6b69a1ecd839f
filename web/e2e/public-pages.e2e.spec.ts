import { Messages } from '@envios/contracts';
import { api, demoSession } from '@envios/testing';
import type { Browser, Page } from 'playwright-core';
import {
  launchBrowser,
  mainHeading,
  openPage,
  pathname,
  readStorage,
  signedInAs,
  storageFor,
  visit,
  waitForHeading,
  waitForPath,
} from './support/app';

let browser: Browser;
let page: Page;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});
beforeEach(async () => {
  page = await openPage(browser);
});
afterEach(async () => {
  await page.context().close();
});

const text = (selector = 'body') => page.locator(selector).innerText();

describe('home', () => {
  it('shows the intro, the quote call-to-action and the three service cards', async () => {
    await visit(page, '/');
    const cta = page.getByRole('link', { name: 'Cotizar mi envío' }).first();
    expect(await cta.getAttribute('href')).toBe('/dashboard/shipment/new');
    const cards = await page.getByTestId('service-card').locator('h3').allInnerTexts();
    expect(cards).toEqual(['Envío exprés', 'Rastreo en tiempo real', 'Soporte dedicado']);
  });

  it('has a navbar with the public links and sign-in / sign-up for visitors', async () => {
    await visit(page, '/');
    const nav = page.getByRole('navigation', { name: 'Navegación del sitio' });
    const links = await nav
      .getByRole('link')
      .evaluateAll((anchors) => anchors.map((a) => [a.textContent, a.getAttribute('href')]));
    expect(links).toEqual([
      ['Servicios', '/servicios'],
      ['Quiénes somos', '/quienes-somos'],
      ['Preguntas frecuentes', '/preguntas-frecuentes'],
      ['Contacto', '/contactanos'],
    ]);
    expect(await page.getByRole('link', { name: 'Iniciar sesión' }).getAttribute('href')).toBe('/signin');
    expect(await page.getByRole('link', { name: 'Crear cuenta' }).getAttribute('href')).toBe('/signup');
  });

  it('has a footer with contact and support links, social links, PayPal and the current year', async () => {
    await visit(page, '/');
    const footer = page.locator('footer');
    expect(await footer.getByTestId('copyright').innerText()).toContain(
      `© ${new Date().getFullYear()} Envíos MX`,
    );
    expect(await footer.getByTestId('payment-method').innerText()).toContain('PayPal');
    expect(await footer.getByRole('link', { name: 'Contáctanos' }).getAttribute('href')).toBe('/contactanos');
    expect(await footer.getByRole('link', { name: 'Aviso de privacidad' }).getAttribute('href')).toBe(
      '/politicas-de-privacidad',
    );
    expect(await footer.getByRole('link', { name: 'soporte@ejemplo.mx' }).getAttribute('href')).toBe(
      'mailto:soporte@ejemplo.mx',
    );
    for (const network of ['Facebook', 'Instagram', 'X', 'LinkedIn']) {
      expect(await footer.getByRole('link', { name: network, exact: true }).getAttribute('target')).toBe(
        '_blank',
      );
    }
  });

  it('has no horizontal scrolling on a 375 px phone', async () => {
    const phone = await openPage(browser, { viewport: { width: 375, height: 740 } });
    for (const path of [
      '/',
      '/servicios',
      '/quienes-somos',
      '/politicas-de-privacidad',
      '/terminos-de-servicio',
      '/signin',
      '/signup',
      '/password-recovery',
      '/contactanos',
    ]) {
      await visit(phone, path);
      const width = await phone.evaluate(() => document.documentElement.scrollWidth);
      expect({ path, width: width <= 375 }).toEqual({ path, width: true });
    }
    await phone.context().close();
  });

  it('scrolls to the top on navigation', async () => {
    await visit(page, '/');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    await page.locator('footer').getByRole('link', { name: 'Preguntas frecuentes' }).click();
    await page.waitForURL((url) => url.pathname === '/preguntas-frecuentes');
    await waitForHeading(page, 'Preguntas frecuentes');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
});

describe('guide search in the navbar', () => {
  it('does not search guides of 6 characters or fewer', async () => {
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/v1/tracking')) requests.push(request.url());
    });
    await visit(page, '/');
    await page.getByRole('textbox', { name: 'Número de guía' }).fill('123456');
    await page.getByRole('button', { name: 'Rastrear' }).click();
    await page.getByText('más de 6 caracteres').waitFor();
    expect(requests).toEqual([]);
    expect(await page.getByRole('dialog').count()).toBe(0);
  });

  it('searches a trimmed guide of 7 characters: posts {guide_number} and opens the result modal', async () => {
    await visit(page, '/');
    const search = page.waitForRequest(
      (request) => request.url().endsWith('/api/v1/tracking') && request.method() === 'POST',
    );
    await page.getByRole('textbox', { name: 'Número de guía' }).fill('  1234567  ');
    await page.getByRole('button', { name: 'Rastrear' }).click();
    expect((await search).postDataJSON()).toEqual({ guide_number: '1234567' });
    await page.getByRole('dialog', { name: Messages.tracking.resultTitle }).waitFor();
  });
});

describe('navbar for a signed-in user', () => {
  it('shows the full name from GET /users/{id} and logs out with "Cerrar sesión"', async () => {
    const session = await demoSession('user');
    const me = await api('GET', `/users/${session.id}`, { token: session.token });
    const signedIn = await openPage(browser, { storage: storageFor(session) });
    const userFetch = signedIn.waitForRequest((request) =>
      request.url().endsWith(`/api/v1/users/${session.id}`),
    );
    await visit(signedIn, '/');
    expect((await userFetch).headers()['authorization']).toBe(`Bearer ${session.token}`);
    const menu = signedIn.getByTestId('public-user-menu');
    await menu.getByText(`${me.body.firstName} ${me.body.lastName}`).waitFor();
    await menu.click();
    await signedIn.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
    await waitForPath(signedIn, '/signin');
    // The seed runs again on the next full load only; the logout itself cleared everything.
    expect(await readStorage(signedIn)).toEqual({ local: {}, sessionActive: null });
    await signedIn.context().close();
  });
});

describe('content pages', () => {
  it('about page tells who the company is', async () => {
    expect(await visit(page, '/quienes-somos')).toEqual({ path: '/quienes-somos', heading: 'Quiénes somos' });
    expect(await text('article')).toContain('Nuestra misión');
  });

  it('services page lists the offers and every carrier of the comparison', async () => {
    await visit(page, '/servicios');
    const offers = await page.getByTestId('offer-card').locator('h2').allInnerTexts();
    expect(offers).toEqual([
      'Envío nacional exprés',
      'Envío económico',
      'Tarimas y carga consolidada',
      'Sobres y documentos',
      'Comparador multipaquetería',
      'Monedero prepagado',
    ]);
    const content = await text('article');
    for (const carrier of ['DHL', 'FedEx', 'Estafeta', 'Paquetexpress', 'Redpack', 'AMPM']) {
      expect(content).toContain(carrier);
    }
  });

  it('FAQ has six questions; the volumetric and overweight answers state the rules', async () => {
    expect((await visit(page, '/preguntas-frecuentes')).heading).toBe('Preguntas frecuentes');
    const items = page.getByTestId('faq-item');
    expect(await items.count()).toBe(6);

    await page.getByRole('button', { name: /peso volumétrico/ }).click();
    const volumetric = page.getByRole('region', { name: /peso volumétrico/ });
    await volumetric.waitFor();
    const volumetricText = await volumetric.innerText();
    expect(volumetricText).toContain('largo × ancho × alto / 5000');
    expect(volumetricText).toContain('el mayor entre el peso real y el peso volumétrico');

    await page.getByRole('button', { name: /más de lo que declaré/ }).click();
    const overweight = page.getByRole('region', { name: /más de lo que declaré/ });
    await overweight.waitFor();
    const overweightText = await overweight.innerText();
    expect(overweightText).toContain('correo electrónico');
    expect(overweightText).toContain('retenido hasta que el cargo se pague');
  });

  it('terms of service have 16 numbered clauses covering the spec points', async () => {
    expect((await visit(page, '/terminos-de-servicio')).heading).toBe('Términos de servicio');
    const clauses = page.getByTestId('terms-clauses').locator(':scope > li');
    expect(await clauses.count()).toBe(16);
    expect(await page.getByTestId('terms-clauses').evaluate((list) => list.tagName)).toBe('OL');
    const content = await text('article');
    for (const phrase of [
      'solo informa',
      'Los tiempos de entrega son los que establece cada paquetería',
      'información veraz',
      'paga todos los cargos',
      'Artículos prohibidos',
      'se presentan ante la paquetería',
      'Privacidad',
      'no garantizamos su disponibilidad',
      'leyes de los Estados Unidos Mexicanos',
    ]) {
      expect(content).toContain(phrase);
    }
  });

  it('privacy notice covers glossary, ARCO rights, revocation and a placeholder contact', async () => {
    expect((await visit(page, '/politicas-de-privacidad')).heading).toBe('Aviso de privacidad');
    const headings = await page.locator('article h2').allInnerTexts();
    expect(headings).toEqual(
      expect.arrayContaining([
        'Glosario',
        'Datos personales que recabamos',
        'Derechos ARCO',
        'Revocación del consentimiento',
      ]),
    );
    const content = await text('article');
    for (const right of ['Acceso', 'Rectificación', 'Cancelación', 'Oposición'])
      expect(content).toContain(right);
    expect(await page.getByTestId('privacy-contact').first().innerText()).toBe('privacidad@ejemplo.mx');
  });

  it('thank page shows the contact thanks and a link home', async () => {
    expect(await visit(page, '/thank-page')).toEqual({
      path: '/thank-page',
      heading: Messages.contact.thanks,
    });
    expect(
      await page.locator('main').getByRole('link', { name: 'Volver al inicio' }).getAttribute('href'),
    ).toBe('/');
  });

  it('unknown routes show the Spanish not-found page', async () => {
    expect(await visit(page, '/no-existe/para-nada')).toEqual({
      path: '/no-existe/para-nada',
      heading: 'Página no encontrada',
    });
  });

  it.each([
    ['/signin', 'Iniciar sesión'],
    ['/signup', 'Crear cuenta'],
    ['/password-recovery', 'Recuperar contraseña'],
    ['/password-recovery/tok-123', 'Cambiar contraseña'],
    ['/contactanos', 'Contáctanos'],
    ['/payments/64f0c0ffee', 'Detalles de pago'],
  ])('%s renders its page shell', async (path, heading) => {
    expect(await visit(page, path)).toEqual({ path, heading });
    expect(await page.getByTestId('form-area').count()).toBe(1);
  });
});

describe('payment result', () => {
  const main = () => page.locator('main');

  it('home=true says the guide was e-mailed to the given address; visitors go back home', async () => {
    await visit(page, '/payments/result/success?home=true&email=ana%40correo.mx');
    expect(await text('main')).toContain('Enviamos tu guía al correo ana@correo.mx.');
    expect(await main().getByRole('link', { name: 'Volver al inicio' }).getAttribute('href')).toBe('/');
  });

  it('monedero=true says the wallet payment succeeded; signed-in users go to the dashboard', async () => {
    const signedIn = await openPage(browser, { storage: await signedInAs('client') });
    await visit(signedIn, '/payments/result/success?monedero=true');
    expect(await signedIn.locator('main').innerText()).toContain(
      'El pago con el saldo de tu monedero se realizó con éxito.',
    );
    expect(
      await signedIn.locator('main').getByRole('link', { name: 'Ir a mi panel' }).getAttribute('href'),
    ).toBe('/dashboard');
    await signedIn.context().close();
  });

  it('oxxo=true says a reference was e-mailed and links to the cash barcode', async () => {
    await visit(page, '/payments/result/success?oxxo=true&reference=9300-12AB');
    expect(await text('main')).toContain('Te enviamos un correo electrónico con el número de referencia');
    const link = main().getByRole('link', { name: /Ver referencia de pago/ });
    expect(await link.getAttribute('href')).toBe('/shipping/cash_barcode?references=9300-12AB');
  });

  it('error shows Pago Declinado, the retry text, the message and error values and a link to the dashboard', async () => {
    await visit(
      page,
      '/payments/result/error?monedero=false&message=Saldo%20insuficiente&error=WALLET.INSUFFICIENT_FUNDS',
    );
    expect(await mainHeading(page)).toBe(Messages.payment.declinedTitle);
    const content = await text('main');
    expect(content).toContain(Messages.payment.declined);
    expect(content).toContain('Saldo insuficiente');
    expect(content).toContain('WALLET.INSUFFICIENT_FUNDS');
    expect(await main().getByRole('link', { name: 'Volver al panel' }).getAttribute('href')).toBe(
      '/dashboard',
    );
  });

  it('error without details shows only the declined texts', async () => {
    await visit(page, '/payments/result/error');
    const content = await text('main');
    expect(content).toContain(Messages.payment.declined);
    expect(content).not.toContain('Detalle:');
  });

  it('any other result is not found', async () => {
    expect((await visit(page, '/payments/result/maybe')).heading).toBe('Página no encontrada');
    expect(pathname(page)).toBe('/payments/result/maybe');
  });
});
