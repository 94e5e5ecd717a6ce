import { DEFAULT_DISPATCH_SETTINGS } from '@dropwise/domain/dispatch';
import type {} from 'playwright-core';
import { describe, expect } from 'vitest';
import { testDb } from '../support/admin-sdk';
import { bookOrder, parcelRequest } from '../support/booking-fixtures';
import { browserTest } from '../support/browser';
import { askToGoOnDuty, signInTestRider } from '../support/rider-screen';
import { testRiderWith } from '../support/e2e-test-riders';
import { screenshotsNamed } from '../support/screenshots';
import { signInCustomerInBrowser } from '../support/customer-login';
import { AGRA_DROP_OFF, AGRA_PICKUP, useSettings } from '../support/dispatch';
import { freshSignedInCustomer } from '../support/fresh-customer';
import { setDuty } from '../support/live-trip';
import { signInDemoAdmin } from '../support/browser-sign-in';
import { APP_URL } from '../support/emulators';
import { DISPATCH_SETTINGS_PATH, ORDERS, RIDER_POSITIONS } from '@dropwise/domain/collections';

const it = browserTest({ context: { viewport: { width: 390, height: 844 } } });

/** Phone-size pictures of each screen of dispatch, for people to look at (not compared). */
const shoot = screenshotsNamed('dispatch');

/** Automatic dispatch with the default rounds, and offers standing long enough to watch. */
const { version: _version, ...defaultSettings } = DEFAULT_DISPATCH_SETTINGS;
const SETTINGS = { ...defaultSettings, auto: true, offerSeconds: 60 };

/** A parcel picked up in Agra, where no other test leaves a rider on duty. */
const agraParcel = () =>
  parcelRequest({
    pickup: { address: 'Taj Ganj, Agra', coordinates: AGRA_PICKUP },
    dropOff: { address: 'Agra Fort', coordinates: AGRA_DROP_OFF },
  });

describe('automatic dispatch in Chromium', () => {
  it('the rider goes on duty near a pickup, the customer books, the offer reaches the rider within 5 s, the rider accepts and the customer sees the rider assigned', async ({
    openPage,
    admin,
  }) => {
    const riderAccount = await testRiderWith('dispatch-e2e-rider', 'Imran Qureshi', {
      vehicleType: 'bike',
      shopId: null,
    });
    const customer = await freshSignedInCustomer('Meera Saxena');
    try {
      // Dispatch off while the trigger warms up on a first order, as a running service's would be.
      await useSettings(admin, { ...SETTINGS, auto: false });
      await bookOrder(customer.idToken, agraParcel());

      // The admin switches automatic dispatch on from its screen.
      const staff = await openPage();
      await signInDemoAdmin(staff.page);
      await staff.page.goto(`${APP_URL}/admin/dispatch`);
      const automatic = staff.page.getByRole('switch', { name: 'Automatic dispatch' });
      await automatic.waitFor();
      await staff.page.getByLabel('Offer time (seconds)').fill('60');
      if ((await automatic.getAttribute('aria-checked')) !== 'true') await automatic.click();
      await shoot(staff.page, 'admin-settings');
      await staff.page.getByRole('button', { name: 'Save settings' }).click();
      await staff.page.getByText(/^Dispatch settings saved as version \d+$/).waitFor();
      expect((await testDb.doc(DISPATCH_SETTINGS_PATH).get()).data()).toMatchObject({
        auto: true,
        offerSeconds: 60,
      });

      // The rider, a few hundred metres from the pickup, goes on duty.
      const near = { latitude: AGRA_PICKUP.lat + 0.004, longitude: AGRA_PICKUP.lng };
      const rider = await openPage({ permissions: ['geolocation'], geolocation: near });
      await signInTestRider(rider.page, 'dispatch-e2e-rider');
      await askToGoOnDuty(rider.page);
      await rider.page.getByRole('button', { name: 'Share location and go on duty' }).click();
      await expect
        .poll(async () => (await testDb.doc(`${RIDER_POSITIONS}/${riderAccount.uid}`).get()).get('geohash'), {
          timeout: 30_000,
        })
        .toMatch(/^ts/);

      // The customer books; the offer is on the rider's screen within 5 s.
      const booked = Date.now();
      const orderId = await bookOrder(customer.idToken, agraParcel());
      // The pickup as the server labelled its pin.
      const pickup = (await testDb.doc(`${ORDERS}/${orderId}`).get()).get('pickup.address') as string;
      const offer = rider.page.getByRole('region', { name: `Parcel offer from ${pickup}` });
      await offer.waitFor({ timeout: 5_000 });
      const seenAfterMs = Date.now() - booked;
      expect(seenAfterMs).toBeLessThan(5_000);
      await offer.getByRole('timer').waitFor();
      await expect.poll(() => offer.getByText(/km/).count()).toBeGreaterThan(0);
      await shoot(rider.page, 'rider-offer');

      // The board says where dispatch stands.
      await staff.page.goto(`${APP_URL}/admin/dashboard`);
      await staff.page
        .locator(`tr[data-order-id="${orderId}"]`)
        .getByText(/^Offered to 1 rider · round 1 of 3 · ends in \d+ s$/)
        .waitFor();
      await shoot(staff.page, 'admin-board');

      // The customer's page: still looking, then the rider.
      const shopper = await openPage();
      await signInCustomerInBrowser(shopper.page, customer.phoneNumber);
      await shopper.page.goto(`${APP_URL}/parcelHistory/${orderId}`);
      await shopper.page.getByText('Finding a rider near you…').waitFor();
      await shoot(shopper.page, 'customer-finding');

      await offer.getByRole('button', { name: `Accept the parcel from ${pickup}` }).click();
      await rider.page.getByText('Order accepted: it is now your current job.').waitFor();
      await expect.poll(() => offer.count()).toBe(0);
      await shoot(rider.page, 'rider-accepted');

      const order = (await testDb.doc(`${ORDERS}/${orderId}`).get()).data()!;
      expect(order).toMatchObject({ status: 'assigned', riderId: riderAccount.uid });
      await shopper.page.getByText('Imran Qureshi').first().waitFor({ timeout: 15_000 });
      await shopper.page.getByText('your rider accepted the offer').first().waitFor();
      await expect.poll(() => shopper.page.getByText('Finding a rider near you…').count()).toBe(0);
      await shoot(shopper.page, 'customer-assigned');
    } finally {
      await useSettings(admin, { ...SETTINGS, auto: false, offerSeconds: 30 });
      await setDuty(riderAccount, false);
    }
  });
});
