import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { testDb } from '../support/admin-sdk';
import { bookOrder, rideRequest } from '../support/booking-fixtures';
import { browserTest } from '../support/browser';
import { signInCustomerInBrowser } from '../support/customer-login';
import { handoverCodeOf, move } from '../support/order-actors';
import { signInDemoAdmin, signInDemoRider } from '../support/browser-sign-in';
import { APP_URL, demo, FIRESTORE_EMULATOR_URL, PROJECT_ID, signInWithPhone } from '../support/emulators';
import { ORDERS } from '@dropwise/domain/collections';

const it = browserTest();

/** The order's status timeline as the customer may read it (Firestore REST with their ID token). */
async function historyAsCustomer(orderId: string, idToken: string): Promise<string[]> {
  const response = await fetch(
    `${FIRESTORE_EMULATOR_URL}/v1/projects/${PROJECT_ID}/databases/(default)/documents/${ORDERS}/${orderId}`,
    { headers: { Authorization: `Bearer ${idToken}` } },
  );
  expect(response.status).toBe(200);
  type Entry = { mapValue: { fields: { n: { integerValue: string }; to: { stringValue: string } } } };
  const json = (await response.json()) as { fields: { history?: { arrayValue: { values?: Entry[] } } } };
  return (json.fields.history?.arrayValue.values ?? [])
    .map((entry) => entry.mapValue.fields)
    .sort((a, b) => Number(a.n.integerValue) - Number(b.n.integerValue))
    .map((entry) => entry.to.stringValue);
}

