import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { APP_URL } from './emulators';

const require = createRequire(import.meta.url);
const AXE_SCRIPT = require.resolve('axe-core/axe.min.js');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

/**
 * Runs axe-core (WCAG 2.0/2.1 A and AA rules plus best practices) in the page as it is now and
 * answers the serious and critical violations, each with the elements it found them on, so a
 * failing test says what to fix and where.
 */
export async function seriousAxeViolations(page: Page): Promise<AxeViolation[]> {
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.addScriptTag({ path: AXE_SCRIPT });
  return page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run: (context: Document, options: unknown) => Promise<unknown> } }
    ).axe;
    const results = (await axe.run(document, { resultTypes: ['violations'] })) as {
      violations: Array<{
        id: string;
        impact: string | null;
        help: string;
        nodes: Array<{ target: unknown[] }>;
      }>;
    };
    return results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => ({
        id: violation.id,
        impact: violation.impact,
        help: violation.help,
        targets: violation.nodes.slice(0, 5).map((node) => node.target.map(String).join(' ')),
      }));
  });
}

/**
 * Waits until a screen has settled: its main heading is shown and nothing says it is still
 * loading or counting (live screens never reach network idle, since their listeners stay open).
 */
export async function waitForScreen(page: Page): Promise<void> {
  await page.locator('h1').first().waitFor();
  await page
    // "Loading" in English, Hindi and Marathi (the app's common message).
    .waitForFunction(
      () => !/Loading|Counting|Checking|लोड हो रहा है|लोड होत आहे/.test(document.body.innerText),
      undefined,
      {
        timeout: 15_000,
      },
    )
    .catch(() => undefined);
}

/**
 * Visits each path and answers what is wrong, keyed by path (empty when all pass): axe's serious
 * and critical violations, and, when `language` is given, an `<html lang>` that does not name it.
 */
export async function auditRoutes(
  page: Page,
  paths: string[],
  language?: string,
): Promise<Record<string, AxeViolation[] | string>> {
  const found: Record<string, AxeViolation[] | string> = {};
  for (const path of paths) {
    await page.goto(`${APP_URL}${path}`);
    await waitForScreen(page);
    if (language) {
      const lang = await page.evaluate(() => document.documentElement.lang);
      if (lang !== language) found[`${path} lang`] = lang;
    }
    const violations = await seriousAxeViolations(page);
    if (violations.length > 0) found[path] = violations;
  }
  return found;
}
