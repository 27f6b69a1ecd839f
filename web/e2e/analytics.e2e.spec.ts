import { api, createUser, demoSession, eventually, signIn, type Session } from '@envios/testing';
import { canSee, ROLES, type Role } from '@envios/domain';
import type { Browser, Page } from 'playwright-core';
import { accessibleAtBothWidths } from './support/accessibility';
import { launchBrowser, openPage, storageFor, visit } from './support/app';
import { network, paidEstafetaGuide } from './support/guides';

jest.setTimeout(240_000);

let browser: Browser;
// A client of its own with two paid guides, one of them delivered: its figures are known exactly.
let owner: Session;
beforeAll(async () => {
  browser = await launchBrowser();
  const account = await createUser({ rol: 'client' });
  owner = await signIn(account.email, account.password);
  const [first] = [await paidEstafetaGuide(owner), await paidEstafetaGuide(owner)];
  await network('register', { carrier: 'ESTAFETA', trackingNumber: first.guide, scenario: 'normal' });
  await network('advance', { carrier: 'ESTAFETA', trackingNumber: first.guide, to: 'delivered' });
  // The reports service follows the shipments' events; wait until it counts both and the delivery.
  await eventually(
    async () => {
      await api('GET', '/tracking/all', { token: owner.token });
      const r = await api('GET', '/reports/shipments-report', { token: owner.token });
      return r.status === 200 && r.body.totalGenerated === 2 && r.body.totalDelivered === 1 && r.body;
    },
    { timeoutMs: 90_000, intervalMs: 2_000, what: "the client's figures in the reports" },
  );
});
afterAll(async () => {
  await browser?.close();
});

const chart = (page: Page, id: string) => page.getByTestId(`chart-${id}`);
const kpi = (page: Page, label: string) => page.getByTestId('kpi-card').filter({ hasText: label });
const CHARTS = ['cities', 'destinations', 'carriers', 'types', 'efficiency'];
const carrierFilter = (page: Page) => page.getByRole('combobox', { name: 'Paquetería' });

/** A session of the role: staff's demo accounts; a client and a user of their own (others' tests change the demo ones). */
async function sessionOf(role: Role): Promise<Session> {
  if (role !== 'client' && role !== 'user') return demoSession(role);
  const account = await createUser({ rol: role });
  return signIn(account.email, account.password);
}

/** Every figure has left its loading state (ready, empty or failed). */
async function chartsSettled(page: Page, ids: string[]) {
  for (const id of ids) await chart(page, id).and(page.locator(':not([data-state="loading"])')).waitFor();
}

/** Report requests the page makes, to know what it asked for and what it never asked for. */
function reportRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/v1/reports/')) urls.push(request.url());
  });
  return urls;
}

