import { createRequire } from 'node:module';
import fs from 'node:fs';
import type { Page } from 'playwright-core';
import type { AxeResults, Result } from 'axe-core';

const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Makes `window.axe` available in every document the page loads from now on. */
export async function injectAxe(page: Page): Promise<void> {
  await page.addInitScript(AXE_SOURCE);
}

const runAxe = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as { axe: { run(context: Document, options: object): Promise<AxeResults> } }).axe.run(document, {
      resultTypes: ['violations'],
    }),
  );

/**
 * The violations a keyboard or screen-reader user would be stopped by: axe's serious and critical ones.
 * A page that hands the browser on (sso/index to the school's CAS entry) is checked where it lands.
 */
export async function seriousViolations(page: Page): Promise<Result[]> {
  const results = await runAxe(page).catch(async (error: Error) => {
    if (!/Execution context was destroyed/.test(error.message)) throw error;
    await page.waitForLoadState('load');
    return runAxe(page);
  });
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

/** One line per violation and its first elements, for a failure message a person can act on. */
export const describeViolations = (violations: Result[]): string =>
  violations
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`)
    .join('\n');
