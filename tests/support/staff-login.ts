import type { Page } from 'playwright-core';
import { pagePaths } from '@dropwise/domain/page-paths';
import { APP_URL } from './emulators';

/** Signs a platform admin or rider in on /alogin (with `?next=` when given) and submits. */
export async function signInAtAlogin(
  page: Page,
  email: string,
  password: string,
  next?: string,
): Promise<void> {
  await page.goto(`${APP_URL}${pagePaths.adminSignIn}${next ? `?next=${encodeURIComponent(next)}` : ''}`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}
