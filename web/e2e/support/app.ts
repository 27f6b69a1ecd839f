import type { Role } from '@envios/domain';
import type { Browser, Page } from 'playwright-core';
import {
  demoSession,
  e2eBaseUrl,
  launchBrowser,
  newPage,
  type CaughtMail,
  type NewPageOptions,
  type Session,
  type StorageSeed,
} from '@envios/testing';
import { expectAccessible } from './accessibility';

/** The BFF of the running stack (it serves the built web and the API) unless E2E_BASE_URL says otherwise. */
const BASE_URL = e2eBaseUrl();

export { launchBrowser };

/** Storage as the sign-in screen leaves it for a real session with 'Mantener sesión iniciada' ticked. */
export function storageFor(session: Pick<Session, 'id' | 'token'> & { rol: string }): StorageSeed {
  return {
    local: {
      'ew-user-id': session.id,
      'ew-user-token': session.token,
      'ew-user-role': session.rol,
      'keep-session': 'true',
    },
  };
}

/** A real session of the role's demo account (POST /login), as stored after signing in. */
export async function signedInAs(role: Role): Promise<StorageSeed> {
  return storageFor(await demoSession(role));
}

/** Waits inside a test fail well before Jest's own timeout, with a message naming what was awaited. */
const ACTION_TIMEOUT_MS = 10_000;

/** A new page in its own context; every API call goes to the real BFF. */
export async function openPage(browser: Browser, opts: NewPageOptions = {}): Promise<Page> {
  const page = await newPage(browser, BASE_URL, opts);
  page.context().setDefaultTimeout(ACTION_TIMEOUT_MS);
  return page;
}

export const pathname = (page: Page) => new URL(page.url()).pathname;

export const waitForPath = (page: Page, path: string, timeout?: number) =>
  page.waitForURL((url) => url.pathname === path, { timeout });

/**
 * Text of the page's main heading once the router has settled: the guard runs before anything
 * renders, so the first h1 already belongs to the final location.
 */
export async function mainHeading(page: Page): Promise<string> {
  const h1 = page.locator('h1').first();
  await h1.waitFor({ state: 'visible' });
  return (await h1.innerText()).trim();
}

/**
 * After a client-side navigation: the URL changes before React renders, so wait for the new title.
 * The page it lands on is then checked with axe-core, as every visit is.
 */
export async function waitForHeading(page: Page, text: string): Promise<void> {
  await page.locator('h1', { hasText: text }).first().waitFor({ state: 'visible' });
  await expectAccessible(page);
}

/**
 * Goes to a path and returns where the app ended up and the heading it shows there, after checking
 * that page with axe-core (no serious or critical violation), so every page each role visits in
 * the browser tests is held to WCAG AA.
 */
export async function visit(page: Page, path: string): Promise<{ path: string; heading: string }> {
  const landed = await arrive(page, path);
  await expectAccessible(page);
  return landed;
}

/**
 * Goes to a path and returns where the app ended up and its heading, without axe: for a redirect to
 * a page the same test has already checked (the guard's many ways to land on /dashboard or /signin).
 */
export async function arrive(page: Page, path: string): Promise<{ path: string; heading: string }> {
  await page.goto(path);
  const heading = await mainHeading(page);
  return { path: pathname(page), heading };
}

/** Fills the sign-in form and submits it (the page must be on /signin). */
export async function submitSignIn(page: Page, email: string, password: string, keepSession = false) {
  await page.getByRole('textbox', { name: 'Correo electrónico' }).fill(email);
  await page.getByRole('textbox', { name: 'Contraseña', exact: true }).fill(password);
  if (keepSession) await page.getByRole('checkbox', { name: 'Mantener sesión iniciada' }).check();
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
}

/** Signs in through the form and waits for the dashboard. */
export async function signInThroughForm(page: Page, email: string, password: string, keepSession = false) {
  await visit(page, '/signin');
  await submitSignIn(page, email, password, keepSession);
  await waitForPath(page, '/dashboard');
  await waitForHeading(page, 'Dashboard');
}

/** Types into the search box of /users and waits for the server's answer to that search. */
export async function searchUsers(page: Page, term: string) {
  const answered = page.waitForResponse(
    (response) => response.url().includes(`search=${encodeURIComponent(term)}`) && response.ok(),
  );
  await page.getByRole('textbox', { name: 'Buscar usuarios' }).fill(term);
  await answered;
  await page.locator('[data-testid="users-list"][aria-busy="false"]').waitFor();
}

/** Local and session storage of the page, to check what a sign-in or a logout left behind. */
export const readStorage = (page: Page) =>
  page.evaluate(() => ({
    local: { ...localStorage } as Record<string, string>,
    sessionActive: sessionStorage.getItem('session-active'),
  }));

/** Text of a caught e-mail (plain part, or the HTML without tags). */
export const mailText = (mail: CaughtMail) => mail.text ?? (mail.html ?? '').replace(/<[^>]+>/g, ' ');
