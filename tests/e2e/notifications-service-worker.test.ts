import { randomUUID } from 'node:crypto';
import { describe, expect } from 'vitest';
import { browserTest } from '../support/browser';
import { allowNotifications, openAppWithNotificationsAllowed } from '../support/browser-notifications';
import { signInCustomerInBrowser } from '../support/customer-login';
import { APP_URL, demo } from '../support/emulators';
import {
  activeWorker,
  fcmPush,
  pushDelivery,
  pushWithNoWindowOpen,
  shownNotifications,
} from '../support/push-delivery';

// The push worker is what these tests are about: service workers allowed, as on a phone.
const it = browserTest({ context: { serviceWorkers: 'allow' } });

describe('the push service worker in Chromium', () => {
  it('installs with the web config from its URL and the Firebase SDK served by the app itself', async ({
    page,
  }) => {
    const sdk = await fetch(`${APP_URL}/firebase-sdk/firebase-messaging-compat.js`);
    expect(sdk.status).toBe(200);
    expect(sdk.headers.get('content-type')).toMatch(/javascript/);
    await page.goto(`${APP_URL}/privacy-policy`);
    expect(await activeWorker(page)).toBe('activated');
  });

  it('shows a push that arrives while the app is in the background as a system notification', async ({
    page,
  }) => {
    await openAppWithNotificationsAllowed(page);
    const delivery = await pushDelivery(page);
    expect(await activeWorker(page)).toBe('activated');

    const body = await pushWithNoWindowOpen(page, delivery, {
      notificationId: 'n-background',
      title: 'Delivered',
      text: 'Your parcel was delivered',
    });
    await expect
      .poll(() => shownNotifications(page), { timeout: 10_000 })
      .toContainEqual({
        title: 'Delivered',
        body,
        link: '/riderHistory/sw-order',
      });
  });

  it('hands a push that arrives while the app is open to the page, which shows it as a toast', async ({
    page,
  }) => {
    await allowNotifications(page);
    const { session, registrationId } = await pushDelivery(page);
    await signInCustomerInBrowser(page, demo.customerPhone);
    await page.getByRole('button', { name: /^Notifications \(/ }).waitFor();
    // With permission granted, the app registers the worker and its foreground handler by itself
    // (its token request fails here, FCM being unreachable, and the app goes on working).
    const id = await registrationId();

    const body = `Your rider has picked up the parcel (${randomUUID().slice(0, 8)}).`;
    await expect
      .poll(
        async () => {
          await session.send('ServiceWorker.deliverPushMessage', {
            origin: APP_URL,
            registrationId: id,
            data: fcmPush('n-foreground', 'Picked up', body),
          });
          return page.getByRole('status').filter({ hasText: body }).count();
        },
        { timeout: 15_000, interval: 1000 },
      )
      .toBe(1);
    expect(
      await page
        .getByRole('status')
        .filter({ hasText: body })
        .getByRole('heading', { name: 'Picked up' })
        .count(),
    ).toBe(1);
  });
});
