import type { Page } from 'playwright-core';
import { auth } from '../../scripts/seed/emulator-admin';
import { signInCustomerInBrowser } from './customer-login';
import { APP_URL } from './emulators';

/** Where the app keeps the signed-in customer's display cache in the browser. */
export const STORE_KEY = 'dropwise:customer-account';

/** A phone number with no account yet: +1 555 555 1000 to 9999 (the demo customer is 0100). */
export async function freshPhone(): Promise<string> {
  for (;;) {
    const candidate = `+1555555${1000 + Math.floor(Math.random() * 9000)}`;
    const taken = await auth.getUserByPhoneNumber(candidate).then(
      () => true,
      () => false,
    );
    if (!taken) return candidate;
  }
}

export async function storedAccount(page: Page): Promise<Record<string, unknown> | null> {
  const raw = await page.evaluate((key) => localStorage.getItem(key), STORE_KEY);
  return raw ? (JSON.parse(raw) as Record<string, unknown>) : null;
}

export async function uidOf(phoneNumber: string): Promise<string> {
  return (await auth.getUserByPhoneNumber(phoneNumber)).uid;
}

/** Signs a brand-new customer in by SMS code and completes the first-time profile. */
export async function signUpFreshCustomer(page: Page, name = 'Asha Rao', city = 'Pune'): Promise<string> {
  const phoneNumber = await freshPhone();
  await signInCustomerInBrowser(page, phoneNumber);
  await page.waitForURL((url) => url.pathname === '/signup');
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('City', { exact: true }).fill(city);
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await page.waitForURL(`${APP_URL}/`);
  return phoneNumber;
}

/** A small real picture made by the browser itself (a PNG, larger than the avatar size). */
export async function pngPicture(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 900;
    canvas.height = 600;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no canvas');
    context.fillStyle = '#1c7ed6';
    context.fillRect(0, 0, 900, 600);
    context.fillStyle = '#fab005';
    context.fillRect(300, 150, 300, 300);
    return canvas.toDataURL('image/png').split(',')[1] ?? '';
  });
  return Buffer.from(base64, 'base64');
}
