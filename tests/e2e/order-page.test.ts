import { describe, expect } from 'vitest';
import { adminDb, bookOrder, rideRequest } from '../support/booking-fixtures';
import { browserTest } from '../support/browser';
import { move } from '../support/order-actors';
import { APP_URL, demo, signInWithPhone } from '../support/emulators';
import { ORDERS, RIDERS } from '@dropwise/domain/collections';
import { indiaDate } from '@dropwise/domain/india-time';
import { examplePapers, papersRecords } from '@dropwise/domain/safety/papers-records';

const it = browserTest();

describe('an order page in Chromium', () => {
  it('the order page shows the new status live when an admin accepts and assigns the order', async ({
    customerPage: page,
    admin,
  }) => {
    const customer = await signInWithPhone(demo.customerPhone);
    const orderId = await bookOrder(customer.idToken, rideRequest({ vehicleType: 'car' }));
    await page.goto(`${APP_URL}/riderHistory/${orderId}`);
    await page.getByText('Not assigned yet').waitFor();
    await page.getByText('Pending', { exact: true }).first().waitFor();

    expect((await move(admin, orderId, { to: 'accepted' })).status).toBe(200);
    await page.getByText('Accepted', { exact: true }).first().waitFor();

    await adminDb.doc(`${RIDERS}/booking-e2e-rider`).set({
      name: 'Ravi Rider',
      phone: '+919800000001',
      vehicleType: 'car',
      shopId: null,
      active: true,
      ...papersRecords('Ravi Rider', examplePapers(indiaDate(Date.now())), null).rider,
    });
    const assigned = await move(admin, orderId, { to: 'assigned', riderId: 'booking-e2e-rider' });
    expect(assigned.status).toBe(200);
    // The rider's name is in the order's details (and in the notification toast too).
    await page.locator('dd', { hasText: 'Ravi Rider' }).waitFor();
    // Once assigned, the customer may still cancel, and is told first what it costs: nothing yet.
    await page.getByText(/^Cancelling now is free until /).waitFor();
    await page.getByRole('button', { name: 'Cancel ride' }).waitFor();
  });

  it("someone else's order id shows not found, never the order", async ({ customerPage: page }) => {
    const stranger = await signInWithPhone('+15555550193');
    const theirs = await bookOrder(stranger.idToken, rideRequest());
    const pickup = (await adminDb.doc(`${ORDERS}/${theirs}`).get()).get('pickup.address') as string;
    await page.goto(`${APP_URL}/riderHistory/${theirs}`);
    await page.getByRole('heading', { name: 'Order not found' }).waitFor();
    expect(await page.getByText(pickup).count()).toBe(0);
    await page.goto(`${APP_URL}/parcelHistory/no-such-order`);
    await page.getByRole('heading', { name: 'Order not found' }).waitFor();
  });
});
