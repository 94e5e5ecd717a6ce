import type { Page } from 'playwright-core';
import { pagePaths } from '@dropwise/domain/page-paths';
import { APP_URL, latestCodeFor } from './emulators';

/**
 * Signs a customer in through the real `/login` screen, with the SMS code read from the Auth
 * emulator. It finds the controls by their visible labels, "Phone number", "Send code",
 * "Verification code" and "Verify", so a renamed label fails here as it would confuse a person.
 */
export async function signInCustomerInBrowser(page: Page, phoneNumber: string): Promise<void> {
  await page.goto(`${APP_URL}${pagePaths.signIn}`);
  await page.getByLabel('Phone number').fill(phoneNumber);
  await page.getByRole('button', { name: 'Send code' }).click();
  await page.getByLabel('Verification code').waitFor();
  const code = await latestCodeFor(phoneNumber);
  await page.getByLabel('Verification code').fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.waitForURL((url) => !url.pathname.toLowerCase().startsWith('/login'));
}