describe('order handling across admin, rider and customer in Chromium', () => {
  it('the admin accepts the demo customer’s pending ride and assigns the demo rider, who picks it up and delivers it; the customer sees each step', async ({
    openPage,
  }) => {
    const customer = await signInWithPhone(demo.customerPhone);
    const orderId = await bookOrder(customer.idToken, rideRequest({ vehicleType: 'bike', passengers: 1 }));
    const row = (page: Page) => page.locator(`tr[data-order-id="${orderId}"]`);

    // The customer keeps their order page open; it follows each step live.
    const shopper = await openPage();
    await signInCustomerInBrowser(shopper.page, demo.customerPhone);
    await shopper.page.goto(`${APP_URL}/riderHistory/${orderId}`);
    const timeline = shopper.page.getByRole('list', { name: 'Status timeline' });
    const customerSees = async (label: string) => {
      await timeline.getByText(label, { exact: true }).waitFor();
    };
    await customerSees('Pending');

    const admin = await openPage();
    await signInDemoAdmin(admin.page);
    const pendingTable = admin.page.getByRole('table', { name: 'Pending orders' });
    await pendingTable.locator(`tr[data-order-id="${orderId}"]`).waitFor();
    await admin.page.getByRole('button', { name: `Accept order ${orderId}` }).click();
    await admin.page.getByText('Order accepted').waitFor();
    // While the pointer is on the list the row keeps its place, marked; once the admin moves
    // away, the live pending list drops it.
    await pendingTable.locator(`tr[data-order-id="${orderId}"]`).getByText('Accepted').waitFor();
    await admin.page.mouse.move(1, 1);
    await admin.page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await pendingTable.locator(`tr[data-order-id="${orderId}"]`).waitFor({ state: 'detached' });
    await customerSees('Accepted');
    expect(await historyAsCustomer(orderId, customer.idToken)).toEqual(['pending', 'accepted']);

    await admin.page.getByRole('link', { name: 'Accepted orders' }).click();
    await admin.page.waitForURL(`${APP_URL}/admin/acceptedOrder`);
    await row(admin.page).waitFor();
    await admin.page
      .getByLabel(`Shop for order ${orderId}`)
      .selectOption({ label: 'Pune Central Deliveries' });
    const riderSelect = admin.page.getByLabel(`Rider for order ${orderId}`);
    // Only the shop's riders are offered: the second demo rider (no shop) leaves the list.
    await riderSelect.locator('option', { hasText: 'Ravi Rider' }).waitFor({ state: 'detached' });
    await riderSelect.locator('option', { hasText: 'Demo Rider' }).waitFor({ state: 'attached' });
    await riderSelect.selectOption({ label: 'Demo Rider (bike)' });
    await admin.page.getByRole('button', { name: `Assign order ${orderId}` }).click();
    await admin.page.getByRole('status').filter({ hasText: 'Rider assigned' }).first().waitFor();
    await admin.page
      .getByRole('table', { name: 'Assigned orders' })
      .locator(`tr[data-order-id="${orderId}"]`)
      .waitFor();
    await customerSees('Rider assigned');
    expect(await historyAsCustomer(orderId, customer.idToken)).toEqual(['pending', 'accepted', 'assigned']);

    const rider = await openPage();
    await signInDemoRider(rider.page);
    await rider.page.locator(`article[data-order-id="${orderId}"]`).waitFor();
    // A ride starts only with the passenger's handover code, asked for on the rider's screen.
    await rider.page
      .getByLabel(`Ask for the passenger's code for order ${orderId}`)
      .fill(await handoverCodeOf(orderId));
    await rider.page.getByRole('button', { name: `Picked up order ${orderId}` }).click();
    await customerSees('Picked up');
    await rider.page.getByRole('button', { name: `Delivered order ${orderId}` }).click();
    await rider.page
      .getByRole('list', { name: 'Finished' })
      .locator(`li[data-order-id="${orderId}"]`)
      .waitFor();
    await customerSees('Delivered');
    expect(await historyAsCustomer(orderId, customer.idToken)).toEqual([
      'pending',
      'accepted',
      'assigned',
      'picked_up',
      'delivered',
    ]);
    const stored = (await testDb.doc(`${ORDERS}/${orderId}`).get()).data();
    expect(stored).toMatchObject({
      status: 'delivered',
      riderId: 'demo-rider',
      shopId: 'demo-shop-pune-central',
    });
  });

  it('the admin reassigns an assigned order to another rider, who then marks it failed with a reason', async ({
    openPage,
    admin,
  }) => {
    const customer = await signInWithPhone(demo.customerPhone);
    const orderId = await bookOrder(customer.idToken, rideRequest());
    for (const body of [{ to: 'accepted' }, { to: 'assigned', riderId: 'demo-rider-2' }]) {
      expect((await move(admin, orderId, body)).status).toBe(200);
    }

    const staff = await openPage();
    await signInDemoAdmin(staff.page);
    await staff.page.getByRole('link', { name: 'Accepted orders' }).click();
    const riderSelect = staff.page.getByLabel(`Rider for order ${orderId}`);
    await riderSelect.locator('option', { hasText: 'Demo Rider' }).waitFor({ state: 'attached' });
    // The rider it is assigned to now is not offered again.
    expect(await riderSelect.locator('option', { hasText: 'Ravi Rider' }).count()).toBe(0);
    await riderSelect.selectOption({ label: 'Demo Rider (bike)' });
    await staff.page.getByRole('button', { name: `Reassign order ${orderId}` }).click();
    await staff.page.getByRole('status').filter({ hasText: 'Rider assigned' }).first().waitFor();
    expect((await testDb.doc(`${ORDERS}/${orderId}`).get()).get('riderId')).toBe('demo-rider');

    const rider = await openPage();
    await signInDemoRider(rider.page);
    await rider.page.getByRole('button', { name: `Failed order ${orderId}` }).click();
    await rider.page.getByLabel(`Reason why order ${orderId} failed`).fill('Pickup address was closed');
    await rider.page.getByRole('button', { name: 'Confirm failed' }).click();
    await rider.page
      .getByRole('list', { name: 'Finished' })
      .locator(`li[data-order-id="${orderId}"]`)
      .waitFor();
    expect((await testDb.doc(`${ORDERS}/${orderId}`).get()).data()).toMatchObject({
      status: 'failed',
      failReason: 'Pickup address was closed',
    });
  });

  it('the admin cancels a pending order with a reason from the dashboard', async ({ openPage }) => {
    const customer = await signInWithPhone(demo.customerPhone);
    const orderId = await bookOrder(customer.idToken, rideRequest());
    const admin = await openPage();
    await signInDemoAdmin(admin.page);
    await admin.page.getByRole('button', { name: `Cancel order ${orderId}` }).click();
    // The reason is asked for in a modal dialog.
    const dialog = admin.page.getByRole('dialog', { name: 'Cancel order' });
    await dialog.getByText(orderId).waitFor();
    await dialog.getByRole('button', { name: 'Confirm cancel' }).click();
    await dialog.getByText('Say why in at least 3 characters.').waitFor();
    await dialog.getByLabel('Reason').fill('Customer asked by phone');
    await dialog.getByRole('button', { name: 'Confirm cancel' }).click();
    await admin.page.getByText('Order cancelled').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    const stored = (await testDb.doc(`${ORDERS}/${orderId}`).get()).data();
    expect(stored).toMatchObject({ status: 'cancelled', cancelReason: 'Customer asked by phone' });
  });
});
