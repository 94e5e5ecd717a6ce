import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { browserTest, trackConsoleErrors } from '../support/browser';
import { APP_URL } from '../support/emulators';

// An English-speaking browser: Hosting serves the English page and the app starts in English.
const it = browserTest({ context: { locale: 'en-IN', viewport: { width: 390, height: 844 } } });

const pages = [
  { path: '/education', english: 'Dropwise Education courses', marathi: 'Dropwise शिक्षण अभ्यासक्रम' },
  { path: '/eduform/BCA', english: 'Enrolment for BCA', marathi: 'प्रवेश नोंदणी: BCA' },
] as const;

/** The entry chunk the pre-rendered page's loader adds once it has painted (prerender-plugin.ts). */
async function entryChunkOf(path: string): Promise<string> {
  const html = await (await fetch(`${APP_URL}${path}`, { headers: { 'Accept-Language': 'en' } })).text();
  const entry = /\}\)\("(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  if (!entry) throw new Error(`${path}: no entry chunk in the pre-rendered page's loader`);
  return entry;
}

/**
 * Holds the app's entry chunk until `release` is called: the page stays as Hosting sent it, painted
 * and with its language select working, but with no app listening to it, as on a slow phone.
 */
async function holdApp(page: Page, entry: string) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let asked = () => {};
  const requested = new Promise<void>((resolve) => (asked = resolve));
  await page.route(`${APP_URL}${entry}`, async (route) => {
    asked();
    await released;
    await route.continue();
  });
  return { requested, release };
}

describe('a language chosen on a pre-rendered page before the app has started', () => {
  for (const shown of pages) {
    it(`${shown.path}: मराठी picked before hydration is the page's language once the app is up`, async ({
      page,
    }) => {
      const consoleErrors = trackConsoleErrors(page);
      const app = await holdApp(page, await entryChunkOf(shown.path));
      await page.goto(`${APP_URL}${shown.path}`, { waitUntil: 'commit' });
      // The loader asks for the app only after the first paint: the page is on screen now.
      await app.requested;
      const heading = page.getByRole('heading', { level: 1 });
      expect(await heading.textContent()).toBe(shown.english);

      await page.locator('.edu-topbar select').selectOption('mr');
      // Nothing has run that could act on the choice yet.
      expect(await page.getAttribute('html', 'lang')).toBe('en');
      app.release();

      await expect.poll(async () => heading.textContent(), { timeout: 15_000 }).toBe(shown.marathi);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('mr');
      expect(await page.locator('.edu-topbar select').inputValue()).toBe('mr');
      // The choice is remembered like any other: the next load is served in Marathi.
      await page.unrouteAll();
      await page.reload();
      expect(await heading.textContent()).toBe(shown.marathi);
      expect(consoleErrors).toEqual([]);
    });
  }
});
