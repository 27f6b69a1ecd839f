import { Messages } from '@envios/contracts';
import { api, createUser, demoSession, DEMO_ACCOUNTS, eventually } from '@envios/testing';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPage, signedInAs, visit } from './support/app';

jest.setTimeout(60_000);

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const assignedEmails = async (page: Page) =>
  (await page.getByTestId('assigned-user').allInnerTexts()).map((row) => row.match(/\S+@\S+/)?.[0]);

/** The e-mails of the users the API says the client has, for comparison with the screen. */
async function clientUserEmails(): Promise<string[]> {
  const client = await demoSession('client');
  const r = await api('GET', `/client/${client.id}/users`, { token: client.token });
  return (r.body.users as { email: string }[]).map((user) => user.email);
}

describe('clients screen as superadmin', () => {
  it('asks to choose a client first, then lists its users; assigning needs both a client and a user', async () => {
    const page = await openPage(browser, { storage: await signedInAs('superadmin') });
    await visit(page, '/clients');
    expect((await page.getByTestId('choose-client').innerText()).trim()).toBe(Messages.clients.choose);

    await page.getByRole('button', { name: 'Asignar usuario' }).click();
    const dialog = page.getByRole('dialog', { name: 'Asignar usuario' });
    const submit = dialog.getByRole('button', { name: 'Asignar Usuario' });
    expect(await submit.isDisabled()).toBe(true);
    await dialog.getByRole('textbox', { name: 'Cliente' }).fill(DEMO_ACCOUNTS.client);
    await page.getByRole('option', { name: new RegExp(DEMO_ACCOUNTS.client) }).click();
    expect(await submit.isDisabled()).toBe(true);
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await dialog.waitFor({ state: 'hidden' });

    // Other tests assign users to the demo client meanwhile: the list holds every user assigned
    // before it was asked for, and none that was not assigned by the time it was read.
    const before = await clientUserEmails();
    await page.getByRole('textbox', { name: 'Seleccionar Cliente' }).fill(DEMO_ACCOUNTS.client);
    await page.getByRole('option', { name: new RegExp(DEMO_ACCOUNTS.client) }).click();
    await page.getByTestId('assigned-users').waitFor();
    const shown = await assignedEmails(page);
    const after = await clientUserEmails();
    expect(shown.filter((e) => !e || !after.includes(e))).toEqual([]);
    expect(before.filter((e) => !shown.includes(e))).toEqual([]);
    await page.context().close();
  });
});

describe('clients screen as a client', () => {
  it('assigns a fresh user (submit disabled until both are chosen), lists it, removes it after confirming', async () => {
    const fresh = await createUser();
    const page = await openPage(browser, { storage: await signedInAs('client') });
    await visit(page, '/clients');

    // A client acts only for itself: it comes chosen and its users are listed.
    const clientSelect = page.getByRole('textbox', { name: 'Seleccionar Cliente' });
    await page.getByTestId('assigned-users').waitFor();
    expect(await clientSelect.inputValue()).toContain(DEMO_ACCOUNTS.client);
    expect(await assignedEmails(page)).not.toContain(fresh.email);

    await page.getByRole('button', { name: 'Asignar usuario' }).click();
    const dialog = page.getByRole('dialog', { name: 'Asignar usuario' });
    expect(await dialog.getByRole('textbox', { name: 'Cliente' }).inputValue()).toContain(
      DEMO_ACCOUNTS.client,
    );
    const submit = dialog.getByRole('button', { name: 'Asignar Usuario' });
    expect(await submit.isDisabled()).toBe(true);
    await dialog.getByRole('textbox', { name: 'Usuario' }).fill(fresh.email);
    await page.getByRole('option', { name: new RegExp(fresh.email) }).click();
    // React re-renders the button after the choice; under load that is not within the same tick.
    await eventually(() => submit.isEnabled(), { what: 'the submit button to be enabled', timeoutMs: 5000 });
    await submit.click();
    await dialog.waitFor({ state: 'hidden' });

    const row = page.getByTestId('assigned-user').filter({ hasText: fresh.email });
    await row.waitFor();
    expect(await clientUserEmails()).toContain(fresh.email);

    await row.getByRole('button', { name: `Quitar a ${fresh.email}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Quitar usuario' });
    await confirm.getByRole('button', { name: 'Quitar', exact: true }).click();
    await row.waitFor({ state: 'detached' });
    expect(await assignedEmails(page)).not.toContain(fresh.email);
    expect(await clientUserEmails()).not.toContain(fresh.email);
    await page.context().close();
  });
});
