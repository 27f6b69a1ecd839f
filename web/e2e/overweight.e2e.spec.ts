import { api, createUser, demoSession, eventually, signIn, type Session } from '@envios/testing';
import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { accessibleAtBothWidths } from './support/accessibility';
import { launchBrowser, openPage, storageFor, visit } from './support/app';
import { paidEstafetaGuide } from './support/guides';

jest.setTimeout(180_000);

let browser: Browser;
let owner: Session;
let shipment: { id: string; guide: string };
beforeAll(async () => {
  browser = await launchBrowser();
  const account = await createUser({ rol: 'client' });
  owner = await signIn(account.email, account.password);
  // Declared: one parcel of 2 kg, 15 × 20 × 30 cm (1.8 kg volumetric), so 2 kg billed.
  shipment = await paidEstafetaGuide(owner);
  // The carrier's first weighing, registered through the API: the record the staff then corrects.
  const staff = await demoSession('superadmin');
  const first = await api('PUT', `/shipments/${shipment.id}`, {
    token: staff.token,
    body: { overweight: 1, cost_overweight: 50 },
  });
  if (first.status !== 200) throw new Error(`overweight: ${first.status} ${JSON.stringify(first.body)}`);
});
afterAll(async () => {
  await browser?.close();
});

const rowOf = (page: Page) => page.getByTestId('overweight-row').filter({ hasText: shipment.guide });

/** Searches the guide and waits for its row (the list is every account's for staff). */
async function findShipment(page: Page) {
  await visit(page, '/overweight');
  await page.getByTestId('overweight-row').first().or(page.getByTestId('empty-state')).waitFor();
  await page.getByRole('textbox', { name: 'Buscar sobrepesos' }).fill(shipment.guide);
  await rowOf(page).waitFor();
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="overweight-row"]').length === 1);
}

