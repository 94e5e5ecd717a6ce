import { doc, orderBy, setDoc, where } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { ids, mayList, mayNotList, mayNotRead, mayRead } from '../support/rules-access';
import { actors, rulesFixture } from '../support/rules-env';
import {
  CASH_LEDGER,
  orderHistoryPath,
  orderPrivatePath,
  ORDERS,
  SHOP_BALANCES,
  SHOP_DAYS,
  SHOP_REFERENCES,
  SHOP_STAFF,
  SHOPS,
  RIDERS,
} from '@dropwise/domain/collections';

const staff = { uid: 'staff-1', claims: { shopId: 'shop-1', phone_number: '+919800000101' } };
const otherStaff = { uid: 'staff-2', claims: { shopId: 'shop-2', phone_number: '+919800000102' } };
/** Removed: the claim lives on in an issued token, the record is gone. */
const removedStaff = { uid: 'staff-removed', claims: { shopId: 'shop-1', phone_number: '+919800000103' } };
/** A member of a shop an admin deactivated. */
const closedStaff = { uid: 'staff-closed', claims: { shopId: 'shop-closed', phone_number: '+919800000104' } };
/** Claims a shop it was never made staff of. */
const forgedStaff = { uid: actors.customer.uid, claims: { shopId: 'shop-1', phone_number: '+919876543210' } };

const shopOrder = (shopId: string, status: string, riderId: string | null) => ({
  kind: 'parcel',
  status,
  riderId,
  shopId,
  shopDelivery: {
    shopId,
    shopName: shopId,
    reference: null,
    codPaise: 1000,
    feePaidBy: 'receiver',
    collectPaise: 5000,
    bookedBy: 'staff-1',
  },
  createdAt: new Date(),
});

