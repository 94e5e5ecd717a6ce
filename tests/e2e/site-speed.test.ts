import { describe, expect } from 'vitest';
import { testDb } from '../support/admin-sdk';
import { browserTest } from '../support/browser';
import { pagePaths } from '@dropwise/domain/page-paths';
import { signInDemoAdmin } from '../support/browser-sign-in';
import { APP_URL } from '../support/emulators';
import { STORED_WEB_VITAL_KEYS } from '../support/web-vital-keys';
import { WEB_VITALS } from '@dropwise/domain/collections';

const it = browserTest({
  // The app does not report from automated browsers; this one plays a person's browser.
  prepareContext: (context) =>
    context.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false });
    }),
});

const METRICS = ['CLS', 'FCP', 'LCP', 'TTFB'];

async function samplesSince(route: string, since: Date): Promise<string[]> {
  const snapshot = await testDb.collection(WEB_VITALS).where('route', '==', route).get();
  return snapshot.docs
    .filter((doc) => (doc.get('createdAt')?.toDate() ?? new Date(0)) >= since)
    .map((doc) => String(doc.get('name')))
    .sort();
}

async function waitForSamples(route: string, since: Date, names: string[]): Promise<string[]> {
  const deadline = Date.now() + 30_000;
  let found: string[] = [];
  while (Date.now() < deadline) {
    found = await samplesSince(route, since);
    if (names.every((name) => found.includes(name))) return found;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return found;
}

describe('real-user speed reporting and the Site speed screen in Chromium', () => {
  it('a visit sends each metric once with the route pattern and nothing personal, and Site speed shows it', async ({
    page,
  }) => {
    const since = new Date(Date.now() - 1000);
    await page.goto(`${APP_URL}/eduform/BCA`);
    await page.getByRole('heading', { name: /Enrolment for/ }).waitFor();
    // A person sees the page painted before typing; input ends the search for the largest paint,
    // so typing before the first one is recorded (a loaded machine) would leave no LCP to send.
    await page.evaluate(
      () =>
        new Promise<void>((painted) =>
          new PerformanceObserver(() => painted()).observe({
            type: 'largest-contentful-paint',
            buffered: true,
          }),
        ),
    );
    await page.getByLabel('Full Name').fill('Asha Kumari');
    // The reporter loads once the page is idle; while the visitor stays, it sends nothing.
    await page.waitForFunction(() =>
      performance.getEntriesByType('resource').some((entry) => entry.name.includes('report-web-vitals')),
    );
    await page.getByLabel('Full Name').fill('Asha Kumari Devi');
    // Long enough for a beacon sent at once to have been stored.
    await page.waitForTimeout(2000);
    expect(await samplesSince('/eduform/:course', since)).toEqual([]);

    // Leaving the page (hidden) sends every metric by sendBeacon as the page unloads.
    await page.goto(`${APP_URL}/privacy-policy`);
    const sent = await waitForSamples('/eduform/:course', since, METRICS);
    for (const name of METRICS) {
      expect(
        sent.filter((found) => found === name),
        `${name} stored once`,
      ).toHaveLength(1);
    }
    expect(sent.filter((found) => found === 'INP').length).toBeLessThanOrEqual(1);

    // What was stored is the metric, the route pattern and the navigation type: nothing personal.
    const stored = await testDb.collection(WEB_VITALS).where('route', '==', '/eduform/:course').get();
    const fromThisVisit = stored.docs.filter((doc) => doc.get('createdAt').toDate() >= since);
    for (const doc of fromThisVisit) {
      expect(Object.keys(doc.data()).sort()).toEqual(STORED_WEB_VITAL_KEYS);
      expect(JSON.stringify(doc.data())).not.toMatch(/BCA|Asha|127\.0\.0\.1|http/);
    }

    await signInDemoAdmin(page, pagePaths.siteSpeed);
    await page.getByRole('heading', { name: 'Site speed', level: 1 }).waitFor();
    await expect(page.getByRole('link', { name: 'Site speed' }).getAttribute('aria-current')).resolves.toBe(
      'page',
    );

    const table = page.getByRole('table', { name: '75th percentile per route and metric' });
    await table.waitFor();
    for (const name of ['LCP', 'FCP', 'TTFB', 'CLS']) {
      const row = table.getByRole('row').filter({ hasText: '/eduform/:course' }).filter({ hasText: name });
      await expect(row.count()).resolves.toBe(1);
      const p75 = (await row.getByTestId('p75').textContent()) ?? '';
      expect(p75).toMatch(name === 'CLS' ? /^\d+\.\d\d$/ : /^\d+ ms$|^\d+\.\d\d s$/);
      expect(await row.textContent()).toMatch(/Good|Needs improvement|Poor/);
      await expect(
        row
          .getByRole('img', { name: new RegExp(`^${name} on /eduform/:course, daily 75th percentile`) })
          .count(),
      ).resolves.toBe(1);
    }
  });

  it('a browser driven by automation (navigator.webdriver) sends no reports', async ({ browser }) => {
    const automated = await browser.newContext();
    try {
      const since = new Date(Date.now() - 1000);
      const automatedPage = await automated.newPage();
      await automatedPage.goto(`${APP_URL}/education`);
      await automatedPage.getByRole('heading', { level: 2 }).first().waitFor();
      expect(await automatedPage.evaluate(() => navigator.webdriver)).toBe(true);
      // Long enough for the idle-time reporter to have loaded, had this browser been a person's.
      await automatedPage.waitForTimeout(4000);
      await automatedPage.goto(`${APP_URL}/privacy-policy`);
      // As long as the person's visit above allows a beacon sent on leaving to be stored.
      await automatedPage.waitForTimeout(2000);
      expect(await samplesSince('/education', since)).toEqual([]);
    } finally {
      await automated.close();
    }
  });
});
