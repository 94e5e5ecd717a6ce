import { FieldValue } from 'firebase-admin/firestore';
import { SHOP_CLAIM, type ShopStaffDocument } from '@dropwise/domain/shops/shop-staff';
import { upsertAuthUser } from './demo-accounts.js';
import { demoShops } from './demo-shops.js';
import { auth, db } from './emulator-admin.js';
import { SHOP_STAFF } from '@dropwise/domain/collections';

/** The demo shop's staff member: a phone account, as an admin's "Add staff" leaves it. */
export const demoShopStaff = {
  uid: 'demo-shop-staff',
  phoneNumber: '+15555550101',
  displayName: 'Demo Shop Staff',
  shopId: demoShops[0].id,
};

export async function seedDemoShopStaff(): Promise<void> {
  const { uid, phoneNumber, displayName, shopId } = demoShopStaff;
  await upsertAuthUser(uid, { phoneNumber, displayName, disabled: false });
  await auth.setCustomUserClaims(uid, { [SHOP_CLAIM]: shopId });
  const record: ShopStaffDocument<FieldValue> = {
    shopId,
    phone: phoneNumber,
    addedAt: FieldValue.serverTimestamp(),
    addedBy: 'seed',
  };
  await db.doc(`${SHOP_STAFF}/${uid}`).set(record);
}
