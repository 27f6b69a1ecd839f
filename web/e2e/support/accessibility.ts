import axe, { type AxeResults, type ImpactValue, type RunOptions } from 'axe-core';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';

/** What fails a page: WCAG AA barriers axe-core rates serious or critical. */
const FAILING_IMPACTS: readonly ImpactValue[] = ['serious', 'critical'];

const RUN_OPTIONS: RunOptions = {
  // Off by default as "experimental"; WCAG 2.5.3 (a link's name contains its visible text) is checked here.
  rules: { 'label-content-name-mismatch': { enabled: true } },
  resultTypes: ['violations'],
};

type AxeWindow = { axe?: { run(context: unknown, options: RunOptions): Promise<AxeResults> } };

/**
 * Runs axe-core in the page as it is now and throws on any serious or critical violation, naming
 * each rule, its impact and the elements it found. The script is evaluated through the DevTools
 * protocol, so the page's Content-Security-Policy does not stop it.
 */
export async function expectAccessible(page: Page): Promise<void> {
  const loaded = await page.evaluate(() => Boolean((globalThis as AxeWindow).axe));
  if (!loaded) await page.evaluate(axe.source);
  const results = await page.evaluate(
    (options) => (globalThis as AxeWindow).axe!.run(document, options),
    RUN_OPTIONS,
  );
  const failing = results.violations.filter((violation) =>
    FAILING_IMPACTS.includes(violation.impact ?? 'minor'),
  );
  if (failing.length === 0) return;
  const report = failing.map((violation) => {
    const nodes = violation.nodes
      .slice(0, 5)
      .map(
        (node) =>
          `    ${node.target.join(' ')}\n      ${(node.failureSummary ?? '').replace(/\n/g, '\n      ')}`,
      );
    return `  [${violation.impact}] ${violation.id}: ${violation.help} (${violation.nodes.length} element(s))\n${nodes.join('\n')}`;
  });
  throw new Error(
    `axe-core: ${failing.length} serious/critical violation(s) on ${page.url()}\n${report.join('\n')}`,
  );
}

/** With E2E_SCREENSHOTS=<dir>, each checked screen is saved there to be looked at. */
export async function screenshot(page: Page, name: string) {
  const dir = process.env.E2E_SCREENSHOTS;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `${name}.png`), fullPage: true });
}

/** axe-core at a laptop's and a phone's width (and a screenshot of each). */
export async function accessibleAtBothWidths(page: Page, name: string) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(200);
    await expectAccessible(page);
    await screenshot(page, `${name}-${width}`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}
