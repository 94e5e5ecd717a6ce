import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { type AxeViolation, seriousAxeViolations, waitForScreen } from '../support/axe';
import { FieldValue } from 'firebase-admin/firestore';
import { adminAuth, adminDb, bookOrder, parcelRequest, rideRequest } from '../support/booking-fixtures';
import { browserTest } from '../support/browser';
import { signInCustomerInBrowser } from '../support/customer-login';
import { APP_URL, demo } from '../support/emulators';
import { freshSignedInCustomer } from '../support/fresh-customer';
import { signInAtAlogin } from '../support/staff-login';

const it = browserTest({ context: { viewport: { width: 390, height: 844 } } });

const LANGUAGES = [
  { code: 'hi', locale: 'hi-IN' },
  { code: 'mr', locale: 'mr-IN' },
] as const;

/**
 * Visits each path and answers what is wrong, keyed by path: axe's serious and critical
 * violations, and an `<html lang>` that does not name the language the page is shown in.
 */
async function auditIn(page: Page, language: string, paths: string[]): Promise<Record<string, unknown>> {
  const found: Record<string, AxeViolation[] | string> = {};
  for (const path of paths) {
    await page.goto(`${APP_URL}${path}`);
    await waitForScreen(page);
    const lang = await page.evaluate(() => document.documentElement.lang);
    if (lang !== language) found[`${path} lang`] = lang;
    const violations = await seriousAxeViolations(page);
    if (violations.length > 0) found[path] = violations;
  }
  return found;
}

/** The language chosen on this device, as the header's switch keeps it. */
async function chooseOnDevice(page: Page, language: string): Promise<void> {
  await page.evaluate((code) => localStorage.setItem('dropwise.language', code), language);
}

describe('every screen in Hindi and Marathi: lang follows the language, axe finds nothing serious', () => {
  for (const { code, locale } of LANGUAGES) {
    it(`public screens for a visitor whose browser reads ${locale}`, async ({ openPage }) => {
      const { page } = await openPage({ locale });
      const found = await auditIn(page, code, [
        '/education',
        '/eduform/BCA',
        '/privacy-policy',
        '/privacy-policy-rider',
        '/',
        '/login',
        '/loginwithpass',
        '/delete-account',
        '/delete-account-rider',
        '/delete-account-digistall',
        '/no-such-page',
      ]);
      expect(found).toEqual({});
    });

    it(`customer screens in ${locale}, signed in, with orders`, async ({ openPage }) => {
      const customer = await freshSignedInCustomer(`Asha ${code}`);
      const ride = await bookOrder(customer.idToken, rideRequest());
      const parcel = await bookOrder(customer.idToken, parcelRequest());
      const { page } = await openPage();
      await signInCustomerInBrowser(page, customer.phoneNumber);
      await chooseOnDevice(page, code);
      const found = await auditIn(page, code, [
        '/',
        '/profile',
        '/profile/password',
        '/bookRider',
        '/bookParcel',
        '/riderHistory',
        '/parcelHistory',
        `/riderHistory/${ride}`,
        `/parcelHistory/${parcel}`,
      ]);
      expect(found).toEqual({});
    });

    it(`the rider screen in ${locale}`, async ({ openPage }) => {
      // The switch keeps the choice on the demo rider's record: put it back for the other tests.
      const rider = adminDb.doc(`riders/${(await adminAuth.getUserByEmail(demo.rider.email)).uid}`);
      const before: unknown = (await rider.get()).get('language');
      try {
        const { page } = await openPage();
        await signInAtAlogin(page, demo.rider.email, demo.rider.password);
        await page.waitForURL(`${APP_URL}/rider`);
        await page.getByLabel('Language').selectOption(code);
        await page.waitForFunction((lang) => document.documentElement.lang === lang, code);
        expect(await auditIn(page, code, ['/rider'])).toEqual({});
      } finally {
        await rider.update({ language: before === undefined ? FieldValue.delete() : before });
      }
    });
  }
});
