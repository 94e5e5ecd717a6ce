import { mkdir } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { testDb } from '../support/admin-sdk';
import { type BrowserFixtures, browserTest } from '../support/browser';
import { signInDemoAdmin } from '../support/browser-sign-in';
import { APP_URL } from '../support/emulators';
import { tabAndPress, tabTo } from '../support/keyboard';
import { madePendingOrders, newestPending, pendingCount, pendingOrder } from '../support/pending-orders';
import { ORDERS } from '@dropwise/domain/collections';

const it = browserTest();

const SCREENSHOTS = '.cache/screenshots';
/** Waits for a value on a loaded machine (live updates and counts can take seconds here). */
const poll = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 30_000, interval: 250 });

/** The elements that reach past the right edge of the screen (the cause of sideways scrolling). */
const tooWide = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll('body *'))
      .filter((element) => !element.closest('.visually-hidden, thead'))
      .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 0.5)
      .slice(0, 5)
      .map(
        (element) =>
          `${element.tagName.toLowerCase()}.${element.className} ${element.textContent?.slice(0, 40)}`,
      ),
  );

const rowIds = (page: Page) =>
  page
    .getByRole('table', { name: 'Pending orders' })
    .locator('tbody tr[data-order-id]')
    .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-order-id') ?? ''));

