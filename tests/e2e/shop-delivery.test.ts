import { DEFAULT_DISPATCH_SETTINGS } from '@dropwise/domain/dispatch';
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { MESSAGES, ORDERS, RIDER_POSITIONS, SHOP_BALANCES } from '@dropwise/domain/collections';
import { pagePaths, shopRidersPath } from '@dropwise/domain/page-paths';
import { testDb } from '../support/admin-sdk';
import { freshPhone, newShop, SHOP_POINT } from '../support/api-shops';
import { browserTest } from '../support/browser';
import { signInDemoAdmin } from '../support/browser-sign-in';
import { offersOf, riderOnDutyAt, useSettings } from '../support/dispatch';
import { testRiderWith } from '../support/e2e-test-riders';
import { APP_URL, latestCodeFor } from '../support/emulators';
import { setDuty } from '../support/live-trip';
import { askToGoOnDuty, signInTestRider } from '../support/rider-screen';

const it = browserTest({ context: { viewport: { width: 390, height: 844 } } });

const { version: _version, ...defaultSettings } = DEFAULT_DISPATCH_SETTINGS;
const SETTINGS = { ...defaultSettings, auto: true, offerSeconds: 60 };
/** Rupees as the screens write them in English (₹450, ₹520.80). */
const rupees = (paise: number) =>
  paise % 100 === 0
    ? `₹${(paise / 100).toLocaleString('en-IN')}`
    : `₹${(paise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2 })}`;

/** Signs shop staff in at /shop with the SMS code the Auth emulator "sent". */
async function signInShopStaff(page: Page, phone: string): Promise<void> {
  await page.goto(`${APP_URL}${pagePaths.shopSignIn}`);
  await page.getByLabel('Phone number').fill(phone);
  await page.getByRole('button', { name: 'Send code' }).click();
  await page.getByLabel('Verification code').waitFor();
  await page.getByLabel('Verification code').fill(await latestCodeFor(phone));
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.waitForURL(`${APP_URL}${pagePaths.shopOrders}`);
}

