import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { chromium, type Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { browserTest } from '../support/browser';
import { openAppWithNotificationsAllowed } from '../support/browser-notifications';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../support/chromium';
import { APP_URL } from '../support/emulators';
import {
  pushDelivery,
  pushWithNoWindowOpen,
  SCOPE,
  shownNotifications,
  WORKER_URL,
} from '../support/push-delivery';

const it = browserTest({ context: { serviceWorkers: 'allow' } });

const builtWorker = new URL('../../web/dist/sw.js', import.meta.url);

/** Waits until the app's worker is active and controls the page; answers its script's address. */
async function appWorkerInControl(page: Page): Promise<string> {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 15_000 });
  return page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? '');
}

describe('the installable app', () => {
  it('has a manifest Chromium accepts for installing, with its icons', async () => {
    // A profile on disk, as a person's browser has: Chromium installs nothing from incognito.
    const profile = mkdtempSync(join(tmpdir(), 'dropwise-install-'));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_FLAGS,
      headless: true,
    });
    try {
      const page = await context.newPage();
      await page.goto(`${APP_URL}/`);
      await page.waitForLoadState('networkidle');
      const session = await context.newCDPSession(page);
      const { installabilityErrors } = (await session.send('Page.getInstallabilityErrors')) as {
        installabilityErrors: { errorId: string }[];
      };
      expect(installabilityErrors).toEqual([]);
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }

    const manifest = (await (await fetch(`${APP_URL}/manifest.webmanifest`)).json()) as {
      display: string;
      start_url: string;
      theme_color: string;
      icons: { src: string; sizes: string; purpose: string }[];
    };
    expect(manifest).toMatchObject({ display: 'standalone', start_url: '/', theme_color: '#0b7a75' });
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of manifest.icons) {
      const response = await fetch(`${APP_URL}${icon.src}`);
      expect(response.headers.get('content-type')).toBe('image/png');
    }
  });

  it('opens with no network after one visit to the courses, and says it is offline', async ({
    page,
    context,
  }) => {
    await page.goto(`${APP_URL}/education`);
    expect(await appWorkerInControl(page)).toBe(`${APP_URL}/sw.js`);

    await context.setOffline(true);
    // The app's own pages, never visited online: never the browser's offline page.
    for (const path of ['/', '/riderHistory', '/bookRider']) {
      await page.goto(`${APP_URL}${path}`);
      await expect
        .poll(() => page.getByRole('status').filter({ hasText: 'You are offline.' }).count(), {
          timeout: 15_000,
        })
        .toBe(1);
    }
    // The signed-out customer is sent to sign in, a screen whose code came from the worker's cache.
    await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 15_000 });
    expect(await page.evaluate(() => navigator.onLine)).toBe(false);

    await context.setOffline(false);
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'You are offline.' }).count(), {
        timeout: 10_000,
      })
      .toBe(0);
  });

  it('offers a reload when a new version has been deployed, and the reload takes it', async ({ page }) => {
    await page.goto(`${APP_URL}/login`);
    const firstWorker = await appWorkerInControl(page);
    expect(firstWorker).toBe(`${APP_URL}/sw.js`);

    // A deploy changes the worker's list of files; here index.html gets a new revision.
    const deployed = readFileSync(builtWorker, 'utf8');
    const redeployed = deployed.replace(
      /(\{url:"index\.html",revision:")([^"]+)(")/,
      (_all, start: string, _revision: string, end: string) => `${start}${randomUUID()}${end}`,
    );
    expect(redeployed).not.toBe(deployed);
    writeFileSync(builtWorker, redeployed);
    try {
      await page.reload();
      const prompt = page.getByRole('status').filter({ hasText: 'A new version of Dropwise is ready.' });
      await prompt.waitFor({ timeout: 30_000 });
      expect(
        await page.evaluate(async () =>
          Boolean((await navigator.serviceWorker.getRegistration('/'))?.waiting),
        ),
      ).toBe(true);

      await Promise.all([page.waitForEvent('load'), prompt.getByRole('button', { name: 'Reload' }).click()]);
      await page.waitForFunction(
        async () => !(await navigator.serviceWorker.getRegistration('/'))?.waiting,
        null,
        {
          timeout: 15_000,
        },
      );
      expect(await prompt.count()).toBe(0);
    } finally {
      writeFileSync(builtWorker, deployed);
    }
  });

  it('lives beside the push worker: each keeps its own scope and a push still shows', async ({ page }) => {
    await openAppWithNotificationsAllowed(page);
    await appWorkerInControl(page);
    const delivery = await pushDelivery(page);
    await page.evaluate(([url, scope]) => navigator.serviceWorker.register(url, { scope }), [
      WORKER_URL,
      SCOPE,
    ] as const);

    const scopes = await page.evaluate(async () =>
      (await navigator.serviceWorker.getRegistrations())
        .map((registration) => new URL(registration.scope).pathname)
        .sort(),
    );
    expect(scopes).toEqual(['/', `${SCOPE}`]);
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(`${APP_URL}/sw.js`);

    const body = await pushWithNoWindowOpen(page, delivery, {
      notificationId: 'n-beside-app-worker',
      title: 'Picked up',
      text: 'Your ride has started',
    });
    const shownBodies = async () => (await shownNotifications(page)).map((shown) => shown.body);
    await expect.poll(shownBodies, { timeout: 10_000 }).toContain(body);
  });
});
