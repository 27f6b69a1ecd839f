import { Messages } from '@envios/contracts';
import { createUser, waitForMail } from '@envios/testing';
import type { Browser } from 'playwright-core';
import {
  launchBrowser,
  mailText,
  openPage,
  pathname,
  signInThroughForm,
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

describe('password recovery', () => {
  it('e-mails a link that sets a new password once, counts down 5 seconds to /signin, and fails when reused', async () => {
    const user = await createUser();
    const page = await openPage(browser);

    await visit(page, '/password-recovery');
    await page.getByRole('textbox', { name: 'Correo electrónico' }).fill(user.email);
    await page.getByRole('button', { name: 'Enviar instrucciones' }).click();
    await page.getByTestId('recovery-sent').waitFor();
    expect((await page.getByTestId('recovery-sent').innerText()).trim()).toBe(Messages.recovery.sent);

    const mail = await waitForMail(user.email, /Restablece/);
    const link = /https?:\/\/[^\s"<]+\/password-recovery\/([A-Za-z0-9_-]+)/.exec(mailText(mail));
    expect(link).not.toBeNull();
    const resetPath = `/password-recovery/${link![1]}`;

    await visit(page, resetPath);
    await page.getByRole('textbox', { name: 'Nueva contraseña', exact: true }).fill('Nueva123');
    await page.getByRole('textbox', { name: 'Confirmar contraseña', exact: true }).fill('Nueva124');
    await page.getByRole('button', { name: 'Guardar contraseña' }).click();
    await page.getByText(Messages.validation.passwordMismatch).waitFor();
    await page.getByRole('textbox', { name: 'Confirmar contraseña', exact: true }).fill('Nueva123');
    await page.getByRole('button', { name: 'Guardar contraseña' }).click();

    // The alert counts down 5…1 and then the app is on /signin.
    const success = page.getByTestId('reset-success');
    await success.waitFor();
    const startedAt = Date.now();
    expect((await success.innerText()).trim()).toBe(Messages.reset.success(5));
    await page.getByText(Messages.reset.success(3)).waitFor();
    await page.getByText(Messages.reset.success(1)).waitFor();
    await waitForPath(page, '/signin', 4_000);
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(4_000);
    await waitForHeading(page, 'Iniciar sesión');

    await signInThroughForm(page, user.email, 'Nueva123');
    expect(pathname(page)).toBe('/dashboard');

    // The link works once.
    const again = await openPage(browser);
    await visit(again, resetPath);
    await again.getByRole('textbox', { name: 'Nueva contraseña', exact: true }).fill('Otra1234');
    await again.getByRole('textbox', { name: 'Confirmar contraseña', exact: true }).fill('Otra1234');
    await again.getByRole('button', { name: 'Guardar contraseña' }).click();
    const invalid = again.getByTestId('reset-error');
    await invalid.waitFor();
    expect(await invalid.innerText()).toContain(
      'El enlace para restablecer tu contraseña no es válido o ya expiró. Solicita uno nuevo.',
    );
    await invalid.getByRole('link', { name: 'Solicitar un nuevo enlace' }).click();
    await waitForPath(again, '/password-recovery');

    await Promise.all([page.context().close(), again.context().close()]);
  });
});
