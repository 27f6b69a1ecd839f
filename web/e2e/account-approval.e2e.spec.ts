import { Messages } from '@envios/contracts';
import { menuForRole } from '@envios/domain';
import { uniqueEmail, waitForMail } from '@envios/testing';
import type { Browser } from 'playwright-core';
import { accessibleAtBothWidths } from './support/accessibility';
import {
  launchBrowser,
  mailText,
  mainHeading,
  openPage,
  readStorage,
  searchUsers,
  signedInAs,
  submitSignIn,
  visit,
  waitForHeading,
  waitForPath,
} from './support/app';

jest.setTimeout(90_000);

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('a new account: sign up → approval → sign in → settings → logout', () => {
  it('is approved by a superadmin from /users, e-mailed, signs in with the menu of role user and saves its settings', async () => {
    const email = uniqueEmail('w');
    const password = 'Clave123';
    const visitor = await openPage(browser);

    // Sign up through the form.
    await visit(visitor, '/signup');
    const fields: Record<string, string> = {
      Nombre: 'Renata',
      Apellidos: 'Aprobación',
      'Correo electrónico': email,
      Teléfono: '5587654321',
      Contraseña: password,
      'Confirmar contraseña': password,
    };
    for (const [label, value] of Object.entries(fields)) {
      await visitor.getByRole('textbox', { name: label, exact: true }).fill(value);
    }
    await visitor.getByRole('button', { name: 'Crear cuenta' }).click();
    await visitor.waitForURL(
      (url) => url.pathname === '/signin' && url.searchParams.get('newUser') === 'true',
    );
    expect((await visitor.getByTestId('account-created').innerText()).trim()).toBe(Messages.signup.created);

    // Not approved yet: the notice names the messaging app.
    await submitSignIn(visitor, email, password);
    const notice = visitor.getByTestId('signin-error');
    await notice.waitFor();
    expect((await notice.innerText()).trim()).toBe(Messages.login.notApproved);
    expect(await notice.innerText()).toContain('WhatsApp');

    // A superadmin, in another browser context, finds the account and approves it.
    const admin = await openPage(browser, { storage: await signedInAs('superadmin') });
    await visit(admin, '/users');
    await searchUsers(admin, email);
    const row = admin.getByTestId('user-row').filter({ hasText: email });
    await row.getByText('Pendiente de aprobación').waitFor();
    expect(await admin.getByTestId('user-row').count()).toBe(1);
    await row.getByRole('button', { name: 'Aprobar a Renata Aprobación' }).click();
    await row.getByText('Activo', { exact: true }).waitFor();
    expect(await row.getByRole('button', { name: /^Aprobar/ }).count()).toBe(0);

    const mail = await waitForMail(email, /activa/);
    expect(mail.subject).toBe('Tu cuenta de Envíos MX está activa');
    expect(mailText(mail)).toContain('Renata');

    // Now the sign-in works and the sidebar is exactly that of role user.
    await submitSignIn(visitor, email, password);
    await waitForPath(visitor, '/dashboard');
    await waitForHeading(visitor, 'Dashboard');
    const menu = visitor.getByRole('navigation', { name: 'Menú principal' });
    const labels = (await menu.getByRole('link').allInnerTexts()).map((label) => label.trim());
    expect(labels).toEqual(menuForRole('user').map((item) => item.label));
    await visitor.getByTestId('account-email').getByText(email).waitFor();

    // 'Configuración', from the account menu: every optional e-mail starts on, auto-pay off; a change
    // is saved with a confirmation and is there after a reload.
    await visitor.getByTestId('account-menu').click();
    await visitor.getByRole('menuitem', { name: 'Configuración' }).click();
    await waitForPath(visitor, '/settings');
    const receipts = visitor.getByRole('switch', { name: 'Recibo de pago' });
    const autopay = visitor.getByRole('switch', { name: 'Pagar sobrepesos automáticamente' });
    await receipts.waitFor();
    expect(await visitor.title()).toBe('Configuración · Envíos MX');
    expect(await mainHeading(visitor)).toBe('Configuración');
    expect(await visitor.getByRole('switch').count()).toBe(6);
    expect([await receipts.isChecked(), await autopay.isChecked()]).toEqual([true, false]);
    const save = visitor.getByRole('button', { name: 'Guardar cambios' });
    expect(await save.isDisabled()).toBe(true);
    await accessibleAtBothWidths(visitor, 'settings-operativo');
    await receipts.click();
    await autopay.click();
    await save.click();
    await visitor.getByText('Configuración guardada').waitFor();
    await visitor.reload();
    await receipts.waitFor();
    expect([await receipts.isChecked(), await autopay.isChecked()]).toEqual([false, true]);
    expect(await visitor.getByRole('switch', { name: 'Guía lista' }).isChecked()).toBe(true);

    // Logout returns to /signin and leaves nothing stored.
    await visitor.getByTestId('account-menu').click();
    await visitor.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
    await waitForPath(visitor, '/signin');
    await waitForHeading(visitor, 'Iniciar sesión');
    expect(await readStorage(visitor)).toEqual({ local: {}, sessionActive: null });

    await Promise.all([visitor.context().close(), admin.context().close()]);
  });
});
