import { describe, expect } from 'vitest';
import { testDb } from '../support/admin-sdk';
import { bookOrder, rideRequest } from '../support/booking-fixtures';
import { browserTest } from '../support/browser';
import { signInDemoAdmin } from '../support/browser-sign-in';
import { askToGoOnDuty, signInTestRider } from '../support/rider-screen';
import { testRiderListedByName } from '../support/e2e-test-riders';
import { screenshotsNamed } from '../support/screenshots';
import { signInCustomerInBrowser } from '../support/customer-login';
import { LIVE_TRIP, LIVE_TRIP_RIDE } from '../support/shared-trip';
import { etaMinutes, riderMarker } from '../support/trip-map-readings';
import { move } from '../support/order-actors';
import { APP_URL, demo, signInWithPhone } from '../support/emulators';
import { ORDERS, RIDER_POSITIONS } from '@dropwise/domain/collections';
import { REPORT_MIN_GAP_MS } from '@dropwise/domain/rider-duty';

const it = browserTest({ context: { viewport: { width: 390, height: 844 } } });

/** Phone-size pictures of each screen of the trip, for people to look at (not compared). */
const shoot = screenshotsNamed('live-trip');

/** Live updates ride on listeners and a 10 s poll; a loaded machine needs room. */
const poll = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 40_000, interval: 500 });

