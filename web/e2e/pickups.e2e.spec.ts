import { execFileSync } from 'node:child_process';
import { PickupsRoutes } from '@envios/contracts';
import { appUrl, callRoute, createUser, signIn, type Session } from '@envios/testing';
import type { Browser } from 'playwright-core';
import { accessibleAtBothWidths } from './support/accessibility';
import { launchBrowser, openPage, storageFor, visit, waitForPath } from './support/app';
import { paidEstafetaGuide } from './support/guides';

jest.setTimeout(120_000);

let browser: Browser;
let client: Session;
let guides: string[];

beforeAll(async () => {
  browser = await launchBrowser();
  const u = await createUser({ rol: 'client' });
  client = await signIn(u.email, u.password);
  guides = (await Promise.all([paidEstafetaGuide(client), paidEstafetaGuide(client)])).map((g) => g.guide);
});
afterAll(() => browser?.close());

describe('Recolecciones', () => {
  it('schedules a pickup of two guides, downloads its manifest, and reschedules it once missed', async () => {
    const page = await openPage(browser, { storage: storageFor(client) });
    await visit(page, '/dashboard');
    await page
      .getByRole('navigation', { name: 'Menú principal' })
      .getByRole('link', { name: 'Recolecciones' })
      .click();
    await waitForPath(page, '/pickups');
    await page.getByText('Aún no hay recolecciones').waitFor();

    // From Mis Envíos: the selected shipments' guides, chosen in the form.
    await visit(page, '/shipments');
    await page.getByRole('checkbox', { name: 'Seleccionar todos' }).check();
    await page.getByRole('button', { name: 'Programar recolección' }).click();
    await waitForPath(page, '/pickups');
    const dialog = page.getByRole('dialog', { name: 'Programar recolección' });
    await dialog.getByText('Hora de corte para recolectar el mismo día: 13:00 h.').waitFor();
    for (const guide of guides)
      expect(await dialog.getByRole('checkbox', { name: new RegExp(guide) }).isChecked()).toBe(true);
    await accessibleAtBothWidths(page, 'pickups-form');
    await dialog.getByRole('button', { name: 'Programar recolección' }).click();
    await dialog.waitFor({ state: 'hidden' });

    const row = page.getByTestId('pickup-row').first();
    await row.getByText('Programada').waitFor();
    expect(await row.innerText()).toContain('2 guías');
    await accessibleAtBothWidths(page, 'pickups');

    const download = page.waitForEvent('download');
    await row.getByRole('button', { name: /^Descargar la relación/ }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^recoleccion-.+\.pdf$/);
    const text = execFileSync('pdftotext', ['-layout', (await file.path())!, '-'], { encoding: 'utf8' });
    for (const expected of [...guides, 'Relación de envíos', 'Entrega (nombre y firma)'])
      expect(text).toContain(expected);

    // The window closes with nothing collected: flagged, and offered for rescheduling.
    const list = (await (
      await fetch(`${appUrl('bff')}/api/v1/pickups`, { headers: { Authorization: `Bearer ${client.token}` } })
    ).json()) as { docs: { id: string; date: string }[] };
    const [pickup] = list.docs;
    await callRoute(appUrl('shipments'), PickupsRoutes.closePickupWindows, {
      body: { at: `${pickup.date}T23:00:00Z`, pickups: [pickup.id] },
    });
    await page.reload();
    await row.getByText('No recolectada').waitFor();
    await page.getByText('Recolecciones no realizadas').waitFor();
    await accessibleAtBothWidths(page, 'pickups-missed');
    await row.getByRole('button', { name: 'Reprogramar' }).click();
    const again = page.getByRole('dialog', { name: 'Reprogramar recolección' });
    await again.getByRole('button', { name: 'Reprogramar' }).click();
    await again.waitFor({ state: 'hidden' });
    await row.getByText('Programada').waitFor();
  });
});
