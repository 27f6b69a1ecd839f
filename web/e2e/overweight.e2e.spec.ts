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
  // Declared: one parcel of 2 kg, 15 × 20 × 30 cm (1.8 kg volumetric), so 2 kg billed; $1,000 credited.
  shipment = await paidEstafetaGuide(owner);
});
afterAll(async () => {
  await browser?.close();
});

const rowOf = (page: Page) => page.getByTestId('overweight-row').filter({ hasText: shipment.guide });
const measure = (dialog: ReturnType<Page['getByRole']>, name: string) =>
  dialog.getByRole('textbox', { name: `${name} medido del paquete 1` });

/** Types what the carrier's scale and tape found for the one parcel. */
async function fillMeasures(dialog: ReturnType<Page['getByRole']>, weight: string) {
  await measure(dialog, 'Peso (kg)').fill(weight);
  await measure(dialog, 'Alto (cm)').fill('15');
  await measure(dialog, 'Ancho (cm)').fill('20');
  await measure(dialog, 'Largo (cm)').fill('30');
}

/** Searches the guide and waits for its row (the list is every account's for staff). */
async function findShipment(page: Page) {
  await visit(page, '/overweight');
  await page.getByTestId('overweight-row').first().or(page.getByTestId('empty-state')).waitFor();
  await page.getByRole('textbox', { name: 'Buscar sobrepesos' }).fill(shipment.guide);
  await rowOf(page).waitFor();
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="overweight-row"]').length === 1);
}

