import { describe, expect } from 'vitest';
import { browserTest } from '../support/browser';
import { APP_URL } from '../support/emulators';

const it = browserTest();

describe('app shell in Chromium', () => {
  it('shows the 404 page with a Go Home link for an unknown path', async ({ page }) => {
    await page.goto(`${APP_URL}/no/such/page`);
    await page.getByRole('heading', { name: 'Oops! Page not found.' }).waitFor();
    await page.getByRole('link', { name: 'Go Home' }).click();
    await page.waitForURL(`${APP_URL}/`);
  });

  it('loads a lazy route and matches paths without regard to case', async ({ page }) => {
    await page.goto(`${APP_URL}/privacy-policy`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    const lower = await page.getByRole('heading', { level: 1 }).first().textContent();

    await page.goto(`${APP_URL}/eadmin`);
    const lowerAdmin = await page.getByRole('heading', { level: 1 }).first().textContent();
    await page.goto(`${APP_URL}/Eadmin`);
    const upperAdmin = await page.getByRole('heading', { level: 1 }).first().textContent();

    expect(lower).toMatch(/privacy/i);
    expect(lowerAdmin).toBe(upperAdmin);
    expect(await page.getByText('Oops! Page not found.').count()).toBe(0);
  });

  it('serves a deep link on reload through the SPA fallback', async ({ page }) => {
    await page.goto(`${APP_URL}/admin/shop/some-shop`);
    await page.reload();
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await page.getByText('Oops! Page not found.').count()).toBe(0);
  });

  it('reloads once when a lazy chunk fails, then offers a retry instead of a blank page', async ({
    page,
  }) => {
    await page.route('**/assets/privacy-policy-page-*.js', (route) => route.abort());
    let loads = 0;
    page.on('load', () => loads++);
    await page.goto(`${APP_URL}/privacy-policy`);
    await page.getByRole('button', { name: 'Try again' }).waitFor();
    expect(loads).toBe(2);
    expect(await page.getByText('Part of the app could not be loaded').count()).toBe(1);

    await page.unroute('**/assets/privacy-policy-page-*.js');
    await page.getByRole('button', { name: 'Try again' }).click();
    await page
      .getByRole('heading', { name: /privacy/i })
      .first()
      .waitFor();
  });
});