describe('shop staff rules', () => {
  const rules = rulesFixture('shop-staff', async (db) => {
    await setDoc(doc(db, `${SHOPS}/shop-1`), { name: 'One', active: true });
    await setDoc(doc(db, `${SHOPS}/shop-2`), { name: 'Two', active: true });
    await setDoc(doc(db, `${SHOPS}/shop-closed`), { name: 'Closed', active: false });
    for (const [uid, shopId] of [
      ['staff-1', 'shop-1'],
      ['staff-2', 'shop-2'],
      ['staff-closed', 'shop-closed'],
    ]) {
      await setDoc(doc(db, `${SHOP_STAFF}/${uid}`), { shopId, phone: '+919800000101' });
    }
    await setDoc(doc(db, `${RIDERS}/${actors.rider.uid}`), { name: 'Rider', shopId: 'shop-2', active: true });
    await setDoc(doc(db, `${ORDERS}/open-1`), shopOrder('shop-1', 'assigned', actors.rider.uid));
    await setDoc(doc(db, `${ORDERS}/done-1`), shopOrder('shop-1', 'delivered', actors.rider.uid));
    await setDoc(doc(db, `${ORDERS}/open-2`), shopOrder('shop-2', 'pending', null));
    await setDoc(doc(db, `${ORDERS}/closed-1`), shopOrder('shop-closed', 'pending', null));
    // A customer's order carried by shop-1's rider: `shopId` names the rider's shop, not a booking.
    await setDoc(doc(db, `${ORDERS}/customer-1`), {
      kind: 'ride',
      status: 'assigned',
      customerUid: actors.customer.uid,
      riderId: 'r',
      shopId: 'shop-1',
      createdAt: new Date(),
    });
    for (const order of ['open-1', 'done-1', 'open-2', 'closed-1']) {
      const shopId = order === 'open-2' ? 'shop-2' : order === 'closed-1' ? 'shop-closed' : 'shop-1';
      await setDoc(doc(db, `${orderPrivatePath(order)}/receiver`), {
        name: 'Asha',
        phone: '+919811111111',
        shopId,
      });
      await setDoc(doc(db, `${orderPrivatePath(order)}/handover`), { code: '1234' });
      await setDoc(doc(db, `${orderHistoryPath(order)}/0`), { n: 0, to: 'pending' });
    }
    await setDoc(doc(db, `${SHOP_DAYS}/shop-1_2026-11-01`), { shopId: 'shop-1', date: '2026-11-01' });
    await setDoc(doc(db, `${SHOP_DAYS}/shop-2_2026-11-01`), { shopId: 'shop-2', date: '2026-11-01' });
    await setDoc(doc(db, `${SHOP_BALANCES}/shop-1`), { balancePaise: 100 });
    await setDoc(doc(db, `${SHOP_BALANCES}/shop-2`), { balancePaise: 200 });
    await setDoc(doc(db, `${SHOP_REFERENCES}/shop-1_abc`), { orderId: 'open-1' });
    await setDoc(doc(db, `${CASH_LEDGER}/shop_cod-done-1`), {
      type: 'shop_cod',
      shopId: 'shop-1',
      riderId: actors.rider.uid,
    });
  });
  const as = rules.as;
  const byShop = (shopId: string) => [
    where('shopDelivery.shopId', '==', shopId),
    orderBy('createdAt', 'desc'),
  ];

  it("staff read their own shop and its orders' list, and no other shop's", async () => {
    await mayRead(as(staff), `${SHOPS}/shop-1`);
    await mayNotRead(as(staff), `${SHOPS}/shop-2`);
    const listed = await mayList(as(staff), ORDERS, ...byShop('shop-1'));
    expect(ids(listed)).toEqual(['done-1', 'open-1']);
    await mayNotList(as(staff), ORDERS, ...byShop('shop-2'));
    await mayRead(as(staff), `${ORDERS}/open-1`);
    await mayNotRead(as(staff), `${ORDERS}/open-2`);
    await mayRead(as(staff), `${orderHistoryPath('open-1')}/0`);
    await mayNotRead(as(staff), `${orderHistoryPath('open-2')}/0`);
  });

  it("staff never read a customer's order, even one their shop's rider carries", async () => {
    await mayNotRead(as(staff), `${ORDERS}/customer-1`);
    await mayNotList(as(staff), ORDERS, where('shopId', '==', 'shop-1'));
  });

  it("staff read their orders' receivers and codes; other shops' staff do not", async () => {
    await mayRead(as(staff), `${orderPrivatePath('done-1')}/receiver`);
    await mayRead(as(staff), `${orderPrivatePath('open-1')}/handover`);
    await mayNotRead(as(otherStaff), `${orderPrivatePath('open-1')}/receiver`);
    await mayNotRead(as(otherStaff), `${orderPrivatePath('open-1')}/handover`);
  });

  it('the assigned rider reads the receiver while the order is open, not after; others never', async () => {
    await mayRead(rules.dbFor('rider'), `${orderPrivatePath('open-1')}/receiver`);
    await mayNotRead(rules.dbFor('rider'), `${orderPrivatePath('done-1')}/receiver`);
    await mayNotRead(rules.dbFor('rider'), `${orderPrivatePath('open-2')}/receiver`);
    await mayNotRead(rules.dbFor('rider'), `${orderPrivatePath('open-1')}/handover`);
    await mayNotRead(rules.dbFor('customer'), `${orderPrivatePath('open-1')}/receiver`);
    await mayNotRead(rules.dbFor('otherRider'), `${orderPrivatePath('open-1')}/receiver`);
  });

  it('a removed member, a closed shop and a forged claim read nothing', async () => {
    for (const who of [removedStaff, forgedStaff]) {
      await mayNotRead(as(who), `${SHOPS}/shop-1`);
      await mayNotRead(as(who), `${ORDERS}/open-1`);
      await mayNotList(as(who), ORDERS, ...byShop('shop-1'));
      await mayNotRead(as(who), `${orderPrivatePath('open-1')}/receiver`);
      await mayNotRead(as(who), `${SHOP_BALANCES}/shop-1`);
    }
    await mayNotRead(as(closedStaff), `${ORDERS}/closed-1`);
    await mayNotList(as(closedStaff), ORDERS, ...byShop('shop-closed'));
  });

  it("staff read their shop's days and balance, not another's, and no ledger or references", async () => {
    await mayList(as(staff), SHOP_DAYS, where('shopId', '==', 'shop-1'));
    await mayNotList(as(staff), SHOP_DAYS, where('shopId', '==', 'shop-2'));
    await mayNotList(as(staff), SHOP_DAYS);
    await mayRead(as(staff), `${SHOP_BALANCES}/shop-1`);
    await mayNotRead(as(staff), `${SHOP_BALANCES}/shop-2`);
    await mayNotList(as(staff), SHOP_BALANCES);
    await mayNotRead(as(staff), `${CASH_LEDGER}/shop_cod-done-1`);
    await mayNotRead(as(staff), `${SHOP_REFERENCES}/shop-1_abc`);
  });

  it('a member reads their own staff record; admins read all; nobody writes', async () => {
    await mayRead(as(staff), `${SHOP_STAFF}/staff-1`);
    await mayNotRead(as(staff), `${SHOP_STAFF}/staff-2`);
    await mayNotList(as(staff), SHOP_STAFF);
    await mayList(rules.dbFor('admin'), SHOP_STAFF);
    await mayList(rules.dbFor('admin'), SHOP_BALANCES);
    await mayList(rules.dbFor('admin'), SHOP_DAYS);
    await mayNotRead(rules.dbFor('admin'), `${SHOP_REFERENCES}/shop-1_abc`);
    const { assertFails } = await import('@firebase/rules-unit-testing');
    await assertFails(setDoc(doc(as(staff), `${SHOP_STAFF}/staff-1`), { shopId: 'shop-2' }));
    await assertFails(setDoc(doc(as(staff), `${SHOP_BALANCES}/shop-1`), { balancePaise: 1 }));
    await assertFails(
      setDoc(doc(rules.dbFor('admin'), `${SHOP_DAYS}/shop-1_2026-11-02`), { shopId: 'shop-1' }),
    );
  });
});
