import { describe, expect } from 'vitest';
import { orderPath, pagePaths } from '@dropwise/domain/page-paths';
import { MESSAGES, RIDERS } from '@dropwise/domain/collections';
import { testDb } from '../support/admin-sdk';
import { bookOrder, rideRequest } from '../support/booking-fixtures';
import { browserTest } from '../support/browser';
import { signInDemoAdmin } from '../support/browser-sign-in';
import { signInCustomerInBrowser } from '../support/customer-login';
import { APP_URL, signInWithPhone } from '../support/emulators';
import { freshCustomerWithProfile } from '../support/fresh-customer';
import { move } from '../support/order-actors';
import { askToGoOnDuty, signInTestRider, testRider } from '../support/rider-screen';
import { screenshotsNamed } from '../support/screenshots';
import { LIVE_TRIP, LIVE_TRIP_RIDE } from '../support/shared-trip';
import { putContacts } from '../support/api-safety';

const it = browserTest({ context: { viewport: { width: 390, height: 844 } } });
const shoot = screenshotsNamed('safety');
const poll = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 20_000, interval: 250 });

const contacts = [
  { name: 'Asha Patil', phone: '+919800000501' },
  { name: 'Vikram Rao', phone: '+919800000502' },
];

describe('SOS in Chromium: a customer, their rider and the safety desk', () => {
  it('the customer presses SOS and confirms; the desk shows it live, acknowledges and closes it; both contacts get the link, which shows the plate', async ({
    openPage,
    admin,
  }) => {
    const rider = await testRider('sos-e2e-rider', 'Sunil Jadhav');
    const person = await freshCustomerWithProfile('Meera Kulkarni');
    const customer = await signInWithPhone(person.phoneNumber);
    expect((await putContacts(customer, { contacts, shareNightRides: true })).status).toBe(200);

    // The rider, whose papers are complete, goes on duty on their phone.
    const riderPhone = await openPage({ permissions: ['geolocation'], geolocation: LIVE_TRIP.approach[0] });
    await signInTestRider(riderPhone.page, rider.uid);
    const dutySwitch = await askToGoOnDuty(riderPhone.page);
    await riderPhone.page.getByRole('button', { name: 'Share location and go on duty' }).click();
    await poll(() => dutySwitch.getAttribute('aria-checked')).toBe('true');

    // A ride booked and assigned to them.
    const orderId = await bookOrder(customer.idToken, rideRequest(LIVE_TRIP_RIDE));
    expect((await move(admin, orderId, { to: 'accepted' })).status).toBe(200);
    expect((await move(admin, orderId, { to: 'assigned', riderId: rider.uid })).status).toBe(200);

    // The admin has the safety desk open.
    const desk = await openPage({ viewport: { width: 1280, height: 900 } });
    await signInDemoAdmin(desk.page, pagePaths.safetyDesk);
    await desk.page.getByRole('heading', { name: 'Safety desk' }).waitFor();

    // The customer's order page shows who is coming, and the SOS button.
    const phone = await openPage({
      permissions: ['geolocation'],
      geolocation: { latitude: 18.5286, longitude: 73.8745 },
    });
    await signInCustomerInBrowser(phone.page, person.phoneNumber);
    await phone.page.goto(`${APP_URL}${orderPath('ride', orderId)}`);
    await phone.page.getByText('Sunil', { exact: false }).first().waitFor();
    await phone.page.locator('[data-registration="MH12AB1234"]').waitFor();
    await shoot(phone.page, 'customer-order-rider-card');

    // One tap only asks; confirming raises the alert.
    await phone.page.getByRole('button', { name: 'SOS', exact: true }).click();
    await phone.page.getByRole('heading', { name: 'Send an SOS alert?' }).waitFor();
    await shoot(phone.page, 'customer-sos-confirm');
    const pressed = Date.now();
    await phone.page.getByRole('button', { name: 'Yes, send SOS alert' }).click();
    await phone.page.getByRole('heading', { name: 'Help is being alerted' }).waitFor();
    await expect
      .poll(() => phone.page.getByRole('link', { name: 'Call 112' }).getAttribute('href'))
      .toBe('tel:112');
    await phone.page.getByText('Asha Patil').waitFor();
    await phone.page.getByText('Vikram Rao').waitFor();
    await shoot(phone.page, 'customer-sos-sent');

    // The desk shows it within 3 s, without a reload, with a banner on the admin screens.
    const alert = desk.page.getByRole('article').filter({ hasText: orderId });
    await alert.waitFor({ timeout: 3_000 });
    expect(Date.now() - pressed).toBeLessThan(8_000);
    await expect.poll(() => alert.textContent()).toContain('MH12AB1234');
    await desk.page
      .getByRole('link', { name: /safety desk/i })
      .first()
      .waitFor();
    await desk.page.setViewportSize({ width: 390, height: 844 });
    await shoot(desk.page, 'desk-open-alert');

    await alert.getByRole('button', { name: 'Acknowledge' }).click();
    // The store's answer has reached the desk (both of its reads) before the note is written.
    await alert.getByText(/^Acknowledged by you:/).waitFor();
    const note = 'Called Meera: the rider missed a turn; she is safe and the trip goes on.';
    await alert.getByLabel('Note').fill(note);
    expect(await alert.getByLabel('Note').inputValue()).toBe(note);
    await alert.getByRole('button', { name: 'Close alert' }).click();
    await poll(async () => (await alert.textContent()) ?? '').toMatch(/closed/i);
    await shoot(desk.page, 'desk-closed-alert');

    // Both contacts were texted the trip's link; the link shows the vehicle to look for.
    const texts = (await testDb.collection(MESSAGES).where('orderId', '==', orderId).get()).docs
      .map((doc) => doc.data())
      .filter((text) => text.kind === 'sos');
    expect(texts.map((text) => text.to).sort()).toEqual(contacts.map((contact) => contact.phone));
    const link = /https?:\/\/\S+\/track\/[A-Za-z0-9_-]+/.exec(String(texts[0]!.body))![0];
    const follower = await openPage();
    await follower.page.goto(link.replace(/^https?:\/\/[^/]+/, APP_URL));
    await follower.page
      .getByText(/MH\s?12\s?AB\s?1234/)
      .first()
      .waitFor();
    await follower.page
      .getByText(/Bajaj Pulsar 150/)
      .first()
      .waitFor();
    await shoot(follower.page, 'tracking-vehicle');
  });

  it('a rider whose papers have lapsed is refused on duty, and the screen says which paper', async ({
    openPage,
  }) => {
    const rider = await testRider('sos-e2e-lapsed', 'Anil Shinde');
    await testDb.doc(`${RIDERS}/${rider.uid}`).update({ 'papers.insuranceExpiry': '2020-01-31' });
    const page = (await openPage({ permissions: ['geolocation'], geolocation: LIVE_TRIP.approach[0] })).page;
    await signInTestRider(page, rider.uid);
    await page.getByText('You cannot go on duty until your papers are in order.').first().waitFor();
    const dutySwitch = await askToGoOnDuty(page);
    await page.getByRole('button', { name: 'Share location and go on duty' }).click();
    await page
      .getByText(/Expired: Insurance/)
      .first()
      .waitFor();
    expect(await dutySwitch.getAttribute('aria-checked')).toBe('false');
    await shoot(page, 'rider-papers-refused');
  });
});