describe('overweight: staff correct an overweight, the owner sees the pending charge', () => {
  it("superadmin edits the overweight with the carrier's measures in 'Editar sobrepeso'", async () => {
    const page = await openPage(browser, { storage: storageFor(await demoSession('superadmin')) });
    await findShipment(page);
    expect(await rowOf(page).getByTestId('overweight-kg').innerText()).toBe('1 kg');
    expect(await rowOf(page).getByTestId('overweight-cost').innerText()).toBe('$50.00');

    // A double click opens the detail: declared parcel, no measures yet, the charge explained.
    await rowOf(page).dblclick();
    const detail = page.getByRole('dialog', { name: `Detalle del sobrepeso · Guía ${shipment.guide}` });
    await detail.getByTestId('overweight-parcels').waitFor();
    expect(await detail.getByTestId('declared-parcel').innerText()).toMatch(
      /2 kg[\s\S]*15 × 20 × 30 cm[\s\S]*1\.8 kg/,
    );
    expect(await detail.getByTestId('measured-parcel').innerText()).toContain('Sin medidas registradas');
    expect(await detail.getByTestId('overweight-explanation').innerText()).not.toBe('');
    await accessibleAtBothWidths(page, 'overweight-detail-superadmin');
    await detail.getByRole('button', { name: 'Editar sobrepeso' }).click();

    const dialog = page.getByRole('dialog', { name: 'Editar sobrepeso' });
    const overweight = dialog.getByRole('textbox', { name: 'Sobrepeso (kg)' });
    const cost = dialog.getByRole('textbox', { name: 'Costo del sobrepeso (MXN)' });
    expect(await overweight.inputValue()).toBe('1');
    // Both are required numbers.
    await cost.fill('');
    await dialog.getByRole('button', { name: 'Guardar cambios' }).click();
    await dialog.getByText('El sobrepeso y su costo son obligatorios y deben ser números.').waitFor();

    // The carrier weighed 4.5 kg: 2.5 kg over the 2 kg declared; the form works it out.
    await dialog.getByRole('checkbox', { name: 'Registrar las medidas de la paquetería' }).check();
    await dialog.getByRole('textbox', { name: 'Peso (kg) medido del paquete 1' }).fill('4.5');
    await dialog.getByRole('textbox', { name: 'Alto (cm) medido del paquete 1' }).fill('15');
    await dialog.getByRole('textbox', { name: 'Ancho (cm) medido del paquete 1' }).fill('20');
    await dialog.getByRole('textbox', { name: 'Largo (cm) medido del paquete 1' }).fill('30');
    await dialog.getByRole('button', { name: 'Usar este valor' }).click();
    expect(await overweight.inputValue()).toBe('2.5');
    await cost.fill('120.50');
    await accessibleAtBothWidths(page, 'overweight-edit-superadmin');
    const saved = page.waitForResponse(
      (r) => r.request().method() === 'PUT' && r.url().endsWith(`/api/v1/shipments/${shipment.id}`),
    );
    await dialog.getByRole('button', { name: 'Guardar cambios' }).click();
    expect((await saved).status()).toBe(200);
    await dialog.waitFor({ state: 'hidden' });

    // The list refreshes: the new figures, pending.
    await rowOf(page).getByTestId('overweight-cost').getByText('$120.50').waitFor();
    expect(await rowOf(page).getByTestId('overweight-kg').innerText()).toBe('2.5 kg');
    expect(await rowOf(page).getByTestId('overweight-status').innerText()).toBe('Pendiente');

    // Enter on the focused row opens the detail too, now with what was measured.
    await rowOf(page).focus();
    await page.keyboard.press('Enter');
    await detail.getByTestId('measured-parcel').getByText('4.5 kg').first().waitFor();
    expect(await detail.innerText()).toContain('Peso facturable medido');
    await detail.getByRole('button', { name: 'Cerrar' }).first().click();
    await page.context().close();
  });

  it("the owner sees the record and the pending 'Pago sobrepeso' in its wallet, without the edit", async () => {
    const page = await openPage(browser, { storage: storageFor(owner) });
    await visit(page, '/overweight');
    await rowOf(page).waitFor();
    expect(await rowOf(page).getByTestId('overweight-status').innerText()).toBe('Pendiente');
    expect(await rowOf(page).getByTestId('overweight-cost').innerText()).toBe('$120.50');
    await rowOf(page).dblclick();
    const detail = page.getByRole('dialog', { name: /^Detalle del sobrepeso/ });
    await detail.getByTestId('overweight-parcels').waitFor();
    expect(await detail.getByRole('button', { name: 'Editar sobrepeso' }).count()).toBe(0);
    await detail.getByRole('button', { name: 'Cerrar' }).first().click();
    await accessibleAtBothWidths(page, 'overweight-client');

    // The export: SpreadsheetML that Excel opens, with the record as the table shows it.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exportar a Excel' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('overweight.xls');
    const xml = readFileSync((await file.path())!, 'utf8');
    expect(xml).toContain('<?mso-application progid="Excel.Sheet"?>');
    const row = xml.split('<Row>').find((r) => r.includes(shipment.guide));
    expect(row).toContain('<Data ss:Type="Number">120.5</Data>');
    expect(row).toContain('<Data ss:Type="Number">2.5</Data>');
    expect(row).toContain('<Data ss:Type="String">Pendiente</Data>');

    // The wallet's pending overweight charge, at the corrected cost.
    await eventually(
      async () => {
        const r = await api('GET', `/prepaid?user=${owner.id}`, { token: owner.token });
        return r.body.docs?.some(
          (m: { type: string; amount_centavos: number }) =>
            m.type === 'Pago sobrepeso' && m.amount_centavos === -12_050,
        );
      },
      { timeoutMs: 30_000, what: "the wallet's overweight charge" },
    );
    await visit(page, '/prepaids');
    const charge = page.getByTestId('movement-row').filter({ hasText: 'Pago sobrepeso' });
    await charge.first().waitFor();
    expect(await charge.count()).toBe(1);
    expect(await charge.innerText()).toMatch(/pendiente/i);
    expect(await charge.innerText()).toContain(shipment.guide);
    expect(await charge.getByTestId('movement-amount').innerText()).toBe('-$120.50');
    await page.context().close();
  });

  it.each(['helpdesk', 'admin'] as const)('%s sees the records and may edit them', async (role) => {
    const page = await openPage(browser, { storage: storageFor(await demoSession(role)) });
    await findShipment(page);
    await rowOf(page).dblclick();
    const detail = page.getByRole('dialog', { name: /^Detalle del sobrepeso/ });
    await detail.getByRole('button', { name: 'Editar sobrepeso' }).waitFor();
    await detail.getByRole('button', { name: 'Cerrar' }).first().click();
    await accessibleAtBothWidths(page, `overweight-${role}`);
    await page.context().close();
  });

  it('says there are none for an account without overweight', async () => {
    const fresh = await createUser({ rol: 'client' });
    const page = await openPage(browser, { storage: storageFor(await signIn(fresh.email, fresh.password)) });
    await visit(page, '/overweight');
    await page.getByText('No hay registros de sobrepeso').waitFor();
    expect(await page.getByRole('button', { name: 'Exportar a Excel' }).isDisabled()).toBe(true);
    await page.context().close();
  });
});
