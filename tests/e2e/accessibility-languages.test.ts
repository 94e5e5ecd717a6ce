import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { customerScreens, customerWithOrders, PUBLIC_SCREENS } from '../support/audited-screens';
import { auditRoutes } from '../support/axe';
import { type DocumentReference, FieldValue } from 'firebase-admin/firestore';
import { adminAuth, adminDb } from '../support/booking-fixtures';
import { browserTest } from '../support/browser';
import { signInDemoRider } from '../support/browser-sign-in';
import { signInCustomerInBrowser } from '../support/customer-login';
import { demo } from '../support/emulators';
import { RIDERS, USERS } from '@dropwise/domain/collections';

const it = browserTest({ context: { viewport: { width: 390, height: 844 } } });

const LANGUAGES = [
  { code: 'hi', locale: 'hi-IN' },
  { code: 'mr', locale: 'mr-IN' },
] as const;

/**
 * Chooses a language with the header's switch, as a person does: the choice is saved on the
 * account (`record`), so a profile read at the next page cannot put the sign-in's language back.
 * It returns once the choice is stored, so a test that puts the record back afterwards is not
 * overwritten by a save still on its way.
 */
async function chooseWithSwitch(page: Page, language: string, record: DocumentReference): Promise<void> {
  await page.getByLabel('Language').selectOption(language);
  await page.waitForFunction((lang) => document.documentElement.lang === lang, language);
  await expect.poll(async () => (await record.get()).get('language'), { timeout: 10_000 }).toBe(language);
}

describe('every screen in Hindi and Marathi: lang follows the language, axe finds nothing serious', () => {
  for (const { code, locale } of LANGUAGES) {
    it(`public screens for a visitor whose browser reads ${locale}`, async ({ openPage }) => {
      const { page } = await openPage({ locale });
      const found = await auditRoutes(page, [...PUBLIC_SCREENS, '/no-such-page'], code);
      expect(found).toEqual({});
    });

    it(`customer screens in ${locale}, signed in, with orders`, async ({ openPage }) => {
      const { customer, ride, parcel } = await customerWithOrders(`Asha ${code}`);
      const { page } = await openPage();
      await signInCustomerInBrowser(page, customer.phoneNumber);
      await chooseWithSwitch(page, code, adminDb.doc(`${USERS}/${customer.uid}`));
      const found = await auditRoutes(page, customerScreens(ride, parcel), code);
      expect(found).toEqual({});
    });

    it(`the rider screen in ${locale}`, async ({ openPage }) => {
      // The switch keeps the choice on the demo rider's record: put it back for the other tests.
      const rider = adminDb.doc(`${RIDERS}/${(await adminAuth.getUserByEmail(demo.rider.email)).uid}`);
      const before: unknown = (await rider.get()).get('language');
      try {
        const { page } = await openPage();
        await signInDemoRider(page);
        await chooseWithSwitch(page, code, rider);
        expect(await auditRoutes(page, ['/rider'], code)).toEqual({});
      } finally {
        await rider.update({ language: before === undefined ? FieldValue.delete() : before });
      }
    });
  }
});