describe('the live trip in Chromium: rider, customer and someone following a shared link', () => {
  it('the rider goes on duty, is assigned, moves toward the pickup and both the customer and the shared page follow without a reload; a wrong handover code is refused, the right one starts the ride', async ({
    openPage,
    admin,
  }) => {
    const riderAccount = await testRiderListedByName('trip-e2e-rider', 'Tara Kale');
    const [start, closer, closest] = LIVE_TRIP.approach as [
      (typeof LIVE_TRIP.approach)[0],
      (typeof LIVE_TRIP.approach)[0],
      (typeof LIVE_TRIP.approach)[0],
    ];

    // The rider: a phone with location allowed.
    const rider = await openPage({ permissions: ['geolocation'], geolocation: start });
    await signInTestRider(rider.page, 'trip-e2e-rider');
    const dutySwitch = await askToGoOnDuty(rider.page);
    // Why the location is needed comes first, then the browser's permission.
    await rider.page.getByRole('heading', { name: 'Share your location while on duty' }).waitFor();
    await shoot(rider.page, 'rider-explainer');
    await rider.page.getByRole('button', { name: 'Share location and go on duty' }).click();
    await poll(() => dutySwitch.getAttribute('aria-checked')).toBe('true');
    await poll(async () =>
      (await testDb.doc(`${RIDER_POSITIONS}/${riderAccount.uid}`).get()).get('lat'),
    ).toBeCloseTo(start.latitude, 4);

    // The customer books a ride; the admin accepts it and assigns the on-duty rider, offered first
    // with the distance from the pickup.
    const customer = await signInWithPhone(demo.customerPhone);
    const orderId = await bookOrder(customer.idToken, rideRequest(LIVE_TRIP_RIDE));
    expect((await move(admin, orderId, { to: 'accepted' })).status).toBe(200);
    const staff = await openPage({ viewport: { width: 1280, height: 900 } });
    await signInDemoAdmin(staff.page);
    await staff.page.goto(`${APP_URL}/admin/acceptedOrder`);
    const riderSelect = staff.page.getByLabel(`Rider for order ${orderId}`);
    const onDutyGroup = riderSelect.locator('optgroup[label="On duty, nearest first"]');
    await onDutyGroup.locator('option', { hasText: /^Tara Kale \(bike\) · \d+(\.\d)? km away$/ }).waitFor({
      state: 'attached',
    });
    await riderSelect.selectOption(riderAccount.uid);
    await staff.page.getByRole('button', { name: `Assign order ${orderId}` }).click();
    await staff.page.getByRole('status').filter({ hasText: 'Rider assigned' }).first().waitFor();
    await staff.page.setViewportSize({ width: 390, height: 844 });
    await shoot(staff.page, 'admin-accepted-orders');
    await staff.page.goto(`${APP_URL}/admin/ridermanage`);
    await staff.page
      .getByText(/On duty · reported \d+ (s|min) ago/)
      .first()
      .waitFor();
    await shoot(staff.page, 'admin-riders');

    // The customer's order page: the rider's marker and the estimate, live.
    const shopper = await openPage({ permissions: ['clipboard-read', 'clipboard-write'] });
    await signInCustomerInBrowser(shopper.page, demo.customerPhone);
    await shopper.page.goto(`${APP_URL}/riderHistory/${orderId}`);
    await shopper.page.getByText(/^Rider is \d+(\.\d)? km away · about \d+ min/).waitFor();
    await shopper.page.getByText(/^Updated \d+ s ago$/).waitFor();
    const handoverCode = (await shopper.page.locator('.handover-code-digits').textContent())?.trim() ?? '';
    expect(handoverCode).toMatch(/^\d{4}$/);
    await poll(() => riderMarker(shopper.page)).toBe(
      `${start.latitude.toFixed(5)},${start.longitude.toFixed(5)}`,
    );
    const customerFirstEta = (await etaMinutes(shopper.page)) ?? 0;
    let customerEta = customerFirstEta;

    // Share trip: no share sheet in this browser, so the link goes to the clipboard.
    await shopper.page.getByRole('button', { name: 'Share trip' }).click();
    await shopper.page.getByText('Link copied: paste it to whoever is waiting.').waitFor();
    const copied = await shopper.page.evaluate(() => navigator.clipboard.readText());
    const link = /https?:\/\/\S+\/track\/[A-Za-z0-9_-]+/.exec(copied)?.[0] ?? '';
    expect(link).not.toBe('');
    expect(copied).toContain('Follow my Dropwise ride');
    await shopper.page.getByRole('button', { name: 'Stop sharing' }).waitFor();
    await shoot(shopper.page, 'customer-order');

    // Someone who follows the link, signed out: no Firebase loads on that page.
    const follower = await openPage();
    const firebaseRequests: string[] = [];
    follower.page.on('request', (request) => {
      if (/firebase|googleapis|identitytoolkit/i.test(request.url())) firebaseRequests.push(request.url());
    });
    await follower.page.goto(link.replace(/^https?:\/\/[^/]+/, APP_URL));
    await follower.page.getByRole('heading', { name: 'Rider on the way to the pickup' }).waitFor();
    await follower.page.getByText('Bike · Rider Tara').waitFor();
    await poll(() => riderMarker(follower.page)).not.toBeNull();
    await shoot(follower.page, 'tracking');
    await poll(() => riderMarker(follower.page)).toBe(
      `${start.latitude.toFixed(5)},${start.longitude.toFixed(5)}`,
    );
    await poll(() => etaMinutes(follower.page)).not.toBeNull();
    let followerEta = (await etaMinutes(follower.page)) ?? 0;
    // Nothing personal: not the customer's phone or the rider's surname or any id.
    const followerText = (await follower.page.locator('body').textContent()) ?? '';
    for (const secret of ['Kale', demo.customerPhone, orderId, riderAccount.uid, handoverCode]) {
      expect(followerText).not.toContain(secret);
    }

    // The rider moves toward the pickup in two steps; both pages follow, and the estimate falls.
    for (const point of [closer, closest]) {
      // The rider's app drops a fix within 2.5 s of its last report (position-throttle.ts), and
      // both pages now follow a report sooner than that: the next move waits the spacing out.
      await new Promise((done) => setTimeout(done, REPORT_MIN_GAP_MS + 600));
      await rider.context.setGeolocation(point);
      const expected = `${point.latitude.toFixed(5)},${point.longitude.toFixed(5)}`;
      await poll(() => riderMarker(shopper.page)).toBe(expected);
      await poll(() => riderMarker(follower.page)).toBe(expected);
      const customerBefore = customerEta;
      const followerBefore = followerEta;
      await poll(async () => ((await etaMinutes(shopper.page)) ?? customerBefore) < customerBefore).toBe(
        true,
      );
      await poll(async () => ((await etaMinutes(follower.page)) ?? followerBefore) < followerBefore).toBe(
        true,
      );
      customerEta = (await etaMinutes(shopper.page)) ?? 0;
      followerEta = (await etaMinutes(follower.page)) ?? 0;
    }
    expect(await etaMinutes(shopper.page)).toBeLessThan(customerFirstEta);
    expect(firebaseRequests).toEqual([]);

    // At the pickup the rider asks for the passenger's code: a wrong one is refused by the field.
    const codeField = rider.page.getByLabel(`Ask for the passenger's code for order ${orderId}`);
    expect(await codeField.getAttribute('inputmode')).toBe('numeric');
    const wrong = handoverCode === '0000' ? '1111' : '0000';
    await codeField.fill(wrong);
    await rider.page.getByRole('button', { name: `Picked up order ${orderId}` }).click();
    await rider.page.getByText('That code is not right. 4 attempts left.').waitFor();
    await shoot(rider.page, 'rider-wrong-code');
    expect((await testDb.doc(`${ORDERS}/${orderId}`).get()).get('status')).toBe('assigned');
    await codeField.fill(handoverCode);
    await rider.page.getByRole('button', { name: `Picked up order ${orderId}` }).click();
    await rider.page.getByText('Order marked picked up').waitFor();
    await poll(async () => (await testDb.doc(`${ORDERS}/${orderId}`).get()).get('status')).toBe('picked_up');

    // Now heading for the drop-off, on both pages.
    await shopper.page.getByText(/^About \d+ min to drop-off/).waitFor();
    await shoot(shopper.page, 'customer-picked-up');
    await follower.page
      .getByRole('heading', { name: 'On the way to the drop-off' })
      .waitFor({ timeout: 30_000 });

    // Stop sharing: the link's page says so on its next poll or reload.
    await shopper.page.getByRole('button', { name: 'Stop sharing' }).click();
    await shopper.page.getByText('Sharing stopped: the link no longer works.').waitFor();
    await follower.page.reload();
    await follower.page.getByRole('heading', { name: 'This trip is no longer shared' }).waitFor();
    await shoot(follower.page, 'tracking-stopped');

    // Off duty: the position goes, so nobody sees the rider any more.
    await dutySwitch.click();
    await poll(() => dutySwitch.getAttribute('aria-checked')).toBe('false');
    await poll(async () => (await testDb.doc(`${RIDER_POSITIONS}/${riderAccount.uid}`).get()).exists).toBe(
      false,
    );
  }, 240_000);
});
