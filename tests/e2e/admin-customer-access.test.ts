import { FieldValue } from 'firebase-admin/firestore';
import { describe, expect } from 'vitest';
import { unique } from '../support/admin-api';
import { testDb } from '../support/admin-sdk';
import { callApi as callBookingApi, rideRequest } from '../support/booking-fixtures';
import { browserTest } from '../support/browser';
import { signInDemoAdmin } from '../support/browser-sign-in';
import { signInWithPhone } from '../support/emulators';
import { ORDERS, USERS } from '@dropwise/domain/collections';

const it = browserTest();

describe('customer access the admin controls, in Chromium', () => {
  it('the admin disables a customer, who then cannot book or sign in, and re-enables them', async ({
    openPage,
  }) => {
    const phone = `+1555${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`;
    const name = `Blocked${unique()}`;
    const customer = await signInWithPhone(phone);
    await testDb.doc(`${USERS}/${customer.uid}`).set({
      name,
      phoneNumber: phone,
      cityName: 'Pune',
      profileImage: null,
      createdAt: FieldValue.serverTimestamp(),
    });
    const before = await callBookingApi('/api/orders', { token: customer.idToken, body: rideRequest() });
    expect(before.status).toBe(201);

    const admin = await openPage();
    await signInDemoAdmin(admin.page);
    await admin.page.getByRole('link', { name: 'Customers' }).click();
    await admin.page.getByLabel('Search by name or phone').fill(name.toLowerCase());
    await admin.page.getByRole('button', { name: 'Search', exact: true }).click();
    const customerRow = admin.page.getByRole('row', { name: new RegExp(name) });
    await customerRow.getByRole('cell', { name: '1', exact: true }).waitFor();
    admin.page.once('dialog', (dialog) => void dialog.accept());
    await admin.page.getByRole('button', { name: `Disable ${name}` }).click();
    await admin.page.getByText(`${name} disabled`).waitFor();
    await admin.page.getByRole('button', { name: `Re-enable ${name}` }).waitFor();

    const after = await callBookingApi('/api/orders', { token: customer.idToken, body: rideRequest() });
    expect(after.status).toBe(401);
    await expect(signInWithPhone(phone)).rejects.toThrow(/DISABLED/);
    const orders = await testDb.collection(ORDERS).where('customerUid', '==', customer.uid).count().get();
    expect(orders.data().count).toBe(1);

    await admin.page.getByRole('button', { name: `Re-enable ${name}` }).click();
    await admin.page.getByText(`${name} re-enabled`).waitFor();
    expect((await signInWithPhone(phone)).uid).toBe(customer.uid);
  });
});
