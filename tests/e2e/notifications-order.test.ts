import { describe, expect } from 'vitest';
import { db } from '../../scripts/seed/emulator-admin';
import { callApi, rideRequest } from '../support/booking-fixtures';
import { browserTest } from '../support/browser';
import { bellName, unreadCount } from '../support/browser-notification-bell';
import { signInCustomerInBrowser } from '../support/customer-login';
import { signInWithPhone } from '../support/emulators';
import { freshCustomerWithProfile } from '../support/fresh-customer';
import { move } from '../support/order-actors';
import { userNotificationsPath } from '@dropwise/domain/collections';

const it = browserTest();

/** The newest notification the order functions queued for this user about this order. */
async function latestNotificationAbout(uid: string, orderId: string): Promise<Record<string, unknown>> {
  const snapshot = await db.collection(userNotificationsPath(uid)).where('orderId', '==', orderId).get();
  const newest = snapshot.docs
    .map((doc) => doc.data())
    .sort((a, b) => (b.createdAt?.toMillis?.() ?? 0) - (a.createdAt?.toMillis?.() ?? 0))[0];
  if (!newest) throw new Error(`no notification about ${orderId}`);
  return newest;
}

describe('order notifications reach the customer’s open app', () => {
  it('when an admin accepts the customer’s pending order, the customer sees a toast and the bell count go up', async ({
    page,
    admin,
  }) => {
    const { phoneNumber } = await freshCustomerWithProfile('Kiran Desai');
    await signInCustomerInBrowser(page, phoneNumber);
    await page.getByRole('button', { name: bellName }).waitFor();

    const customer = await signInWithPhone(phoneNumber);
    const booked = await callApi('/api/orders', { token: customer.idToken, body: rideRequest() });
    expect(booked.status).toBe(201);
    const orderId = booked.body.id as string;

    // Booking tells the customer too, in the same transaction: start counting once the bell shows
    // every unread notification stored for them.
    const unreadStored = await db
      .collection(userNotificationsPath(customer.uid))
      .where('read', '==', false)
      .count()
      .get();
    await expect.poll(() => unreadCount(page), { timeout: 30_000 }).toBe(unreadStored.data().count);
    const before = await unreadCount(page);

    expect((await move(admin, orderId, { to: 'accepted' })).status).toBe(200);

    const notification = await latestNotificationAbout(customer.uid, orderId);
    await page
      .getByRole('status')
      .filter({ hasText: String(notification.body) })
      .waitFor();
    await page.getByRole('button', { name: `Notifications (${before + 1} unread)` }).waitFor();

    await page.getByRole('button', { name: bellName }).click();
    const item = page
      .getByRole('region', { name: 'Recent notifications' })
      .getByRole('listitem')
      .filter({ hasText: String(notification.body) })
      .first();
    await item.waitFor();
    if (notification.link) {
      expect(await item.getByRole('link', { name: 'View order' }).getAttribute('href')).toBe(
        notification.link,
      );
    }
  });
});
