import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { COMPLAINTS, ORDERS, orderHistoryPath, orderPrivatePath } from '@dropwise/domain/collections';
import { anonymiseOldTrips, monthsBefore } from '../../functions/src/services/account/trip-retention';
import { adminDb, bookOrder, parcelRequest } from '../support/booking-fixtures';
import { freshSignedInCustomer } from '../support/fresh-customer';
import { orderAt, signInOrderActors } from '../support/order-actors';
import { demo, signInWithPassword } from '../support/emulators';
import { bookedForShop, newShop, newStaff } from '../support/api-shops';

const order = async (id: string) => (await adminDb.doc(`${ORDERS}/${id}`).get()).data()!;
/** Makes an order look booked `months` months (and `days` days) ago. */
const age = (id: string, months: number, days = 0) =>
  adminDb.doc(`${ORDERS}/${id}`).update({
    createdAt: Timestamp.fromMillis(monthsBefore(Date.now(), months) - days * 86_400_000),
  });

beforeAll(async () => {
  await signInOrderActors();
});

describe('keeping trips at most 24 months', () => {
  it('anonymises a trip booked 25 months ago as a deletion would, keeps a recent one, and keeps the trip itself', async () => {
    const oldId = await orderAt('delivered');
    const customer = await freshSignedInCustomer('Kavita Deshmukh');
    const recentId = await bookOrder(customer.idToken, parcelRequest());
    // Older than anything another run left, so this run's cursor reaches it.
    await age(oldId, 25, 400);
    await age(recentId, 23);
    const before = await order(oldId);
    const complaint = adminDb.collection(COMPLAINTS).doc();
    await complaint.set({
      orderId: oldId,
      customerUid: before.customerUid,
      by: { uid: before.customerUid, role: 'customer' },
      category: 'lost_item',
      text: 'I left my blue bag; call me on 98765 43210.',
      status: 'resolved',
    });

    expect(await anonymiseOldTrips(adminDb, Date.now())).toBeGreaterThanOrEqual(1);

    const old = await order(oldId);
    expect(old.customerUid).toMatch(/^deleted-[0-9a-f]{32}$/);
    expect(old).toMatchObject({ riderName: null, riderPhone: null, riderVehicle: null });
    expect(old.customerName).toBeUndefined();
    expect(old.parcel?.receiverName).toBeUndefined();
    // What the trip was stays: when, where, the fare and the receipt.
    expect(old).toMatchObject({
      status: 'delivered',
      fare: before.fare,
      receiptNumber: before.receiptNumber,
      pickup: { address: before.pickup.address },
    });
    const history = await adminDb.collection(orderHistoryPath(oldId)).get();
    expect(history.docs.map((entry) => entry.get('by.uid'))).not.toContain(before.customerUid);
    expect((await complaint.get()).data()).toMatchObject({
      customerUid: old.customerUid,
      by: { uid: old.customerUid, role: 'customer' },
      category: 'lost_item',
      text: '',
    });

    const recent = await order(recentId);
    expect(recent.customerUid).toBe(customer.uid);
    expect(recent.customerName).toBe('Kavita Deshmukh');
  });

  it("deletes a shop's receiver with the trip's other personal fields", async () => {
    const admin = await signInWithPassword(demo.admin.email, demo.admin.password);
    const staff = await newStaff(admin, await newShop(admin, 'Retention Kirana'));
    const id = await bookedForShop(staff);
    const receiver = adminDb.doc(`${orderPrivatePath(id)}/receiver`);
    expect((await receiver.get()).exists).toBe(true);
    // Just past the line, so it is newer than anything the last run read.
    await adminDb.doc(`${ORDERS}/${id}`).update({
      createdAt: Timestamp.fromMillis(monthsBefore(Date.now(), 24) - 60_000),
    });
    expect(await anonymiseOldTrips(adminDb, Date.now())).toBeGreaterThanOrEqual(1);
    expect((await receiver.get()).exists).toBe(false);
    expect((await order(id)).shopDelivery.codPaise).toBe(45_000);
  });

  it('reads only what crossed the line since the last run: a second run changes nothing', async () => {
    expect(await anonymiseOldTrips(adminDb, Date.now())).toBe(0);
  });
});
