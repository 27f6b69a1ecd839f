import { Messages } from '@envios/contracts';
import {
  api,
  createUser,
  demoSession,
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  DEMO_PENDING,
  uniqueEmail,
} from '@envios/testing';
import type { Browser, Page } from 'playwright-core';
import {
  launchBrowser,
  openPage,
  pathname,
  readStorage,
  signedInAs,
  storageFor,
  submitSignIn,
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

const signInButton = () => page.getByRole('button', { name: 'Iniciar sesión' });
const alertText = async (testId: string) => {
  const alert = page.getByTestId(testId);
  await alert.waitFor();
  return (await alert.innerText()).trim();
};

describe('sign in', () => {
  it('keeps the submit disabled while the form is invalid and shows the spec messages', async () => {
    await visit(page, '/signin');
    expect(await signInButton().isDisabled()).toBe(true);
    const email = page.getByRole('textbox', { name: 'Correo electrónico' });
    await email.fill('no-es-correo');
    await email.blur();
    await page.getByText(Messages.validation.signinEmail).waitFor();
    await email.fill('ana@tienda.mx');
    await page.getByRole('textbox', { name: 'Contraseña', exact: true }).fill('abc');
    await page.getByRole('textbox', { name: 'Contraseña', exact: true }).blur();
    await page.getByText(Messages.validation.password).waitFor();
    expect(await signInButton().isDisabled()).toBe(true);
    await page.getByRole('textbox', { name: 'Contraseña', exact: true }).fill('abcd');
    expect(await signInButton().isEnabled()).toBe(true);
  });

  it('shows the invalid-credentials text for an unknown account and stays on /signin', async () => {
    await visit(page, '/signin');
    await submitSignIn(page, uniqueEmail('nadie'), 'Clave1234');
    expect(await alertText('signin-error')).toBe(Messages.login.invalidCredentials);
    expect(pathname(page)).toBe('/signin');
  });

  it('shows the not-approved notice, naming WhatsApp, for an account pending approval', async () => {
    await visit(page, '/signin');
    await submitSignIn(page, DEMO_PENDING, DEMO_PASSWORD);
    const notice = await alertText('signin-error');
    expect(notice).toBe(Messages.login.notApproved);
    expect(notice).toContain('WhatsApp');
  });

  it("shows the server's message after too many failed attempts", async () => {
    const user = await createUser();
    // Failing until the account's wait (1 s after the 5th failure, doubling with each one after it)
    // is long enough that a slow machine still signs in inside it: the wait is waited out each time.
    for (let waited = 0; waited < 16;) {
      const r = await api('POST', '/login', { body: { email: user.email, password: 'Mala1234' } });
      if (r.status !== 429) continue;
      waited = Number(/Espera (\d+) segundo/.exec(r.body.message)?.[1] ?? 60);
      if (waited < 16) await new Promise((resolve) => setTimeout(resolve, waited * 1000 + 100));
    }
    const refused = await api('POST', '/login', { body: { email: user.email, password: user.password } });
    expect(refused.status).toBe(429);
    await visit(page, '/signin');
    await submitSignIn(page, user.email, user.password);
    // The same message; its seconds count down meanwhile.
    const shape = (message: string) => message.replace(/\d+ segundos?/, 'N segundos');
    expect(shape(await alertText('signin-error'))).toBe(shape(refused.body.message));
  }, 60_000);

  it('stores id, token and role with the session flag only, trims the inputs and goes to /dashboard', async () => {
    await visit(page, '/signin');
    // An e-mail input already drops outer spaces itself; the password shows the form's own trimming.
    await submitSignIn(page, DEMO_ACCOUNTS.sales, `  ${DEMO_PASSWORD} `);
    await waitForPath(page, '/dashboard');
    await waitForHeading(page, 'Dashboard');
    const { local, sessionActive } = await readStorage(page);
    expect(sessionActive).toBe('true');
    expect(local['keep-session']).toBeUndefined();
    expect(local['ew-user-role']).toBe('sales');
    const me = await api('GET', `/users/${local['ew-user-id']}`, { token: local['ew-user-token'] });
    expect(me.body.email).toBe(DEMO_ACCOUNTS.sales);
  });

  it("stores the keep-session flag when 'Mantener sesión iniciada' is ticked", async () => {
    await visit(page, '/signin');
    await submitSignIn(page, DEMO_ACCOUNTS.helpdesk, DEMO_PASSWORD, true);
    await waitForPath(page, '/dashboard');
    expect((await readStorage(page)).local['keep-session']).toBe('true');
  });

  it('sends someone already signed in to /shipments', async () => {
    const signedIn = await openPage(browser, { storage: await signedInAs('user') });
    expect(await visit(signedIn, '/signin')).toEqual({ path: '/shipments', heading: 'Mis Envios' });
    await signedIn.context().close();
  });

  it('drops a stored id and token that are neither kept nor alive in this tab, and stays on /signin', async () => {
    const { id, token } = await demoSession('user');
    const stale = await openPage(browser, {
      storage: { local: { 'ew-user-id': id, 'ew-user-token': token, 'ew-user-role': 'user' } },
    });
    expect(await visit(stale, '/signin')).toEqual({ path: '/signin', heading: 'Iniciar sesión' });
    const { local } = await readStorage(stale);
    expect([local['ew-user-id'], local['ew-user-token']]).toEqual([undefined, undefined]);
    await stale.context().close();
  });

  it('shows the account-created notice for ?newUser=true only', async () => {
    await visit(page, '/signin');
    expect(await page.getByTestId('account-created').count()).toBe(0);
    await visit(page, '/signin?newUser=true');
    expect(await alertText('account-created')).toBe(Messages.signup.created);
  });

  it('links to sign-up and password recovery', async () => {
    await visit(page, '/signin');
    const form = page.getByTestId('form-area').locator('..');
    expect(await form.getByRole('link', { name: 'Regístrate' }).getAttribute('href')).toBe('/signup');
    await form.getByRole('link', { name: '¿Olvidaste tu contraseña?' }).click();
    await waitForPath(page, '/password-recovery');
    await waitForHeading(page, 'Recuperar contraseña');
  });
});

describe('sign up', () => {
  const fillSignUp = async (fields: Record<string, string>) => {
    for (const [label, value] of Object.entries(fields)) {
      await page.getByRole('textbox', { name: label, exact: true }).fill(value);
    }
  };
  const account = (email: string) => ({
    Nombre: 'Ana',
    Apellidos: 'López',
    'Correo electrónico': email,
    Teléfono: '5512345678',
    Contraseña: 'Clave123',
    'Confirmar contraseña': 'Clave123',
  });

  it('checks the fields with the spec messages and sends nothing while they are wrong', async () => {
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/v1/users')) posts.push(request.url());
    });
    await visit(page, '/signup');
    await fillSignUp({ ...account('ana@'), Teléfono: '55-12', 'Confirmar contraseña': 'Otra123' });
    await page.getByRole('button', { name: 'Crear cuenta' }).click();
    for (const message of [
      Messages.validation.email,
      Messages.validation.phone,
      Messages.validation.passwordMismatch,
    ]) {
      await page.getByText(message).waitFor();
    }
    expect(await page.getByText(Messages.validation.firstName).count()).toBe(0);
    expect(posts).toEqual([]);
  });

  it("shows the server's message when the e-mail is taken", async () => {
    await visit(page, '/signup');
    await fillSignUp(account(DEMO_ACCOUNTS.user));
    await page.getByRole('button', { name: 'Crear cuenta' }).click();
    expect(await alertText('signup-error')).toBe(
      'Ya existe una cuenta registrada con ese correo electrónico.',
    );
    expect(pathname(page)).toBe('/signup');
  });

  it('sends someone signed in to /dashboard', async () => {
    const signedIn = await openPage(browser, { storage: storageFor(await demoSession('admin')) });
    expect(await visit(signedIn, '/signup')).toEqual({ path: '/dashboard', heading: 'Dashboard' });
    await signedIn.context().close();
  });
});

describe('password recovery request', () => {
  it('says the e-mail does not exist for an unknown address', async () => {
    await visit(page, '/password-recovery');
    await page.getByRole('textbox', { name: 'Correo electrónico' }).fill(uniqueEmail('nadie'));
    await page.getByRole('button', { name: 'Enviar instrucciones' }).click();
    expect(await alertText('recovery-error')).toBe(Messages.recovery.unknownEmail);
  });
});
