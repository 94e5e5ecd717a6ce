import type { Page } from 'playwright-core';
import { pagePaths } from '@dropwise/domain/page-paths';
import { fillParcelForm } from './booking-page';
import { APP_URL } from './emulators';

/**
 * Opens the parcel booking form, fills it (see `fillParcelForm`) and presses the details' Next;
 * what the form answers, an error next to a field or the fare estimate, is for the test to read.
 */
export async function submitParcelDetails(
  page: Page,
  parcel: Parameters<typeof fillParcelForm>[1],
): Promise<void> {
  await page.goto(`${APP_URL}${pagePaths.bookParcel}`);
  await page.getByRole('heading', { name: 'Send a parcel' }).waitFor();
  await fillParcelForm(page, parcel);
  await page.getByRole('button', { name: 'Next' }).click();
}
