import { api, appUrl, createUser, eventually, signIn } from '@envios/testing';
import type { Browser } from 'playwright-core';
import { expectAccessible, screenshot } from './support/accessibility';
import { launchBrowser, openPage, visit } from './support/app';
import { network, paidEstafetaGuide } from './support/guides';

jest.setTimeout(120_000);

/** A 96 px logo (a moon on indigo), PNG. */
const LOGO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAGAAAABgBAMAAAAQtmoLAAAAMFBMVEVMaXEwLYA9OYEwLYAwLYIxLYExLoH95orq1Yk4NIGilIZWT4O3p4duZYSLgIXQvog40OPkAAAABnRSTlMAz/lYG59VpBvxAAAACXBIWXMAAAsTAAALEwEAmpwYAAACHklEQVRYhcWYPUsDQRCGV0x6wY+fcMQuglgrQurY2OeSDJ5J6jmiIlh4JKKCxRX+gBgby2hjq1hoqYJWFlHEPnbKfSS5S+LdvIL41u/DzezOzc6uUq6WVzSKlD49rwKaI4EmQT/1iaTMT5T1/IkZKZBbdIElqZ9oygXEHyDKQRl0s1ggQHksInJiGkf8RGk1hgETKoMBBSxnorxaxYAitkhEORXzHwxKV5if6J+A0sdXCwCMZ4tvgC/oTeZNICTjhJkbAPDIkR+gQeCYmbkmB/SOA7TkwIXjr5IYKFlxEVEYSDl+bosBw83AtMXAOsemQCHgwQU2xIDhpsy7YmDd9fOVGEhx/CJREHDKjpnvpYDhpRBZGBQEKp6fNSlQ9gFbCqyhwDka0iuDSV8zuKwdBjfOYrA0LB8QFx/72kCBKhqSaYMAt8Fl5Rq4cVwFS4OlrfK8B9Sw8mZpuy/3AOGBUukDm1ATcHSDtBlHZmih9OhG5qoaqA/jJbpVejroEcZbI7oZ+6r7UZWaoWoc0e67Mu+eZo8uPyze+inpcEw/7IoaPrIGtW3HHYoD2ok9dsMyW7EHe1h7gtEhlIEmGE6COpWMPwHtxw9YzaC/PtRyRo9wPb8mHRK9Bb21pWPo+6dlHp6NbB6KQKm/BzTMr+MXjlUMKOKXpgwGFPCL3zgGpPHLq4Kvx0kEyP7miq/gR4QE+kwBP4TgTy34Yw7yXPQN6HMwva6HZmQAAAAASUVORK5CYII=',
  'base64',
);

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("the recipient's page (issue 30)", () => {
  it('shows the sender’s brand, the status, the expected day and the timeline at 375 px; an unknown guide is not found', async () => {
    const account = await createUser({ rol: 'client' });
    const owner = await signIn(account.email, account.password);
    await api('PUT', '/account/branding', {
      token: owner.token,
      body: { business_name: 'Tienda Luna', notify_recipients: true },
    });
    const form = new FormData();
    form.append('logo', new Blob([new Uint8Array(LOGO)]), 'luna.png');
    const logo = await fetch(`${appUrl('bff')}/api/v1/account/branding/logo`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${owner.token}` },
      body: form,
    });
    expect(logo.status).toBe(200);

    const { guide } = await paidEstafetaGuide(owner);
    await network('register', { carrier: 'ESTAFETA', trackingNumber: guide, scenario: 'normal' });
    await network('advance', { carrier: 'ESTAFETA', trackingNumber: guide, to: 'next' });
    await eventually(
      async () =>
        ((await api('GET', `/public/tracking/${guide}`)).body.events?.length ?? 0) >= 2 || undefined,
      { timeoutMs: 30_000, what: `two events of ${guide}` },
    );

    const page = await openPage(browser);
    await page.setViewportSize({ width: 375, height: 812 });
    await visit(page, `/rastreo/${guide}`);
    const header = page.getByRole('banner');
    await header.getByRole('img', { name: 'Logotipo de Tienda Luna' }).waitFor();
    expect(await header.innerText()).toContain('Tienda Luna');
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Recolectado');
    expect(await page.getByText(/Entrega estimada:/).innerText()).toMatch(/Entrega estimada: \w+/);
    const events = page.getByRole('region', { name: 'Movimientos' }).getByRole('listitem');
    expect(await events.count()).toBeGreaterThanOrEqual(2);
    expect(
      await page.getByRole('link', { name: 'Ver en el sitio de Estafeta' }).getAttribute('href'),
    ).toContain(guide);
    expect(
      await page
        .getByRole('link', { name: 'No quiero recibir más avisos de Tienda Luna' })
        .getAttribute('href'),
    ).toMatch(new RegExp(`^/rastreo/${guide}/baja\\?firma=`));
    // Nothing spills sideways on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectAccessible(page);
    await screenshot(page, 'recipient-page-375');
    await page.setViewportSize({ width: 1280, height: 900 });
    await expectAccessible(page);
    await screenshot(page, 'recipient-page-1280');

    await visit(page, '/rastreo/NOEXISTE123');
    await page.getByRole('alert').filter({ hasText: 'No se encontró la guía NOEXISTE123.' }).waitFor();
    await page.context().close();
  });
});
