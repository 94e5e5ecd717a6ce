import { describe, expect } from 'vitest';
import { testDb } from '../support/admin-sdk';
import { bookOrder, rideRequest } from '../support/booking-fixtures';
import { browserTest } from '../support/browser';
import { handoverCodeOf, move } from '../support/order-actors';
import { signInDemoAdmin } from '../support/browser-sign-in';
import { demo, signInWithPassword, signInWithPhone } from '../support/emulators';
import { ORDERS } from '@dropwise/domain/collections';

const it = browserTest();

describe('a ride whose handover code locked after five wrong codes, in Chromium', () => {
  it('the admin starts it from the dashboard only with a reason, and the history records the override', async ({
    page,
    admin,
  }) => {
    const customer = await signInWithPhone(demo.customerPhone);
    const rider = await signInWithPassword(demo.rider.email, demo.rider.password);
    const orderId = await bookOrder(customer.idToken, rideRequest({ vehicleType: 'bike', passengers: 1 }));
    expect((await move(admin, orderId, { to: 'accepted' })).status).toBe(200);
    expect((await move(admin, orderId, { to: 'assigned', riderId: rider.uid })).status).toBe(200);
    const wrong = (await handoverCodeOf(orderId)) === '0000' ? '1111' : '0000';
    const answers: number[] = [];
    for (let attempt = 0; attempt < 5; attempt++) {
      answers.push((await move(rider, orderId, { to: 'picked_up', handoverCode: wrong })).status);
    }
    expect(answers).toEqual([422, 422, 422, 422, 423]);

    await signInDemoAdmin(page);
    await page.getByRole('button', { name: `Start the ride without the code: order ${orderId}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Start the ride without the code' });
    await dialog.getByRole('button', { name: 'Start the ride' }).click();
    await dialog.getByText(/say why/i).waitFor();
    expect((await testDb.doc(`${ORDERS}/${orderId}`).get()).get('status')).toBe('assigned');

    await dialog.getByLabel('Reason').fill('Passenger showed their booking on their phone');
    await dialog.getByRole('button', { name: 'Start the ride' }).click();
    await page.getByText(`Order ${orderId}: ride started.`).waitFor();

    const order = await testDb.doc(`${ORDERS}/${orderId}`).get();
    expect(order.get('status')).toBe('picked_up');
    expect((order.get('history') as unknown[]).at(-1)).toMatchObject({
      from: 'assigned',
      to: 'picked_up',
      by: { uid: admin.uid, role: 'admin' },
      reason: 'Passenger showed their booking on their phone',
      handoverOverride: true,
    });
  });
});
