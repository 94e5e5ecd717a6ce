import { describe, expect } from 'vitest';
import { adminDb } from '../support/booking-fixtures';
import { orderIdFrom } from '../support/booking-page';
import { browserTest } from '../support/browser';
import { submitParcelDetails } from '../support/browser-parcel-booking';
import { ORDERS } from '@dropwise/domain/collections';

const it = browserTest();

describe('booking in Chromium', () => {
  it('the demo customer sends a parcel and cancels it with a reason', async ({ customerPage: page }) => {
    await submitParcelDetails(page, {
      size: /Medium/,
      description: 'A box of books',
      receiverName: 'Asha Patil',
      receiverPhone: '12345',
    });
    await page.getByText(/Enter a valid phone number/).waitFor();
    await page.getByLabel("Receiver's phone").fill('98765 43210');
    await page.getByRole('button', { name: 'Next' }).click();

    await page.getByRole('table', { name: 'Fare estimate' }).waitFor();
    // Chosen places: the estimate is priced by the distance between them, with the parcel's size.
    const estimate = await page.getByRole('table', { name: 'Fare estimate' }).textContent();
    expect(estimate).toMatch(/Parcel size surcharge/);
    expect(estimate).toMatch(/Distance/);
    await page.getByRole('button', { name: 'Confirm booking' }).click();
    await page.waitForURL(/\/parcelHistory\/[\w-]+$/);
    await page.getByRole('heading', { name: 'Your parcel' }).waitFor();
    const orderId = orderIdFrom(page);
    const order = (await adminDb.doc(`${ORDERS}/${orderId}`).get()).data()!;
    expect(order.parcel).toMatchObject({ receiverPhone: '+919876543210' });
    expect(order.pickup.address).toBe('Yerwada, Pune City, Pune 411006');
    expect(order.fare.distanceKm).toBe(4.1);

    await page.getByRole('button', { name: 'Cancel parcel' }).click();
    await page.getByText('Choose a reason.').waitFor();
    await page.getByRole('radio', { name: 'Something else' }).check();
    await page.getByLabel('Say why').fill('Sent it by hand instead');
    await page.getByRole('button', { name: 'Cancel parcel' }).click();
    await page.getByText('Cancelled', { exact: true }).first().waitFor();
    // Scoped to the timeline: the cancellation's notification toast carries the reason too.
    await page
      .getByRole('list', { name: 'Status timeline' })
      .getByText('Reason: Sent it by hand instead')
      .waitFor();
    expect(await page.getByRole('button', { name: 'Cancel parcel' }).count()).toBe(0);
    expect((await adminDb.doc(`${ORDERS}/${orderId}`).get()).get('status')).toBe('cancelled');
  });
});
