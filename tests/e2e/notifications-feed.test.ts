import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect } from 'vitest';
import { browserTest } from '../support/browser';
import { allowNotifications } from '../support/browser-notifications';
import { bellName, unreadCount } from '../support/browser-notification-bell';
import { signInCustomerInBrowser } from '../support/customer-login';
import { queueNotification } from '../support/notifications';
import { type FreshCustomer, freshCustomerWithProfile } from '../support/fresh-customer';

const it = browserTest();

/** From the next page on, keeps the text of every toast (status) the page shows, however briefly. */
async function recordToasts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shown = new Set<string>();
    (window as unknown as { toastsShown: Set<string> }).toastsShown = shown;
    new MutationObserver(() => {
      document.querySelectorAll('[role="status"]').forEach((toast) => shown.add(toast.textContent ?? ''));
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
}

async function toastsShown(page: Page): Promise<string[]> {
  return page.evaluate(() => [...(window as unknown as { toastsShown: Set<string> }).toastsShown]);
}

describe('the in-app notification feed in Chromium', () => {
  let customer: FreshCustomer;

  beforeEach(async () => {
    customer = await freshCustomerWithProfile();
  });

  it('a signed-in customer sees a new notification as a toast and in the bell, and can mark it read', async ({
    page,
  }) => {
    await signInCustomerInBrowser(page, customer.phoneNumber);
    const bell = page.getByRole('button', { name: bellName });
    await bell.waitFor();
    const before = await unreadCount(page);

    const body = `Your ride is confirmed (${randomUUID().slice(0, 8)}).`;
    await queueNotification(customer.uid, 'Order accepted', body);

    const toast = page.getByRole('status').filter({ hasText: body });
    await toast.waitFor();
    expect(await toast.getByRole('heading', { name: 'Order accepted' }).count()).toBe(1);
    await page.getByRole('button', { name: `Notifications (${before + 1} unread)` }).waitFor();

    await bell.click();
    const panel = page.getByRole('region', { name: 'Recent notifications' });
    const item = panel.getByRole('listitem').filter({ hasText: body });
    expect(await item.getByText('New').count()).toBe(1);
    expect(await item.getByRole('link', { name: 'View order' }).getAttribute('href')).toBe(
      '/riderHistory/e2e-order',
    );
    await item.getByRole('button', { name: 'Mark as read: “Order accepted”' }).click();
    await page.getByRole('button', { name: `Notifications (${before} unread)` }).waitFor();
    await item.getByRole('button', { name: 'Mark as unread: “Order accepted”' }).waitFor();
  });

  it('notifications that were already there are listed but not shown again as toasts', async ({ page }) => {
    const body = `Your parcel was picked up (${randomUUID().slice(0, 8)}).`;
    await queueNotification(customer.uid, 'Picked up', body);
    await recordToasts(page);

    await signInCustomerInBrowser(page, customer.phoneNumber);
    await page.getByRole('button', { name: bellName }).click();
    await page.getByRole('region', { name: 'Recent notifications' }).getByText(body).waitFor();
    // A notification that arrives now is toasted: once its toast shows, a wrongly replayed toast of
    // the one that was already there would have shown too (recorded even if it has gone again).
    const later = `Your parcel was delivered (${randomUUID().slice(0, 8)}).`;
    await queueNotification(customer.uid, 'Delivered', later);
    await page.getByRole('status').filter({ hasText: later }).waitFor();
    const toasts = await toastsShown(page);
    expect(toasts.some((text) => text.includes(later))).toBe(true);
    expect(toasts.filter((text) => text.includes(body))).toEqual([]);

    await page.getByRole('button', { name: 'Mark all read' }).click();
    await page.getByRole('button', { name: 'Notifications (0 unread)' }).waitFor();
  });

  it('the app never asks for notification permission by itself, only from the bell’s button', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const real = Notification.requestPermission.bind(Notification);
      (window as unknown as { permissionPrompts: number }).permissionPrompts = 0;
      Notification.requestPermission = () => {
        (window as unknown as { permissionPrompts: number }).permissionPrompts += 1;
        return real();
      };
    });
    await signInCustomerInBrowser(page, customer.phoneNumber);
    const prompts = () =>
      page.evaluate(() => (window as unknown as { permissionPrompts: number }).permissionPrompts);
    await page.getByRole('button', { name: bellName }).click();
    // The offer shows once the app has read the permission and settled on asking only from its button.
    await page.getByText('Get a notification when your order is accepted').waitFor();
    expect(await prompts()).toBe(0);
    await page.getByRole('button', { name: 'Turn on notifications' }).click();
    await expect.poll(prompts).toBe(1);
    // Headless Chromium answers the prompt itself; whatever the answer, the app goes on working.
    await page
      .getByRole('button', { name: 'Turn on notifications' })
      .waitFor({ state: 'detached' })
      .catch(() => undefined);
    await page.getByRole('button', { name: bellName }).waitFor();
  });

  it('with permission granted but FCM unreachable (as here), the feed and toasts still work', async ({
    page,
  }) => {
    await allowNotifications(page);
    await signInCustomerInBrowser(page, customer.phoneNumber);
    await page.getByRole('button', { name: bellName }).click();
    expect(await page.getByRole('button', { name: 'Turn on notifications' }).count()).toBe(0);

    const body = `Your rider is on the way (${randomUUID().slice(0, 8)}).`;
    await queueNotification(customer.uid, 'Rider assigned', body);
    await page.getByRole('status').filter({ hasText: body }).waitFor();
  });
});
