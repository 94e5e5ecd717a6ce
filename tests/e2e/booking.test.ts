import { describe, expect } from 'vitest';
import { adminDb } from '../support/booking-fixtures';
import { browserLocalTimeIn, orderIdFrom } from '../support/booking-page';
import { browserTest } from '../support/browser';
import { APP_URL } from '../support/emulators';
import { ORDERS } from '@dropwise/domain/collections';

const it = browserTest();

describe('booking in Chromium', () => {
  it('a signed-out visitor sees what Dropwise does, the two booking actions and the education link', async ({
    page,
  }) => {
    await page.goto(`${APP_URL}/`);
    await page.getByRole('heading', { level: 1, name: /Dropwise/ }).waitFor();
    expect(await page.getByRole('link', { name: 'Book a ride' }).count()).toBeGreaterThan(0);
    expect(await page.getByRole('link', { name: 'Send a parcel' }).count()).toBeGreaterThan(0);
    await page.getByRole('link', { name: 'Explore education' }).click();
    await page.waitForURL(`${APP_URL}/education`);

    await page.goto(`${APP_URL}/bookRider`);
    await page.waitForURL((url) => url.pathname === '/login' && url.search.includes('bookRider'));
  });

  it('the demo customer books a ride through every step, reloads midway, confirms once and finds it in the history', async ({
    customerPage: page,
  }) => {
    await page.goto(`${APP_URL}/bookRider`);
    await page.getByRole('heading', { name: 'Book a ride' }).waitFor();

    // Vehicle
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText(/Choose (a vehicle type|one of)/).waitFor();
    await page.getByRole('radio', { name: /Auto rickshaw/ }).check();
    await page.getByRole('button', { name: 'Next' }).click();

    // Date and time: a later time, within the window
    await page.getByRole('radio', { name: 'Later' }).check();
    await page.getByLabel('Date and time').fill(await browserLocalTimeIn(page, 3));
    await page.getByRole('button', { name: 'Next' }).click();

    // Pickup and drop-off, searched and chosen from the suggestions; the same place is refused
    const pickupBox = page.getByRole('combobox', { name: 'Pickup address' });
    const dropOffBox = page.getByRole('combobox', { name: 'Drop-off address' });
    await pickupBox.fill('yerw');
    await page.getByRole('option', { name: /^Yerwada Pune City/ }).click();
    const pickup = await pickupBox.inputValue();
    expect(pickup).toBe('Yerwada, Pune City, Pune 411006');
    await dropOffBox.fill(pickup.toUpperCase());
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('The drop-off must be different from the pickup.').waitFor();
    await dropOffBox.fill('viman');
    // Keyboard choice: Down to the first suggestion, Enter to take it
    await page.getByRole('option', { name: /^Viman nagar/ }).waitFor();
    await dropOffBox.press('ArrowDown');
    await dropOffBox.press('Enter');
    expect(await dropOffBox.inputValue()).toBe('Viman nagar, Pune 411014');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel('Passengers').waitFor();

    // Reload midway: the step and everything chosen are still there
    await page.reload();
    await page.getByLabel('Passengers').waitFor();
    await page.getByRole('button', { name: 'Back' }).click();
    expect(await pickupBox.inputValue()).toBe(pickup);
    expect(await dropOffBox.inputValue()).toBe('Viman nagar, Pune 411014');
    // Back and forward keep what was entered
    await page.getByRole('button', { name: 'Back' }).click();
    expect(await page.getByRole('radio', { name: 'Later' }).isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Next' }).click();

    // Passengers: bounded by the vehicle's seats
    await page.getByLabel('Passengers').fill('4');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('This vehicle carries at most 3 passengers.').waitFor();
    await page.getByLabel('Passengers').fill('2');
    await page.getByRole('button', { name: 'Next' }).click();

    // Review: the trip on a map and the distance fare from the server, then a double click on Confirm
    const estimate = page.getByRole('table', { name: 'Fare estimate' });
    await estimate.waitFor();
    const estimateText = (await estimate.textContent()) ?? '';
    expect(estimateText).toMatch(/Base fare₹\d+/);
    expect(estimateText).toMatch(/Distance \(4\.\d km x ₹\d+\/km\)₹\d+/);
    const shownTotal = Number(/Total₹([\d,]+)/.exec(estimateText)?.[1]?.replace(/,/g, ''));
    await page.locator('.trip-map-marker-pickup').waitFor();
    expect(await page.getByText(/Straight-line distance: 4\.\d km/).count()).toBe(1);
    await page.getByRole('button', { name: 'Confirm booking' }).dblclick();
    await page.waitForURL(/\/riderHistory\/[\w-]+$/);
    await page.getByRole('heading', { name: 'Your ride' }).waitFor();
    await page.getByText('Pending', { exact: true }).first().waitFor();
    expect(await page.getByRole('table', { name: 'Fare' }).textContent()).toMatch(/Total/);

    const orderId = orderIdFrom(page);
    const order = (await adminDb.doc(`${ORDERS}/${orderId}`).get()).data()!;
    expect(order).toMatchObject({
      kind: 'ride',
      vehicleType: 'auto',
      passengers: 2,
      customerUid: 'demo-customer',
      pickup: { address: pickup, coordinates: { lat: 18.5459, lng: 73.8855 } },
    });
    // The fare shown before confirming is the fare stored.
    expect(order.fare.amount).toBe(shownTotal);
    expect(order.fare.distanceKm).toBeGreaterThan(4);
    const sameRequest = await adminDb.collection(ORDERS).where('requestId', '==', order.requestId).get();
    expect(sameRequest.size).toBe(1);

    await page.goto(`${APP_URL}/riderHistory`);
    await page.getByRole('heading', { name: 'Your rides' }).waitFor();
    // Newest first: the ride just booked heads the list.
    const firstCard = page.locator('.order-card').first();
    expect(await firstCard.textContent()).toContain(pickup);
    expect(
      await firstCard.getByRole('link', { name: /View details of the order/ }).getAttribute('href'),
    ).toContain(orderId);
    await firstCard.getByRole('link', { name: /View details of the order/ }).click();
    await page.waitForURL(`${APP_URL}/riderHistory/${orderId}`);
    await page.getByRole('list', { name: 'Status timeline' }).waitFor();
  });

  it('Clear empties the ride draft and returns to the first step', async ({ customerPage: page }) => {
    await page.goto(`${APP_URL}/bookRider`);
    await page.getByRole('radio', { name: /Car/ }).check();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('radio', { name: 'Now' }).waitFor();
    await page.getByRole('button', { name: 'Clear' }).click();
    await page.getByRole('heading', { name: 'Vehicle', level: 2 }).waitFor();
    expect(await page.getByRole('radio', { name: /Car/ }).isChecked()).toBe(false);
    const stored = await page.evaluate(() => localStorage.getItem('dropwise:draft:bookRider'));
    expect(stored).toBeNull();
  });
});
