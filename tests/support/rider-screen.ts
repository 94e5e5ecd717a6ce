import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { ensureAccount } from './booking-fixtures';
import { APP_URL, type SignedInUser } from './emulators';
import { signInAtAlogin } from './staff-login';

/** An active rider account of a test's own, so the demo rider's duty is left as other tests expect. */
export function testRider(uid: string, name: string): Promise<SignedInUser> {
  return ensureAccount(uid, { rider: true }, { active: true, name });
}

/** Signs a test rider (made by `testRider`) in on /alogin and waits for the rider's screen. */
export async function signInTestRider(page: Page, uid: string): Promise<void> {
  await signInAtAlogin(page, `${uid}@booking-tests.dropwise.test`, `${uid}-password`);
  await page.waitForURL(`${APP_URL}/rider`);
}

/** Turns the duty switch on from off, which asks first why the location is needed; the switch. */
export async function askToGoOnDuty(page: Page): Promise<Locator> {
  const dutySwitch = page.getByRole('switch');
  await expect.poll(() => dutySwitch.getAttribute('aria-checked')).toBe('false');
  await dutySwitch.click();
  return dutySwitch;
}
