import type { Role } from '@envios/domain';
import type { Browser, Page } from 'playwright-core';
import {
  e2eBaseUrl,
  launchBrowser,
  newPage,
  type NewPageOptions,
  type StorageSeed,
} from '@envios/testing';

/** Read once at import: a missing E2E_BASE_URL fails the whole file with a clear message. */
export const BASE_URL = e2eBaseUrl();

export const USER_ID = 'e2e-user-1';
export const TOKEN = 'e2e-token-abc';

/** Storage as the sign-in screen leaves it for a user who ticked 'Mantener sesión iniciada'. */
export function signedInAs(role: Role | string): StorageSeed {
  return {
    local: { 'ew-user-id': USER_ID, 'ew-user-token': TOKEN, 'ew-user-role': role, 'keep-session': 'true' },
  };
}

export { launchBrowser };

/**
 * A new page whose API calls fail with 503 unless a test routes them itself: no BFF exists yet, and
 * the pages must render without API data anyway.
 */
export async function openPage(browser: Browser, opts: NewPageOptions = {}): Promise<Page> {
  const page = await newPage(browser, BASE_URL, opts);
  await page.route('**/api/**', (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: '{"statusCode":503}' }),
  );
  return page;
}

export const pathname = (page: Page) => new URL(page.url()).pathname;

/**
 * Text of the page's main heading once the router has settled: the guard runs before anything
 * renders, so the first h1 already belongs to the final location.
 */
export async function mainHeading(page: Page): Promise<string> {
  const h1 = page.locator('h1').first();
  await h1.waitFor({ state: 'visible' });
  return (await h1.innerText()).trim();
}

/** After a client-side navigation: the URL changes before React renders, so wait for the new title. */
export async function waitForHeading(page: Page, text: string): Promise<void> {
  await page.locator('h1', { hasText: text }).first().waitFor({ state: 'visible' });
}

/** Goes to a path and returns where the app ended up and the heading it shows there. */
export async function visit(page: Page, path: string): Promise<{ path: string; heading: string }> {
  await page.goto(path);
  const heading = await mainHeading(page);
  return { path: pathname(page), heading };
}

export async function closeAll(pages: Page[]) {
  await Promise.all(pages.map((page) => page.context().close()));
}
