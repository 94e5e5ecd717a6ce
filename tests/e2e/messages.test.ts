import { FieldValue } from 'firebase-admin/firestore';
import type { Page, Request } from 'playwright-core';
import { describe, expect } from 'vitest';
import { testAuth, testDb } from '../support/admin-sdk';
import { bookOrder, rideRequest } from '../support/booking-fixtures';
import { browserTest } from '../support/browser';
import { signInCustomerInBrowser } from '../support/customer-login';
import { APP_URL, signInWithPhone } from '../support/emulators';
import { freshSignedInCustomer } from '../support/fresh-customer';
import { ORDERS, USERS, userNotificationsPath } from '@dropwise/domain/collections';

const it = browserTest({ context: { viewport: { width: 1280, height: 900 } } });

/** The toasts on screen now (react-hot-toast gives each one role=status inside its bar). */
const toastTexts = (page: Page) =>
  page
    .locator('[role="status"][aria-live="polite"]')
    .evaluateAll((nodes) => nodes.map((node) => node.textContent ?? ''));

/** How many of the page's API calls are waiting for their answer, from now on. */
function apiCallsOut(page: Page): () => number {
  const out = new Set<Request>();
  const isApi = (call: Request) => new URL(call.url()).pathname.startsWith('/api/');
  page.on('request', (call) => isApi(call) && out.add(call));
  page.on('requestfinished', (call) => out.delete(call));
  page.on('requestfailed', (call) => out.delete(call));
  return () => out.size;
}

/** Whether two boxes overlap on screen. */
function overlaps(
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

describe('messages that make sense, in Chromium', () => {
  it('a customer who cancels gets one toast for one click, and it does not cover the page heading', async ({
    openPage,
  }) => {
    const customer = await freshSignedInCustomer('Tara Toast');
    const orderId = await bookOrder(customer.idToken, rideRequest());
    const { page } = await openPage({ viewport: { width: 390, height: 844 } });
    await signInCustomerInBrowser(page, customer.phoneNumber);
    await page.goto(`${APP_URL}/riderHistory/${orderId}`);
    await page.getByRole('radio', { name: 'My plans changed' }).check();
    await page.getByRole('button', { name: 'Cancel ride' }).click();
    const toast = page.getByRole('status').filter({ hasText: 'Your ride is cancelled, at no charge.' });
    await toast.waitFor();
    expect((await testDb.doc(`${ORDERS}/${orderId}`).get()).get('status')).toBe('cancelled');
    // No notice of their own action follows: the feed holds the booking only. A transition queues its
    // notices in its own transaction, so the stored status above proves the feed is complete.
    const feed = await testDb.collection(userNotificationsPath(customer.uid)).get();
    expect(feed.docs.map((doc) => doc.get('title'))).toEqual(['Ride booked']);
    expect((await toastTexts(page)).filter((text) => /cancel/i.test(text))).toEqual([
      'Your ride is cancelled, at no charge.',
    ]);

    const heading = await page.getByRole('heading', { level: 1 }).boundingBox();
    const toastBox = await toast.boundingBox();
    expect(heading && toastBox).toBeTruthy();
    expect(overlaps(heading!, toastBox!)).toBe(false);
  });

  it('a customer whose account is disabled is told so once and signed out', async ({ openPage }) => {
    const phone = `+1555559${1000 + Math.floor(Math.random() * 9000)}`;
    const signedIn = await signInWithPhone(phone);
    await testDb.doc(`${USERS}/${signedIn.uid}`).set({
      name: 'Dev Disabled',
      phoneNumber: phone,
      cityName: 'Pune',
      profileImage: null,
      createdAt: FieldValue.serverTimestamp(),
    });
    const orderId = await bookOrder(signedIn.idToken, rideRequest());
    const { page } = await openPage();
    const callsOut = apiCallsOut(page);
    await signInCustomerInBrowser(page, phone);
    await page.goto(`${APP_URL}/riderHistory/${orderId}`);
    await page.getByRole('radio', { name: 'My plans changed' }).waitFor();
    await page.getByRole('button', { name: 'Log out' }).waitFor();
    // The page's own calls (its fares, its complaints) send the token too; one answered after the
    // account is disabled would sign it out before the cancel below, so all are answered first.
    await expect.poll(callsOut, { timeout: 15_000 }).toBe(0);

    // An administrator disables the account (as the customers screen does).
    await testAuth.updateUser(signedIn.uid, { disabled: true });
    await testAuth.revokeRefreshTokens(signedIn.uid);

    await page.getByRole('radio', { name: 'My plans changed' }).check();
    await page.getByRole('button', { name: 'Cancel ride' }).click();
    const notice = page.getByRole('status').filter({ hasText: 'This account is disabled.' });
    await notice.waitFor();
    // Signed out: the header offers Sign in, no longer Log out, and the message shows once.
    await page.getByRole('link', { name: 'Sign in' }).first().waitFor();
    expect(await page.getByRole('button', { name: 'Log out' }).count()).toBe(0);
    expect((await toastTexts(page)).filter((text) => /disabled|expired/i.test(text))).toHaveLength(1);
    expect(await page.getByText('Your sign-in has expired or is not valid').count()).toBe(0);
    expect((await testDb.doc(`${ORDERS}/${orderId}`).get()).get('status')).toBe('pending');
    await testAuth.updateUser(signedIn.uid, { disabled: false });
  });
});
