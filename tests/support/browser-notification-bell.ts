import type { Page } from 'playwright-core';

/** The bell's accessible name, which carries the number of unread notifications. */
export const bellName = /^Notifications \((\d+\+?) unread\)$/;

/** What the bell's accessible name says about unread notifications. */
export async function unreadCount(page: Page): Promise<number> {
  const name = (await page.getByRole('button', { name: bellName }).getAttribute('aria-label')) ?? '';
  return Number(bellName.exec(name)?.[1] ?? NaN);
}