describe('a shop runs a delivery in Chromium', () => {
  it('the admin adds staff, who sign in by phone and book with cash on delivery paid by the receiver; the shop’s own rider is offered it first, delivers with the receiver’s code and records the amount shown; the shop sees the proof and its balance; the admin pays the shop out', async ({
    openPage,
    admin,
  }) => {
    const shopName = `Joshi Kirana ${Date.now().toString(36)}`;
    const shopId = await newShop(admin, shopName);
    const shopRider = await testRiderWith('shop-e2e-rider', 'Sunil Gaikwad', { vehicleType: 'bike', shopId });
    const staffPhone = freshPhone();
    // Another rider on duty as near the shop, who is not the shop's: the first round is not theirs.
    const near = { lat: SHOP_POINT.lat + 0.003, lng: SHOP_POINT.lng };
    const otherRider = await riderOnDutyAt('shop-e2e-other-rider', near, { shopId: null });
    try {
      await useSettings(admin, SETTINGS);

      // The admin adds the staff member by phone.
      const desk = await openPage();
      await signInDemoAdmin(desk.page, shopRidersPath(shopId));
      await desk.page.getByLabel('Staff phone number').fill(staffPhone);
      await desk.page.getByRole('button', { name: 'Add to staff' }).click();
      await desk.page.getByRole('button', { name: `Remove ${staffPhone} from the staff` }).waitFor();

      // The shop's rider goes on duty by the shop.
      const rider = await openPage({
        permissions: ['geolocation'],
        geolocation: { latitude: near.lat, longitude: near.lng },
      });
      await signInTestRider(rider.page, 'shop-e2e-rider');
      await askToGoOnDuty(rider.page);
      await rider.page.getByRole('button', { name: 'Share location and go on duty' }).click();
      await expect
        .poll(async () => (await testDb.doc(`${RIDER_POSITIONS}/${shopRider.uid}`).get()).get('geohash'), {
          timeout: 30_000,
        })
        .toMatch(/^te/);

      // The staff member signs in by phone and books, cash on delivery, the fee paid by the receiver.
      const staff = await openPage();
      await signInShopStaff(staff.page, staffPhone);
      await staff.page.getByRole('link', { name: 'Book a delivery' }).first().click();
      await staff.page.getByText(shopName).waitFor();
      await staff.page.getByLabel("Receiver's name").fill('Asha Kulkarni');
      await staff.page.getByLabel("Receiver's phone").fill('98220 00111');
      await staff.page.getByRole('combobox', { name: 'Drop-off address' }).fill('viman');
      await staff.page.getByRole('option', { name: /^Viman nagar/ }).click();
      await staff.page.getByRole('radio', { name: /^Small/ }).check();
      await staff.page.getByLabel('Cash to collect for the goods (₹)').fill('450');
      await staff.page.getByRole('radio', { name: /^The receiver/ }).check();
      await staff.page.getByRole('table', { name: 'Delivery fee' }).waitFor();
      // A double tap books once.
      await staff.page.getByRole('button', { name: 'Book delivery' }).dblclick();
      await staff.page.getByRole('heading', { name: 'Delivery booked' }).waitFor();
      const booked = await testDb.collection(ORDERS).where('shopDelivery.shopId', '==', shopId).get();
      expect(booked.size).toBe(1);
      const orderId = booked.docs[0]!.id;
      const order = booked.docs[0]!.data();
      expect(order.shopDelivery).toMatchObject({ codPaise: 45_000, feePaidBy: 'receiver' });

      // The shop's own rider is offered it first; the other rider near the shop is not.
      const offer = rider.page.getByRole('region', { name: `Parcel offer from ${order.pickup.address}` });
      await offer.waitFor({ timeout: 15_000 });
      expect(await offersOf(otherRider.uid)).not.toContain(orderId);
      await offer.getByRole('button', { name: `Accept the parcel from ${order.pickup.address}` }).click();
      await rider.page.getByRole('button', { name: `Picked up order ${orderId}` }).click();
      await expect
        .poll(async () => (await testDb.doc(`${ORDERS}/${orderId}`).get()).get('status'))
        .toBe('picked_up');
      expect((await testDb.doc(`${ORDERS}/${orderId}`).get()).get('riderId')).toBe(shopRider.uid);

      // The receiver's text: the tracking link and the code. They follow the parcel.
      const [text] = (await testDb.collection(MESSAGES).where('orderId', '==', orderId).get()).docs;
      const body = String(text?.get('body'));
      expect(text?.get('to')).toBe('+919822000111');
      const code = /code (\d{4})/.exec(body)?.[1] ?? '';
      const link = /https?:\/\/\S+\/track\/[A-Za-z0-9_-]+/.exec(body)?.[0] ?? '';
      const receiver = await openPage();
      await receiver.page.goto(link.replace(/^https?:\/\/[^/]+/, APP_URL));
      await receiver.page.getByRole('heading', { name: 'Parcel on its way' }).waitFor();

      // At the drop-off the rider is told what to collect before the code.
      const collectPaise = (await testDb.doc(`${ORDERS}/${orderId}`).get()).get(
        'shopDelivery.collectPaise',
      ) as number;
      expect(collectPaise).toBeGreaterThan(45_000);
      await rider.page.getByText(`Collect ${rupees(collectPaise)} from the receiver`).waitFor();
      await rider.page.getByLabel(`Ask for the receiver's code for order ${orderId}`).fill(code);
      await rider.page.getByRole('button', { name: `Delivered order ${orderId}` }).click();
      const amount = rider.page.getByLabel(`Amount collected (₹) for order ${orderId}`);
      await amount.waitFor({ timeout: 20_000 });
      const due = (await testDb.doc(`${ORDERS}/${orderId}`).get()).get('shopDelivery.collectPaise') as number;
      expect(await amount.inputValue()).toBe((due / 100).toFixed(due % 100 === 0 ? 0 : 2));
      await rider.page.getByRole('button', { name: `Save cash for order ${orderId}` }).click();
      await rider.page.getByText(`Cash recorded: ${rupees(due)}`).waitFor();
      await receiver.page.getByRole('heading', { name: 'Parcel delivered' }).waitFor();

      // The shop sees the delivery with its proof, and what is due to it: the goods' price.
      await staff.page.goto(`${APP_URL}${pagePaths.shopOrders}`);
      const card = staff.page.getByRole('article', { name: `Delivery ${orderId.slice(0, 8)}` });
      await card.getByText('Delivered', { exact: true }).waitFor();
      await card.getByText(/^Delivered: the receiver's code was confirmed at /).waitFor();
      await card.getByText(/^The rider was at 18\.\d+, 73\.\d+\.$/).waitFor();
      await card.getByText('Sunil Gaikwad').waitFor();
      await staff.page.getByRole('link', { name: 'Money' }).click();
      await staff.page.getByText('Due to you at the end').waitFor();
      await staff.page.locator('.shop-due', { hasText: '₹450' }).waitFor();

      // The admin pays the shop out: more than is due is refused by the amount, the rest recorded.
      await desk.page.reload();
      await desk.page.getByText('Due to the shop').waitFor();
      await desk.page.getByLabel('Amount paid to the shop (₹)').fill('500');
      await desk.page.getByRole('button', { name: 'Record payout' }).click();
      await desk.page.getByText(/^₹450(\.00)? is due to this shop: pay out at most that\.$/).waitFor();
      expect((await testDb.doc(`${SHOP_BALANCES}/${shopId}`).get()).get('balancePaise')).toBe(45_000);
      await desk.page.getByLabel('Amount paid to the shop (₹)').fill('450');
      await desk.page.getByRole('button', { name: 'Record payout' }).click();
      await desk.page.getByText('Payout of ₹450 recorded. Still due to the shop: ₹0.').waitFor();
      expect((await testDb.doc(`${SHOP_BALANCES}/${shopId}`).get()).data()).toMatchObject({
        codCollectedPaise: 45_000,
        payoutsPaise: 45_000,
        balancePaise: 0,
      });
    } finally {
      await useSettings(admin, { ...SETTINGS, auto: false, offerSeconds: 30 });
      await setDuty(shopRider, false);
      await setDuty(otherRider, false);
    }
  });
});