describe('analytics: the Dashboard of a client with shipments', () => {
  it('shows the KPIs and the figures of its shipments, without the recharges chart', async () => {
    const page = await openPage(browser, { storage: storageFor(owner) });
    const requested = reportRequests(page);
    const refreshed = page.waitForRequest((r) => r.url().endsWith('/api/v1/tracking/all'));
    await visit(page, '/dashboard');
    // The tracking of its guides is refreshed on load, as before.
    await refreshed;

    await kpi(page, 'Generados').getByText('2', { exact: true }).waitFor();
    expect(await kpi(page, 'En tránsito').innerText()).toMatch(/\d/);
    expect(await kpi(page, 'Entregados').innerText()).toMatch(/\b1\b/);

    await chartsSettled(page, CHARTS);
    for (const id of CHARTS) expect(await chart(page, id).getAttribute('data-state')).toBe('ready');
    // Each ApexCharts figure is drawn (after its lazy chunk) and named with its figures.
    for (const id of ['cities', 'carriers', 'types', 'efficiency'])
      await chart(page, id).locator('svg.apexcharts-svg').first().waitFor();
    expect(await chart(page, 'cities').locator('svg.apexcharts-svg').getAttribute('aria-label')).toContain(
      'Monterrey: 2 envíos',
    );
    expect(await chart(page, 'carriers').locator('svg.apexcharts-svg').getAttribute('aria-label')).toContain(
      'Estafeta: 2 envíos',
    );
    const types = chart(page, 'types');
    expect(await types.locator('svg.apexcharts-svg').getAttribute('aria-label')).toContain(
      'Sobre: 0 envíos; Caja: 2 envíos; Tarima: 0 envíos',
    );
    for (const label of ['Sobre', 'Caja', 'Tarima']) await types.getByText(label, { exact: true }).waitFor();
    // Delivered the same day it was labelled: within the promised days.
    const efficiency = chart(page, 'efficiency');
    expect(await efficiency.innerText()).toContain('dentro de los días de tránsito');
    expect(await efficiency.locator('svg.apexcharts-svg').getAttribute('aria-label')).toMatch(/100 %/);
    // The axis ends at 100 % (each label also carries its value as a tooltip title).
    const axis = await efficiency.locator('.apexcharts-yaxis-label').allTextContents();
    expect(axis[0]).toMatch(/^100 %/);

    const destination = page.getByTestId('destination-row').first();
    expect(await destination.innerText()).toContain('Monterrey');
    expect(await destination.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');

    // The recharges chart is not for a client: neither shown nor asked for.
    expect(await chart(page, 'recharges').count()).toBe(0);
    expect(requested.some((url) => url.includes('prepaids-per-month'))).toBe(false);
    await accessibleAtBothWidths(page, 'dashboard-client-with-data');
    await page.context().close();
  });

  it('asks for every figure again when a filter changes', async () => {
    const page = await openPage(browser, { storage: storageFor(owner) });
    await visit(page, '/dashboard');
    await kpi(page, 'Generados').getByText('2', { exact: true }).waitFor();
    await chartsSettled(page, CHARTS);

    const requested = reportRequests(page);
    await carrierFilter(page).selectOption('DHL');
    // No DHL shipments: everything is empty, and each figure was asked for with the filter.
    await kpi(page, 'Generados').getByText('0', { exact: true }).waitFor();
    await chartsSettled(page, CHARTS);
    for (const id of CHARTS) expect(await chart(page, id).getAttribute('data-state')).toBe('empty');
    const paths = requested.filter((url) => url.includes('carrier=DHL')).map((url) => new URL(url).pathname);
    expect(new Set(paths)).toEqual(
      new Set(
        [
          'shipments-report',
          'shipments-city',
          'top-destination',
          'total-by-carrier',
          'shipments-by-type',
          'eficiencia-per-shipment',
        ].map((name) => `/api/v1/reports/${name}`),
      ),
    );
    await accessibleAtBothWidths(page, 'dashboard-client-empty');

    // Back to every carrier; an inverted period is refused before anything is asked.
    await carrierFilter(page).selectOption('');
    await kpi(page, 'Generados').getByText('2', { exact: true }).waitFor();
    await page.getByTestId('report-filters').getByLabel('Desde').fill('2025-03-10');
    await page.getByTestId('report-filters').getByLabel('Hasta').fill('2025-03-01');
    await page
      .getByTestId('period-problem')
      .getByText('La fecha inicial debe ser anterior o igual a la final.')
      .waitFor();
    await page.context().close();
  });
});

describe('analytics: the Dashboard of each role', () => {
  it.each(ROLES)('%s sees the KPIs and its figures; the recharges chart only where allowed', async (role) => {
    const session = await sessionOf(role);
    const page = await openPage(browser, { storage: storageFor(session) });
    const requested = reportRequests(page);
    await visit(page, '/dashboard');
    await page.getByTestId('kpi-card').first().getByText(/^\d+$/).waitFor();
    const shown = canSee(role, 'analytics.rechargesChart');
    const ids = shown ? [...CHARTS, 'recharges'] : CHARTS;
    await chartsSettled(page, ids);
    for (const id of ids) expect(await chart(page, id).getAttribute('data-state')).not.toBe('error');
    expect(await chart(page, 'recharges').count()).toBe(shown ? 1 : 0);
    expect(requested.some((url) => url.includes('prepaids-per-month'))).toBe(shown);
    if (role === 'superadmin') {
      // Every wallet's top-ups of the month, the staff credits of these tests among them.
      expect(await chart(page, 'recharges').getAttribute('data-state')).toBe('ready');
      await chart(page, 'recharges').locator('svg.apexcharts-svg').waitFor();
    }
    await page.waitForTimeout(400);
    await accessibleAtBothWidths(page, `dashboard-${role}`);
    await page.context().close();
  });
});
