import type { Page } from 'playwright-core';
import { uniquePhone } from './education';

/** Types a visitor's details into the enrolment form, with a phone number nobody else in the run uses. */
export async function fillEnrolmentForm(
  page: Page,
  visitor: { name: string; email: string; city: string },
): Promise<void> {
  await page.getByLabel('Full Name').fill(visitor.name);
  await page.getByLabel('Email').fill(visitor.email);
  await page.getByLabel('Phone Number').fill(uniquePhone());
  await page.getByLabel('City').fill(visitor.city);
}
