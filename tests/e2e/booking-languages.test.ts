import { readFileSync } from 'node:fs';
import { describe, expect } from 'vitest';
import { adminDb } from '../support/booking-fixtures';
import { chooseBothPlaces, orderIdFrom } from '../support/booking-page';
import { submitParcelDetails } from '../support/browser-parcel-booking';
import { browserTest } from '../support/browser';
import { signInCustomerInBrowser } from '../support/customer-login';
import { APP_URL } from '../support/emulators';
import { freshCustomerWithProfile } from '../support/fresh-customer';
import { ORDERS, USERS } from '@dropwise/domain/collections';

// With the app's worker, as a customer's phone has it: screens not opened yet still load offline.
const it = browserTest({
  context: { viewport: { width: 390, height: 844 }, serviceWorkers: 'allow' },
});

/** The app's own Marathi words, so the test reads the screen as a Marathi reader does. */
function marathi(area: string): Record<string, string> {
  const file = new URL(`../../web/src/lib/i18n/messages/${area}/mr.json`, import.meta.url);
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
}

async function ordersOf(uid: string): Promise<number> {
  return (await adminDb.collection(ORDERS).where('customerUid', '==', uid).count().get()).data().count;
}

describe('booking in the customer’s language and through a dropped connection', () => {
  it('a customer switches to मराठी, books a ride end to end in Marathi, and the choice stays on the profile', async ({
    page,
  }) => {
    const booking = marathi('booking');
    const common = marathi('common');
    const history = marathi('history');
    const customer = await freshCustomerWithProfile('Sakshi Kulkarni');
    await signInCustomerInBrowser(page, customer.phoneNumber);

    await page.goto(`${APP_URL}/bookRider`);
    await page.getByLabel('Language').selectOption('mr');
    await page.getByRole('heading', { name: booking.rideTitle }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('mr');

    await page.getByRole('radio', { name: new RegExp(common.vehicleAuto as string) }).check();
    await page.getByRole('button', { name: booking.next, exact: true }).click();
    await page.getByRole('radio', { name: booking.now, exact: true }).check();
    await page.getByRole('button', { name: booking.next, exact: true }).click();
    await chooseBothPlaces(page, booking.pickupLabel as string, booking.dropOffLabel as string);
    await page.getByRole('button', { name: booking.next, exact: true }).click();
    await page.getByLabel(booking.passengers as string).fill('2');
    await page.getByRole('button', { name: booking.next, exact: true }).click();

    const estimate = page.getByRole('table', { name: booking.fareEstimate });
    await estimate.waitFor();
    // Money in the Marathi locale: the rupee sign and Devanagari digits.
    expect(await estimate.textContent()).toMatch(/₹[०-९]/);
    await page.getByRole('button', { name: booking.confirmBooking, exact: true }).click();
    await page.waitForURL(/\/riderHistory\/[\w-]+$/);
    await page.getByRole('heading', { name: history.yourRide }).waitFor();

    const order = await adminDb.doc(`${ORDERS}/${orderIdFrom(page)}`).get();
    expect(order.get('customerUid')).toBe(customer.uid);
    expect(order.get('passengers')).toBe(2);
    await expect
      .poll(async () => (await adminDb.doc(`${USERS}/${customer.uid}`).get()).get('language'), {
        timeout: 10_000,
      })
      .toBe('mr');
  });

  it('a booking confirmed with no connection waits, and becomes exactly one order when the connection returns', async ({
    page,
    context,
  }) => {
    const customer = await freshCustomerWithProfile('Imran Shaikh');
    await signInCustomerInBrowser(page, customer.phoneNumber);
    await submitParcelDetails(page, {
      size: /Small/,
      description: 'House keys',
      receiverName: 'Rahul Deshmukh',
      receiverPhone: '98765 43210',
    });
    await page.getByRole('table', { name: 'Fare estimate' }).waitFor();

    await page.evaluate(() => navigator.serviceWorker.ready);
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Confirm booking' }).click();
    await page.getByText('Waiting for connection, your booking will be sent.').waitFor();
    // The customer moves on in the app while the booking waits.
    await page.getByRole('link', { name: 'My rides' }).click();
    await page.waitForURL(`${APP_URL}/riderHistory`);
    expect(await ordersOf(customer.uid)).toBe(0);
    const queued = await page.evaluate(() =>
      JSON.parse(localStorage.getItem('dropwise.bookingOutbox') ?? '[]'),
    );
    expect(queued).toHaveLength(1);

    await context.setOffline(false);
    // Its own toast: the order's "booked" notification may show a View order button too.
    const sentToast = page.getByRole('status').filter({ hasText: 'Your booking was sent.' });
    await sentToast.waitFor({ timeout: 30_000 });
    expect(await ordersOf(customer.uid)).toBe(1);
    const [order] = (await adminDb.collection(ORDERS).where('customerUid', '==', customer.uid).get()).docs;
    expect(order?.get('requestId')).toBe((queued as Array<{ requestId: string }>)[0]?.requestId);
    await sentToast.getByRole('button', { name: 'View order' }).click();
    await page.waitForURL(new RegExp(`/parcelHistory/${order?.id}$`));
    expect(await page.evaluate(() => localStorage.getItem('dropwise.bookingOutbox'))).toBeNull();

    // Offline again, the history opened before still opens, from what the phone read, and says so.
    await page.getByRole('link', { name: 'My parcels' }).click();
    await page.locator(`a[href="/parcelHistory/${order?.id}"]`).waitFor();
    await page.getByRole('link', { name: 'My rides' }).click();
    await page.waitForURL(`${APP_URL}/riderHistory`);
    await context.setOffline(true);
    await page.getByRole('link', { name: 'My parcels' }).click();
    await page.getByText('Saved on this phone while you are offline: it may be out of date.').waitFor();
    await page.locator(`a[href="/parcelHistory/${order?.id}"]`).waitFor();

    // Coming back online sends nothing more: browsing offline queued nothing in the booking outbox
    // (web/src/lib/offline/booking-outbox.ts), the only thing the app sends when the connection returns.
    await context.setOffline(false);
    expect(await page.evaluate(() => localStorage.getItem('dropwise.bookingOutbox'))).toBeNull();
    expect(await ordersOf(customer.uid)).toBe(1);
  });
});
