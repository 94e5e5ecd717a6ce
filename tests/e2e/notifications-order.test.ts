import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { db } from '../../scripts/seed/emulator-admin';
import { browserTest } from '../support/browser';
import { signInCustomerInBrowser } from '../support/customer-login';
import { APP_URL, demo, signInWithPassword, signInWithPhone } from '../support/emulators';
import { freshCustomerWithProfile } from '../support/fresh-customer';

const it = browserTest();

const bellName = /^Notifications \((\d+\+?) unread\)$/;

async function unreadCount(page: Page): Promise<number> {
  const name = (await page.getByRole('button', { name: bellName }).getAttribute('aria-label')) ?? '';
  return Number(bellName.exec(name)?.[1] ?? NaN);
}

/** Calls the order API through the Hosting rewrite, as the app does. */
async function callApi(
  path: string,
  idToken: string,
  body: unknown,
): Promise<{ status: number; json: { id?: string; success?: boolean } }> {
  const response = await fetch(`${APP_URL}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${idToken}` },
    body: JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as { id?: string; success?: boolean } };
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
    errors,
  }) => {
    const { phoneNumber } = await freshCustomerWithProfile('Kiran Desai');
    await signInCustomerInBrowser(page, phoneNumber);
    await page.getByRole('button', { name: bellName }).waitFor();

    const customer = await signInWithPhone(phoneNumber);
    const admin = await signInWithPassword(demo.admin.email, demo.admin.password);
    const booked = await callApi('/api/orders', customer.idToken, {
      kind: 'ride',
      requestId: randomUUID(),
      vehicleType: 'auto',
      scheduledAt: 'now',
      pickup: { address: 'Pune Railway Station', coordinates: { lat: 18.5289, lng: 73.8744 } },
      dropOff: { address: 'Shaniwar Wada', coordinates: { lat: 18.5195, lng: 73.8553 } },
      passengers: 2,
    });
    expect(booked.status).toBe(201);
    const orderId = booked.json.id as string;

    // Booking may tell the customer something too; start counting once that has settled.
    await page.waitForTimeout(1500);
    const before = await unreadCount(page);

    const accepted = await callApi(`/api/orders/${orderId}/transition`, admin.idToken, { to: 'accepted' });
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
    expect(errors).toEqual([]);
  });
});