describe('the dispatch board in Chromium', () => {
  async function adminPage(
    openPage: BrowserFixtures['openPage'],
    width: number,
    height: number,
  ): Promise<Page> {
    const { page } = await openPage({ viewport: { width, height } });
    await signInDemoAdmin(page);
    return page;
  }

  beforeAll(async () => {
    // More than a page of waiting orders, one at a time so each has its own creation time.
    for (let index = 0; index < 27; index += 1) await pendingOrder(index);
  });
  afterAll(async () => {
    // Leave no pending orders behind for the other suites' boards.
    await Promise.all(madePendingOrders.map((id) => testDb.doc(`${ORDERS}/${id}`).delete()));
  });

  it('lists pending orders 25 a page, newest first, with the number waiting, and pages on', async ({
    openPage,
  }) => {
    const page = await adminPage(openPage, 1280, 900);
    const waiting = page.getByTestId('waiting-count');
    await poll(async () => waiting.textContent()).toBe(`${await pendingCount()} waiting`);
    await poll(async () => (await rowIds(page)).length).toBe(25);
    expect(await rowIds(page)).toEqual(await newestPending(25));

    const pager = page.getByRole('group', { name: 'Pending orders pages' });
    await pager.getByRole('button', { name: 'Next page' }).click();
    await pager.getByText('Page 2').waitFor();
    const secondPage = (await newestPending(50)).slice(25);
    await poll(async () => rowIds(page)).toEqual(secondPage);
    await pager.getByRole('button', { name: 'Previous page' }).click();
    await poll(async () => (await rowIds(page))[0]).toBe((await newestPending(1))[0]);

    // Each row's controls are short on screen and name their order for assistive technology.
    const first = (await rowIds(page))[0]!;
    const accept = page.getByRole('button', { name: `Accept order ${first}` });
    expect(await accept.textContent()).toBe('Accept');
    expect(await page.getByRole('button', { name: `Cancel order ${first}` }).textContent()).toBe('Cancel');
  });

  it('shows a new order live, and holds the list still while the admin is on a row', async ({ openPage }) => {
    const page = await adminPage(openPage, 1280, 900);
    await poll(async () => (await rowIds(page)).length).toBe(25);
    const before = await pendingCount();

    // Away from the list: a new order appears at the top without a reload, and the count follows.
    const fresh = await pendingOrder(90);
    await poll(async () => (await rowIds(page))[0]).toBe(fresh);
    await poll(async () => page.getByTestId('waiting-count').textContent()).toBe(`${before + 1} waiting`);

    // On a row: the row stays where it is while another order arrives and this one is accepted.
    const target = (await rowIds(page))[2]!;
    const row = page.getByRole('table', { name: 'Pending orders' }).locator(`tr[data-order-id="${target}"]`);
    await row.getByRole('button', { name: `Accept order ${target}` }).hover();
    const top = (await row.boundingBox())!.y;
    const arriving = await pendingOrder(91);
    await page.getByText('1 new order will show when you move away from the list.').waitFor();
    expect((await row.boundingBox())!.y).toBe(top);
    expect(await rowIds(page)).not.toContain(arriving);

    await row.getByRole('button', { name: `Accept order ${target}` }).click();
    await page.getByRole('status').filter({ hasText: 'Order accepted' }).waitFor();
    await row.getByText('Accepted', { exact: true }).waitFor();
    expect((await row.boundingBox())!.y).toBe(top);
    expect((await testDb.doc(`${ORDERS}/${target}`).get()).get('status')).toBe('accepted');

    // Moving away lets the list catch up: the new order on top, the accepted one gone.
    await page.mouse.move(5, 5);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await poll(async () => (await rowIds(page))[0]).toBe(arriving);
    await row.waitFor({ state: 'detached' });
  });

  it('cancels with a reason from a dialog, by keyboard alone', async ({ openPage }) => {
    const page = await adminPage(openPage, 1280, 900);
    const orderId = await pendingOrder(92);
    await page
      .getByRole('table', { name: 'Pending orders' })
      .locator(`tr[data-order-id="${orderId}"]`)
      .waitFor();
    await tabAndPress(page, page.getByRole('button', { name: `Cancel order ${orderId}` }), 'Cancel');
    const dialog = page.getByRole('dialog', { name: 'Cancel order' });
    await dialog.waitFor();
    // Escape closes it and nothing changes.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect((await testDb.doc(`${ORDERS}/${orderId}`).get()).get('status')).toBe('pending');

    await tabAndPress(page, page.getByRole('button', { name: `Cancel order ${orderId}` }), 'Cancel');
    await tabTo(page, dialog.getByLabel('Reason'), 'Reason');
    await page.keyboard.type('Duplicate booking');
    await tabAndPress(page, dialog.getByRole('button', { name: 'Confirm cancel' }), 'Confirm cancel');
    await page.getByRole('status').filter({ hasText: 'Order cancelled' }).waitFor();
    await dialog.waitFor({ state: 'hidden' });
    expect((await testDb.doc(`${ORDERS}/${orderId}`).get()).data()).toMatchObject({
      status: 'cancelled',
      cancelReason: 'Duplicate booking',
    });
  });

  it('draws orders per day for 14 days, and turns the tables into cards on a phone; screenshots at 1280 and 390 px', async ({
    openPage,
  }) => {
    await mkdir(SCREENSHOTS, { recursive: true });
    const widePage = await adminPage(openPage, 1280, 900);
    const chartTable = widePage.getByRole('table', { name: 'Orders per day' });
    await poll(async () => chartTable.locator('tbody tr').count()).toBe(14);
    // Today's open orders include the ones arranged here, all still pending.
    const today = chartTable.locator('tbody tr').last();
    const openToday = Number(await today.locator('td').nth(3).textContent());
    expect(openToday).toBeGreaterThanOrEqual(27);
    await widePage.getByRole('img', { name: /Orders per day for the last 14 days/ }).waitFor();
    await poll(async () => (await rowIds(widePage)).length).toBe(25);
    await widePage.screenshot({ path: `${SCREENSHOTS}/dashboard-1280.png`, fullPage: true });

    const narrowPage = await adminPage(openPage, 390, 844);
    await poll(async () => (await rowIds(narrowPage)).length).toBe(25);
    const firstRow = narrowPage.getByRole('table', { name: 'Pending orders' }).locator('tbody tr').first();
    expect(await firstRow.evaluate((row) => getComputedStyle(row).display)).toBe('block');
    // Nothing is wider than the phone: no sideways scrolling.
    expect(await tooWide(narrowPage)).toEqual([]);
    expect(await narrowPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await narrowPage.getByRole('img', { name: /Orders per day for the last 14 days/ }).waitFor();
    await poll(async () => narrowPage.getByTestId('waiting-count').textContent()).toMatch(/^\d+ waiting$/);
    // The chart and the first cards of the pending list, as a phone user scrolls to them.
    await narrowPage
      .getByRole('heading', { name: 'Orders per day' })
      .evaluate((heading) => heading.scrollIntoView({ block: 'start' }));
    await narrowPage.screenshot({ path: `${SCREENSHOTS}/dashboard-390.png`, fullPage: false });

    // The other admin tables become cards too.
    for (const path of ['/admin/shop', '/admin/ridermanage', '/admin/customermanage']) {
      await narrowPage.goto(`${APP_URL}${path}`);
      const firstCell = narrowPage.locator('table.stack-table tbody tr').first();
      await firstCell.waitFor();
      expect(await firstCell.evaluate((row) => getComputedStyle(row).display)).toBe('block');
      expect({ path, tooWide: await tooWide(narrowPage) }).toEqual({ path, tooWide: [] });
      expect(await narrowPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    }
  });
});