describe('overweight: staff register it with the computed charge, the customer pays it from the wallet', () => {
  it('superadmin registers an overweight from the shipment detail, the charge computed before saving', async () => {
    const page = await openPage(browser, { storage: storageFor(await demoSession('superadmin')) });
    await visit(page, `/shipments/${shipment.id}`);
    const card = page.getByTestId('card-overweight');
    await card.getByText('Sin sobrepeso registrado.').waitFor();
    await card.getByRole('button', { name: 'Registrar sobrepeso' }).click();

    const dialog = page.getByRole('dialog', { name: 'Registrar sobrepeso' });
    expect(await dialog.getByTestId('declared-measures').innerText()).toBe('2 kg · 15 × 20 × 30 cm');
    // 4.5 kg measured against 2 kg declared: the server prices it from Estafeta's rate card.
    await fillMeasures(dialog, '4.5');
    const quote = dialog.getByTestId('overweight-quote');
    await quote.getByTestId('quote-cost').waitFor();
    expect(await quote.getByTestId('quote-overweight').innerText()).toBe('2.5 kg');
    expect(await quote.getByTestId('quote-explanation').innerText()).toContain(
      'Con la tarifa de Estafeta para Terrestre (zona 4, CDMX → NL)',
    );
    const computed = await quote.getByTestId('quote-cost').innerText();
    const cost = dialog.getByRole('textbox', { name: 'Cargo a confirmar (MXN)' });
    expect(`$${Number(await cost.inputValue()).toFixed(2)}`).toBe(computed);
    await accessibleAtBothWidths(page, 'overweight-register-detail-superadmin');
    const saved = page.waitForResponse(
      (r) => r.request().method() === 'PUT' && r.url().endsWith(`/api/v1/shipments/${shipment.id}`),
    );
    await dialog.getByRole('button', { name: 'Registrar sobrepeso' }).click();
    expect((await saved).status()).toBe(200);
    await dialog.waitFor({ state: 'hidden' });

    // The card now says what was found, what it costs, and that the shipment is held.
    await card.getByText('Pendiente de pago').waitFor();
    expect(await card.getByTestId('overweight-hold').innerText()).toContain('Envío retenido');
    expect(await card.getByTestId('overweight-charge').innerText()).toBe(computed);
    await accessibleAtBothWidths(page, 'overweight-detail-card-superadmin');
    await page.context().close();
  });

  it("superadmin corrects it from 'Registrar sobrepeso' in the report, finding the shipment by its guide", async () => {
    const page = await openPage(browser, { storage: storageFor(await demoSession('superadmin')) });
    await findShipment(page);
    expect(await rowOf(page).getByTestId('overweight-kg').innerText()).toBe('2.5 kg');
    expect(await rowOf(page).getByTestId('overweight-hold').innerText()).toBe('Envío retenido');

    // A double click opens the detail: declared and measured parcel, the charge explained.
    await rowOf(page).dblclick();
    const detail = page.getByRole('dialog', { name: `Detalle del sobrepeso · Guía ${shipment.guide}` });
    await detail.getByTestId('overweight-parcels').waitFor();
    expect(await detail.getByTestId('declared-parcel').innerText()).toMatch(
      /2 kg[\s\S]*15 × 20 × 30 cm[\s\S]*1\.8 kg/,
    );
    expect(await detail.getByTestId('measured-parcel').innerText()).toContain('4.5 kg');
    expect(await detail.getByTestId('overweight-explanation').innerText()).toContain(
      'Con la tarifa de Estafeta',
    );
    await accessibleAtBothWidths(page, 'overweight-detail-superadmin');
    await detail.getByRole('button', { name: 'Cerrar' }).first().click();

    await page.getByRole('button', { name: 'Registrar sobrepeso' }).click();
    const dialog = page.getByRole('dialog', { name: 'Registrar sobrepeso' });
    await dialog.getByRole('textbox', { name: 'Número de guía' }).fill(shipment.guide);
    await dialog.getByRole('button', { name: 'Buscar' }).click();
    // The pending charge's measures come back; weighed again at 7 kg, its cost is typed by hand.
    expect(await measure(dialog, 'Peso (kg)').inputValue()).toBe('4.5');
    await measure(dialog, 'Peso (kg)').fill('7');
    await dialog.getByTestId('quote-overweight').getByText('5 kg', { exact: true }).waitFor();
    const cost = dialog.getByRole('textbox', { name: 'Cargo a confirmar (MXN)' });
    await cost.fill('');
    await dialog.getByRole('button', { name: 'Registrar sobrepeso' }).click();
    await dialog.getByText('El sobrepeso y su costo son obligatorios y deben ser números.').waitFor();
    await cost.fill('120.50');
    await accessibleAtBothWidths(page, 'overweight-register-report-superadmin');
    await dialog.getByRole('button', { name: 'Registrar sobrepeso' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await rowOf(page).getByTestId('overweight-cost').getByText('$120.50').waitFor();
    expect(await rowOf(page).getByTestId('overweight-kg').innerText()).toBe('5 kg');
    expect(await rowOf(page).getByTestId('overweight-status').innerText()).toBe('Pendiente');
    await page.context().close();
  });

  it('the owner sees the held shipment, cannot delete the charge, and pays it from Monedero', async () => {
    const page = await openPage(browser, { storage: storageFor(owner) });
    await visit(page, '/overweight');
    await rowOf(page).waitFor();
    expect(await rowOf(page).getByTestId('overweight-status').innerText()).toBe('Pendiente');
    expect(await rowOf(page).getByTestId('overweight-cost').innerText()).toBe('$120.50');
    expect(await rowOf(page).getByRole('button', { name: 'Pagar sobrepeso' }).count()).toBe(1);
    await rowOf(page).dblclick();
    const detail = page.getByRole('dialog', { name: /^Detalle del sobrepeso/ });
    await detail.getByTestId('overweight-parcels').waitFor();
    expect(await detail.getByRole('button', { name: 'Editar sobrepeso' }).count()).toBe(0);
    expect(await detail.getByTestId('overweight-explanation').innerText()).toContain(
      'Cargo confirmado por el personal: $120.50',
    );
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
    expect(row).toContain('<Data ss:Type="Number">5</Data>');
    expect(row).toContain('<Data ss:Type="String">Pendiente</Data>');

    // Monedero: the pending charge at the corrected cost, which is paid, not deleted.
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
    expect(await charge.innerText()).toContain('Sobrepeso de 5 kg registrado por la paquetería.');
    expect(await charge.getByTestId('movement-amount').innerText()).toBe('-$120.50');
    expect(await charge.getByRole('button', { name: /Eliminar/ }).count()).toBe(0);
    const before = (await api('GET', `/prepaid/getTotalAmount/${owner.id}`, { token: owner.token })).body
      .total_centavos as number;
    await charge.getByRole('button', { name: 'Pagar sobrepeso' }).click();
    const dialog = page.getByRole('dialog', { name: 'Pagar sobrepeso' });
    expect(await dialog.innerText()).toContain(`el sobrepeso de la guía ${shipment.guide} ($120.50)`);
    await accessibleAtBothWidths(page, 'overweight-pay-monedero-client');
    await dialog.getByRole('button', { name: 'Pagar con monedero' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await charge.getByText('Pagado').waitFor();
    expect(await charge.getByRole('button', { name: 'Pagar sobrepeso' }).count()).toBe(0);
    const after = (await api('GET', `/prepaid/getTotalAmount/${owner.id}`, { token: owner.token })).body
      .total_centavos as number;
    expect(before - after).toBe(12_050);
    await accessibleAtBothWidths(page, 'overweight-paid-monedero-client');

    // The shipment is released.
    await visit(page, `/shipments/${shipment.id}`);
    await page.getByTestId('card-overweight').getByText('Envío liberado').waitFor();
    await accessibleAtBothWidths(page, 'overweight-detail-released-client');
    await page.context().close();
  });

  it('an Operativo pays from the detail without seeing the amount, told first that the balance is short', async () => {
    const u = await createUser({ clientId: owner.id });
    const operativo = await signIn(u.email, u.password);
    const own = await paidEstafetaGuide(operativo);
    // Staff confirmed a charge the $1,000 credited (less the shipment) does not cover.
    const staff = await demoSession('helpdesk');
    const measured = [{ weight: 7, height: 15, width: 20, depth: 30 }];
    const registered = await api('PUT', `/shipments/${own.id}`, {
      token: staff.token,
      body: { overweight: 5, cost_overweight: 990, measured_parcels: measured },
    });
    expect(registered.status).toBe(200);

    const page = await openPage(browser, { storage: storageFor(operativo) });
    await visit(page, `/shipments/${own.id}`);
    const card = page.getByTestId('card-overweight');
    await card.getByText('Pendiente de pago').waitFor();
    expect(await card.innerText()).not.toContain('$');
    const superadmin = await demoSession('superadmin');
    await eventually(
      async () =>
        (await api('GET', `/prepaid?user=${operativo.id}`, { token: superadmin.token })).body.docs?.some(
          (m: { type: string }) => m.type === 'Pago sobrepeso',
        ) || undefined,
      { what: "the Operativo's overweight charge" },
    );
    await card.getByRole('button', { name: 'Pagar sobrepeso' }).click();
    const dialog = page.getByRole('dialog', { name: 'Pagar sobrepeso' });
    expect(await dialog.innerText()).not.toContain('$');
    await dialog.getByRole('button', { name: 'Pagar con monedero' }).click();
    const refusal = dialog.getByTestId('pay-overweight-error');
    await refusal.waitFor();
    expect(await refusal.innerText()).toContain('El saldo del monedero no alcanza para pagar el sobrepeso');
    expect(await refusal.innerText()).toContain('Pide al administrador de tu cuenta que abone saldo');
    await accessibleAtBothWidths(page, 'overweight-pay-short-user');

    await api('POST', '/prepaid/createPrepaid', {
      token: superadmin.token,
      body: { userId: operativo.id, cantidadAbonar: 500, reason: 'Saldo para el sobrepeso' },
    });
    await dialog.getByRole('button', { name: 'Pagar con monedero' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await card.getByText('Envío liberado').waitFor();
    expect(await card.innerText()).not.toContain('$');
    await accessibleAtBothWidths(page, 'overweight-detail-released-user');
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
