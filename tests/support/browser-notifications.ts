import type { Page } from 'playwright-core';
import { pagePaths } from '@dropwise/domain/page-paths';
import { APP_URL } from './emulators';

/** Allows the app's notifications in the page's browser context, as a person answering the prompt. */
export async function allowNotifications(page: Page): Promise<void> {
  await page.context().grantPermissions(['notifications'], { origin: APP_URL });
}

/**
 * Allows notifications and opens a public page, one that needs no sign-in and no data, so a test
 * can register and drive the service workers from within the app's origin.
 */
export async function openAppWithNotificationsAllowed(page: Page): Promise<void> {
  await allowNotifications(page);
  await page.goto(`${APP_URL}${pagePaths.privacyPolicy}`);
}
