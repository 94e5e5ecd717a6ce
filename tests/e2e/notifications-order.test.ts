import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { db } from '../../scripts/seed/emulator-admin';
import { callApi, rideRequest } from '../support/booking-fixtures';
import { browserTest } from '../support/browser';
import { signInCustomerInBrowser } from '../support/customer-login';
import { demo, signInWithPassword, signInWithPhone } from '../support/emulators';
import { freshCustomerWithProfile } from '../support/fresh-customer';

const it = browserTest();

const bellName = /^Notifications \((\d+\+?) unread\)$/;

async function unreadCount(page: Page): Promise<number> {
  const name = (await page.getByRole('button', { name: bellName }).getAttribute('aria-label')) ?? '';
  return Number(bellName.exec(name)?.[1] ?? NaN);
}

/** The newest notification the order functions queued for this user about this order. */
async function latestNotificationAbout(uid: string, orderId: string): Promise<Record<string, unknown>> {
  const snapshot = await db.collection(`users/${uid}/notifications`).where('orderId', '==', orderId).get();
  const newest = snapshot.docs
    .map((doc) => doc.data())
    .sort((a, b) => (b.createdAt?.toMillis?.() ?? 0) - (a.createdAt?.toMillis?.() ?? 0))[0];
  if (!newest) throw new Error(`no notification about ${orderId}`);
  return newest;
}

describe('order notifications reach the customer’s open app', () => {
  it('when an admin accepts the customer’s pending order, the customer sees a toast and the bell count go up', async ({
    page,
  }) => {
    const { phoneNumber } = await freshCustomerWithProfile('Kiran Desai');
    await signInCustomerInBrowser(page, phoneNumber);
    await page.getByRole('button', { name: bellName }).waitFor();

    const customer = await signInWithPhone(phoneNumber);
    const admin = await signInWithPassword(demo.admin.email, demo.admin.password);
    const booked = await callApi('/api/orders', { token: customer.idToken, body: rideRequest() });
    expect(booked.status).toBe(201);
    const orderId = booked.body.id as string;

    // Booking may tell the customer something too; start counting once that has settled.
    await page.waitForTimeout(1500);
    const before = await unreadCount(page);

    const accepted = await callApi(`/api/orders/${orderId}/transition`, {
      token: admin.idToken,
      body: { to: 'accepted' },
    });
    expect(accepted.status).toBe(200);

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
