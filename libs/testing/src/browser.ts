import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { appUrl } from './stack';

/** Debian's Chromium unless CHROMIUM_PATH points elsewhere. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-quic',
      '--no-first-run',
    ],
  });
}

export interface StorageSeed {
  /** Written to window.localStorage before any script of the page runs. */
  local?: Record<string, string>;
  /** Written to window.sessionStorage before any script of the page runs. */
  session?: Record<string, string>;
}

export interface NewPageOptions {
  viewport?: { width: number; height: number };
  storage?: StorageSeed;
}

/**
 * Seeds local and session storage in every document the context loads, before the app starts, so
 * a test can begin signed in (or with stale credentials) without going through the sign-in form.
 * It runs again on each full page load; client-side navigations do not re-run it.
 */
export async function seedStorage(context: BrowserContext, seed: StorageSeed): Promise<void> {
  await context.addInitScript((data: StorageSeed) => {
    // Runs in the page; this library is compiled without DOM types.
    type KeyValueStore = { setItem(key: string, value: string): void };
    const page = globalThis as unknown as { localStorage: KeyValueStore; sessionStorage: KeyValueStore };
    for (const [key, value] of Object.entries(data.local ?? {})) page.localStorage.setItem(key, value);
    for (const [key, value] of Object.entries(data.session ?? {})) page.sessionStorage.setItem(key, value);
  }, seed);
}

/** A page in a fresh context (own storage and cookies) set up as a visitor from Mexico. */
export async function newPage(browser: Browser, baseUrl: string, opts: NewPageOptions = {}): Promise<Page> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    locale: 'es-MX',
    timezoneId: 'America/Mexico_City',
    // The app drops its transitions for it (theme respectReducedMotion): a click during a modal's
    // entrance could land where the button was a frame earlier and be lost under load.
    reducedMotion: 'reduce',
    ...(opts.viewport ? { viewport: opts.viewport } : {}),
  });
  if (opts.storage) await seedStorage(context, opts.storage);
  return context.newPage();
}

/**
 * Where the browser tests open the app: E2E_BASE_URL when set, otherwise the BFF of the running
 * stack (test profile unless ENVIOS_PROFILE says otherwise), which serves the built web and the API.
 */
export function e2eBaseUrl(): string {
  const url = process.env.E2E_BASE_URL || appUrl('bff');
  return url.replace(/\/+$/, '');
}
