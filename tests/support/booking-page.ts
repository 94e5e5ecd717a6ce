import type { Page } from 'playwright-core';
import { APP_URL } from './emulators';

/** The order id from an order page's URL, e.g. /riderHistory/<id>. */
export function orderIdFrom(page: Page): string {
  return new URL(page.url()).pathname.split('/').at(-1) ?? '';
}

/** A local `YYYY-MM-DDTHH:mm` some hours ahead, in the browser's own time zone. */
export async function browserLocalTimeIn(page: Page, hours: number): Promise<string> {
  return page.evaluate((ahead) => {
    const date = new Date(Date.now() + ahead * 60 * 60 * 1000);
    const pad = (value: number) => String(value).padStart(2, '0');
    return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
  }, hours);
}

/** Through the ride's vehicle (an auto rickshaw) and time (now) steps, to pickup and drop-off. */
export async function openPlacesStep(page: Page): Promise<void> {
  await page.goto(`${APP_URL}/bookRider`);
  await page.getByRole('button', { name: 'Clear' }).click();
  await page.getByRole('radio', { name: /Auto rickshaw/ }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('radio', { name: 'Now' }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('combobox', { name: 'Pickup address' }).waitFor();
}

/**
 * Chooses the pickup (Yerwada) and the drop-off (Viman Nagar) from the suggestions, as a customer
 * does; `pickupLabel` and `dropOffLabel` are the fields' names in the page's language.
 */
export async function chooseBothPlaces(
  page: Page,
  pickupLabel = 'Pickup address',
  dropOffLabel = 'Drop-off address',
) {
  await page.getByRole('combobox', { name: pickupLabel }).fill('yerw');
  await page.getByRole('option', { name: /^Yerwada Pune City/ }).click();
  await page.getByRole('combobox', { name: dropOffLabel }).fill('viman');
  await page.getByRole('option', { name: /^Viman nagar/ }).click();
}

/**
 * Fills the parcel form from chosen places (Yerwada to Viman Nagar) through the parcel's details,
 * stopping before the details' Next so a test can check what that step says.
 */
export async function fillParcelForm(
  page: Page,
  parcel: { size: RegExp; description: string; receiverName: string; receiverPhone: string },
): Promise<void> {
  await chooseBothPlaces(page);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('radio', { name: parcel.size }).check();
  await page.getByLabel('Description').fill(parcel.description);
  await page.getByLabel("Receiver's name").fill(parcel.receiverName);
  await page.getByLabel("Receiver's phone").fill(parcel.receiverPhone);
}
