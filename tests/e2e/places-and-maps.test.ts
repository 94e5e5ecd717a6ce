import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { bookOrder, rideRequest } from '../support/booking-fixtures';
import { openPlacesStep } from '../support/booking-page';
import { browserTest } from '../support/browser';
import { signInDemoAdmin } from '../support/browser-sign-in';
import { signInCustomerInBrowser } from '../support/customer-login';
import { APP_URL, demo, signInWithPhone } from '../support/emulators';
import { move } from '../support/order-actors';

const it = browserTest();

/** Two places as the booking form sends them once chosen from the suggestions, and their labels. */
const yerwada = { placeId: 'pin-411006-yerwada', label: 'Yerwada, Pune City, Pune 411006' };
const vimanNagar = { placeId: 'pin-411014-viman-nagar', label: 'Viman nagar, Pune 411014' };
const trip = { pickup: { placeId: yerwada.placeId }, dropOff: { placeId: vimanNagar.placeId } };

/** The two markers and the line of a drawn trip map, with their titles. */
async function expectTripMap(scope: Page, pickup: string, dropOff: string): Promise<void> {
  const pickupMarker = scope.locator('.trip-map-marker-pickup');
  const dropOffMarker = scope.locator('.trip-map-marker-dropoff');
  await pickupMarker.waitFor();
  await dropOffMarker.waitFor();
  expect(await pickupMarker.getAttribute('title')).toBe(`Pickup: ${pickup}`);
  expect(await dropOffMarker.getAttribute('title')).toBe(`Drop-off: ${dropOff}`);
  expect(await scope.locator('path.trip-map-line').count()).toBe(1);
  // Tiles cannot load here: the map says so and keeps markers and line on its plain background.
  await scope.locator('.trip-map-canvas[data-tiles="failed"]').waitFor();
  await scope.getByText('Map tiles could not be loaded; the trip is drawn on a plain background.').waitFor();
  await scope.getByText('Straight-line distance: 4.1 km', { exact: false }).waitFor();
  const [a, b] = await Promise.all([pickupMarker.boundingBox(), dropOffMarker.boundingBox()]);
  // Viman nagar lies north-east of Yerwada: the drop-off marker is drawn up and to the right.
  expect(b!.x).toBeGreaterThan(a!.x);
  expect(b!.y).toBeLessThan(a!.y);
}

describe('places and maps in Chromium', () => {
  it('with location allowed at a set position, "Use my location" names the nearest known place and keeps the position', async ({
    openPage,
  }) => {
    const { page, context } = await openPage({
      geolocation: { latitude: 18.495, longitude: 73.852 },
    });
    await context.grantPermissions(['geolocation'], { origin: APP_URL });
    await signInCustomerInBrowser(page, demo.customerPhone);
    await openPlacesStep(page);
    await page.getByRole('button', { name: 'Use my location' }).click();
    const pickup = page.getByRole('combobox', { name: 'Pickup address' });
    // The nearest known place is a hospital 300 m away: named, with the distance, at the customer's own point.
    const here = {
      address: 'Near Shahade Hospital, Pune (300 m away)',
      coordinates: { lat: 18.495, lng: 73.852 },
    };
    await expect.poll(() => pickup.inputValue(), { timeout: 20_000 }).toBe(here.address);
    await page.getByText('Place chosen from the list: the fare follows the distance.').waitFor();
    const draft = await page.evaluate(() =>
      JSON.parse(localStorage.getItem('dropwise:draft:bookRider') ?? '{}'),
    );
    expect(draft.pickupLocation).toEqual(here);
  });

  it('with location denied, "Use my location" says so and typing still works', async ({
    customerPage: page,
    context,
  }) => {
    await context.clearPermissions();
    await openPlacesStep(page);
    await page.getByRole('button', { name: 'Use my location' }).click();
    await page
      .getByRole('alert')
      .getByText(/Location permission was denied/)
      .waitFor();
    const pickup = page.getByRole('combobox', { name: 'Pickup address' });
    await pickup.fill('Gate 2, Khadki Bazar');
    expect(await pickup.inputValue()).toBe('Gate 2, Khadki Bazar');
    await page.getByText(/Typed address: if it names one known place/).waitFor();
    // Text that names no known place is not priced: the customer is asked to choose, by the field.
    await page.getByRole('combobox', { name: 'Drop-off address' }).fill('viman');
    await page.getByRole('option', { name: /^Viman nagar/ }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await page
      .locator('#pickupLocation-address-error')
      .getByText('Choose the place from the list, or use your location.')
      .waitFor();
    expect(await page.getByLabel('Passengers').count()).toBe(0);
  });

  it('the order detail shows the trip on a map with both markers and the distance', async ({
    customerPage: page,
  }) => {
    const customer = await signInWithPhone(demo.customerPhone);
    const orderId = await bookOrder(customer.idToken, rideRequest(trip));
    await page.goto(`${APP_URL}/riderHistory/${orderId}`);
    await page.getByRole('heading', { name: 'Your ride' }).waitFor();
    await expectTripMap(page, yerwada.label, vimanNagar.label);
  });

  it("the admin's accepted orders show a row's trip on a map when its Map disclosure is opened", async ({
    page,
    admin,
  }) => {
    const customer = await signInWithPhone(demo.customerPhone);
    const orderId = await bookOrder(customer.idToken, rideRequest(trip));
    expect((await move(admin, orderId, { to: 'accepted' })).status).toBe(200);

    await signInDemoAdmin(page);
    await page.goto(`${APP_URL}/admin/acceptedOrder`);
    const row = page.locator(`tr[data-order-id="${orderId}"]`);
    await row.waitFor();
    expect(await row.locator('.trip-map-marker').count()).toBe(0);
    await row.getByLabel(`Map of order ${orderId}`).click();
    await expectTripMap(page, yerwada.label, vimanNagar.label);
  });

  it('the public education pages never download the map code', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script' || request.resourceType() === 'stylesheet')
        scripts.push(request.url());
    });
    await page.goto(`${APP_URL}/education`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.goto(`${APP_URL}/eduform/yoga`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    // The page paints from HTML before its JavaScript loads: wait until the app has attached.
    await expect.poll(async () => page.getByRole('button', { name: 'Submit' }).isEnabled()).toBe(true);
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((url) => /leaflet|trip-map/.test(url))).toEqual([]);
  });
});
