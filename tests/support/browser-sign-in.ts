import type { Page } from 'playwright-core';
import { pagePaths } from '@dropwise/domain/page-paths';
import { APP_URL, demo } from './emulators';
import { signInAtAlogin } from './staff-login';

/**
 * Signs the demo admin in on /alogin and waits for where that leads: `next` when given (sent on
 * with `?next=`), else the dashboard every admin sign-in opens on.
 */
export async function signInDemoAdmin(page: Page, next?: string): Promise<void> {
  await signInAtAlogin(page, demo.admin.email, demo.admin.password, next);
  await page.waitForURL(`${APP_URL}${next ?? pagePaths.adminDashboard}`);
}

/** Signs the demo rider in on /alogin and waits for the rider's screen. */
export async function signInDemoRider(page: Page): Promise<void> {
  await signInAtAlogin(page, demo.rider.email, demo.rider.password);
  await page.waitForURL(`${APP_URL}${pagePaths.riderOrders}`);
}
