import { describe, expect } from 'vitest';
import { testDb } from '../support/admin-sdk';
import { browserTest } from '../support/browser';
import { askToGoOnDuty, signInTestRider, testRider } from '../support/rider-screen';
import { screenshotsNamed } from '../support/screenshots';
import { RIDERS, RIDER_POSITIONS } from '@dropwise/domain/collections';

const it = browserTest({ context: { viewport: { width: 390, height: 844 } } });

/** Phone-size pictures of each screen of the trip, for people to look at (not compared). */
const shoot = screenshotsNamed('live-trip');

describe('the live trip in Chromium: rider, customer and someone following a shared link', () => {
  it('a rider who refuses the location stays off duty and is told how to allow it', async ({ openPage }) => {
    await testRider('trip-e2e-rider-2', 'Nikhil Rao');
    // No geolocation permission: headless Chromium refuses the request.
    const rider = await openPage();
    await signInTestRider(rider.page, 'trip-e2e-rider-2');
    const dutySwitch = await askToGoOnDuty(rider.page);
    await rider.page.getByRole('button', { name: 'Share location and go on duty' }).click();
    await rider.page
      .getByRole('alert')
      .getByText(/Location is blocked for Dropwise, so you stay off duty/)
      .waitFor();
    await rider.page.getByText(/set Location to Allow/).waitFor();
    expect(await dutySwitch.getAttribute('aria-checked')).toBe('false');
    expect((await testDb.doc(`${RIDERS}/trip-e2e-rider-2`).get()).get('onDuty')).not.toBe(true);
    expect((await testDb.doc(`${RIDER_POSITIONS}/trip-e2e-rider-2`).get()).exists).toBe(false);
    await shoot(rider.page, 'rider-refused');
  });
});
