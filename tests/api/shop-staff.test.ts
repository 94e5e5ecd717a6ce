import { beforeAll, describe, expect, it } from 'vitest';
import * as shopApi from '@dropwise/domain/api/shop';
import { setShopActive } from '@dropwise/domain/api/admin';
import { SHOP_STAFF } from '@dropwise/domain/collections';
import { callApi } from '../support/admin-api';
import { adminAuth, adminDb } from '../support/booking-fixtures';
import {
  decodeClaims,
  demo,
  signInWithPassword,
  signInWithPhone,
  type SignedInUser,
} from '../support/emulators';
import { freshSignedInCustomer } from '../support/fresh-customer';
import { demoShopStaff } from '../../scripts/seed/demo-shop-staff';
import { demoShops } from '../../scripts/seed/demo-shops';
import { addStaff, freshPhone, newShop, newStaff, pathOf, leaveNoShopOrdersOpen } from '../support/api-shops';

leaveNoShopOrdersOpen();
describe('shop staff', () => {
  let admin: SignedInUser;
  let shopId: string;
  let otherShopId: string;

  beforeAll(async () => {
    admin = await signInWithPassword(demo.admin.email, demo.admin.password);
    [shopId, otherShopId] = await Promise.all([newShop(admin, 'Staff Shop'), newShop(admin, 'Other Shop')]);
  });

  const myShop = (user: SignedInUser) =>
    callApi(shopApi.myShop.method, shopApi.myShop.path, { token: user.idToken });
  const staffList = (id: string) =>
    callApi(shopApi.listShopStaff.method, pathOf(shopApi.listShopStaff.path, { shopId: id }), {
      token: admin.idToken,
    });
  const remove = (id: string, uid: string) =>
    callApi(shopApi.removeShopStaff.method, pathOf(shopApi.removeShopStaff.path, { shopId: id, uid }), {
      token: admin.idToken,
    });

  it("the README's demo shop staff signs in by phone and works for the demo shop", async () => {
    const staff = await signInWithPhone(demo.shopStaffPhone);
    expect(decodeClaims(staff.idToken).shopId).toBe(demoShopStaff.shopId);
    const answer = await myShop(staff);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ id: demoShops[0].id, name: demoShops[0].name });
  });

  it('an admin adds a phone as staff: 201 with the uid, the claim, the record and the list', async () => {
    const phone = freshPhone();
    const added = await addStaff(admin, shopId, phone);
    expect(added.status).toBe(201);
    const uid = (added.body.data as { uid: string }).uid;
    expect((await adminAuth.getUser(uid)).customClaims).toMatchObject({ shopId });
    expect((await adminDb.doc(`${SHOP_STAFF}/${uid}`).get()).data()).toMatchObject({ shopId, phone });
    const staff = await signInWithPhone(phone);
    expect(staff.uid).toBe(uid);
    expect(decodeClaims(staff.idToken).shopId).toBe(shopId);
    const shop = await myShop(staff);
    expect(shop.status).toBe(200);
    expect(shop.body.data).toMatchObject({ id: shopId, coordinates: { lat: 18.5247, lng: 73.8471 } });
    const listed = await staffList(shopId);
    expect((listed.body.data as Array<{ uid: string }>).map((member) => member.uid)).toContain(uid);
    // Adding them again changes nothing.
    expect((await addStaff(admin, shopId, phone)).status).toBe(201);
  });

  it('an existing customer becomes staff; staff of another shop is refused with 409 and nothing changes', async () => {
    const customer = await freshSignedInCustomer('Shop Helper');
    const phone = (await adminAuth.getUser(customer.uid)).phoneNumber!;
    expect((await addStaff(admin, shopId, phone)).status).toBe(201);
    const elsewhere = await addStaff(admin, otherShopId, phone);
    expect(elsewhere.status).toBe(409);
    expect(elsewhere.body.error?.fields?.phone).toBeDefined();
    expect((await adminAuth.getUser(customer.uid)).customClaims?.shopId).toBe(shopId);
    expect((await adminDb.doc(`${SHOP_STAFF}/${customer.uid}`).get()).get('shopId')).toBe(shopId);
  });

  it.each([
    ['a phone that is not a number', { phone: 'call me' }, 400],
    ['no phone', {}, 400],
    ['an unknown field', { phone: '+919812300000', role: 'owner' }, 400],
  ])('refuses %s with 400 naming the field', async (_label, body, status) => {
    const before = (await adminDb.collection(SHOP_STAFF).where('shopId', '==', shopId).count().get()).data()
      .count;
    const answer = await callApi(shopApi.addShopStaff.method, pathOf(shopApi.addShopStaff.path, { shopId }), {
      token: admin.idToken,
      body,
    });
    expect(answer.status).toBe(status);
    expect(answer.body.error?.code).toBe('validation_failed');
    expect(
      (await adminDb.collection(SHOP_STAFF).where('shopId', '==', shopId).count().get()).data().count,
    ).toBe(before);
  });

  it('an unknown shop is 404; staff and customers may not add staff (403)', async () => {
    expect((await addStaff(admin, 'no-such-shop', freshPhone())).status).toBe(404);
    const staff = await newStaff(admin, shopId);
    const asStaff = await callApi(
      shopApi.addShopStaff.method,
      pathOf(shopApi.addShopStaff.path, { shopId }),
      {
        token: staff.idToken,
        body: { phone: freshPhone() },
      },
    );
    expect(asStaff.status).toBe(403);
    const customer = await freshSignedInCustomer('Not Staff');
    expect((await myShop(customer)).status).toBe(403);
    // The rest of the admin's shop calls refuse staff too, and change nothing.
    const asStaffToo = (
      endpoint: { method: string; path: string },
      params: Record<string, string>,
      body?: unknown,
    ) => callApi(endpoint.method, pathOf(endpoint.path, params), { token: staff.idToken, body });
    expect((await asStaffToo(shopApi.listShopStaff, { shopId })).status).toBe(403);
    expect((await asStaffToo(shopApi.removeShopStaff, { shopId, uid: staff.uid })).status).toBe(403);
    expect((await asStaffToo(shopApi.recordShopPayout, { shopId }, { amountPaise: 100 })).status).toBe(403);
    expect((await asStaffToo(shopApi.shopBalances, {})).status).toBe(403);
    expect((await adminDb.doc(`${SHOP_STAFF}/${staff.uid}`).get()).get('shopId')).toBe(shopId);
  });

  it('removing a member ends their session at once: the old token is refused, the claim and record are gone', async () => {
    const staff = await newStaff(admin, shopId);
    expect((await myShop(staff)).status).toBe(200);
    const removed = await remove(shopId, staff.uid);
    expect(removed.status).toBe(200);
    // 401 once the revocation is past the token's sign-in second; within that second, the claim
    // the account no longer holds refuses it (403). Either way nothing is answered.
    const refused = await myShop(staff);
    expect([401, 403]).toContain(refused.status);
    expect(refused.body.data).toBeUndefined();
    expect((await adminAuth.getUser(staff.uid)).customClaims?.shopId).toBeUndefined();
    expect((await adminDb.doc(`${SHOP_STAFF}/${staff.uid}`).get()).exists).toBe(false);
    expect((await remove(shopId, staff.uid)).status).toBe(404);
  });

  it('deactivating the shop refuses its staff at once (403), and reactivating lets them back', async () => {
    const shop = await newShop(admin, 'Closing Shop');
    const staff = await newStaff(admin, shop);
    const setActive = (active: boolean) =>
      callApi(setShopActive.method, pathOf(setShopActive.path, { shopId: shop }), {
        token: admin.idToken,
        body: { active },
      });
    expect((await setActive(false)).status).toBe(200);
    expect((await myShop(staff)).status).toBe(403);
    expect((await setActive(true)).status).toBe(200);
    expect((await myShop(staff)).status).toBe(200);
  });

  it('a member deletes their own account: the record and the account go', async () => {
    const staff = await newStaff(admin, shopId);
    const answer = await callApi(shopApi.deleteShopAccount.method, shopApi.deleteShopAccount.path, {
      token: staff.idToken,
    });
    expect(answer.status).toBe(200);
    expect((await adminDb.doc(`${SHOP_STAFF}/${staff.uid}`).get()).exists).toBe(false);
    await expect(adminAuth.getUser(staff.uid)).rejects.toMatchObject({ code: 'auth/user-not-found' });
  });
});
