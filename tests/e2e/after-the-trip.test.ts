import type {} from 'playwright-core';
import { describe, expect } from 'vitest';
import { indiaDate } from '@dropwise/domain/india-time';
import { testDb } from '../support/admin-sdk';
import { bookOrder, parcelRequest } from '../support/booking-fixtures';
import { browserTest } from '../support/browser';
import { signInTestRider } from '../support/rider-screen';
import { testRiderListedByName } from '../support/e2e-test-riders';
import { screenshotsNamed } from '../support/screenshots';
import { signInCustomerInBrowser } from '../support/customer-login';
import { freshSignedInCustomer } from '../support/fresh-customer';
import { handoverCodeOf, move } from '../support/order-actors';
import { signInDemoAdmin } from '../support/browser-sign-in';
import { APP_URL } from '../support/emulators';
import { CASH_LEDGER, ORDERS, RATINGS, RIDER_CASH } from '@dropwise/domain/collections';

const it = browserTest({ context: { viewport: { width: 390, height: 844 } } });

/** Phone-size pictures of each screen after the trip, for people to look at (not compared). */
const shoot = screenshotsNamed('after-trip');

describe('after the trip in Chromium', () => {
  it('the rider delivers and records the cash, the customer opens the receipt and rates the trip, the admin sees the cash outstanding, records a deposit that brings it to zero, and the reports show the day', async ({
    openPage,
    admin,
  }) => {
    const riderAccount = await testRiderListedByName('money-e2e-rider', 'Prakash Pawar');
    const customer = await freshSignedInCustomer('Sneha Kulkarni');
    const orderId = await bookOrder(
      customer.idToken,
      parcelRequest({
        pickup: { address: 'Pune Railway Station', coordinates: { lat: 18.5289, lng: 73.8744 } },
        dropOff: { address: 'Shaniwar Wada', coordinates: { lat: 18.5195, lng: 73.8553 } },
      }),
    );
    for (const body of [{ to: 'accepted' }, { to: 'assigned', riderId: riderAccount.uid }]) {
      expect((await move(admin, orderId, body)).status).toBe(200);
    }
    expect((await move(riderAccount, orderId, { to: 'picked_up' })).status).toBe(200);

    // The rider delivers with the receiver's code, then records the cash due.
    const rider = await openPage();
    await signInTestRider(rider.page, 'money-e2e-rider');
    await rider.page
      .getByLabel(`Ask for the receiver's code for order ${orderId}`)
      .fill(await handoverCodeOf(orderId));
    await rider.page.getByRole('button', { name: `Delivered order ${orderId}` }).click();
    const amount = rider.page.getByLabel(`Amount collected (₹) for order ${orderId}`);
    await amount.waitFor({ timeout: 20_000 });
    const due = (await testDb.doc(`${ORDERS}/${orderId}`).get()).get('settlement.totalPaise') as number;
    expect(await amount.inputValue()).toBe(String(due / 100));
    await shoot(rider.page, 'rider-cash');
    await rider.page.getByRole('button', { name: `Save cash for order ${orderId}` }).click();
    await rider.page.getByText(/^Cash saved\. You now hold ₹/).waitFor();
    await rider.page.getByText(`Cash recorded: ₹${due / 100}`).waitFor();
    expect((await testDb.doc(`${CASH_LEDGER}/collection-${orderId}`).get()).get('amountPaise')).toBe(due);
    await rider.page.getByRole('heading', { name: 'Earnings' }).waitFor();
    await shoot(rider.page, 'rider-earnings');

    // The customer opens the receipt and rates the trip.
    const shopper = await openPage();
    await signInCustomerInBrowser(shopper.page, customer.phoneNumber);
    await shopper.page.goto(`${APP_URL}/parcelHistory/${orderId}`);
    await shopper.page.getByRole('heading', { name: 'Rate this trip' }).waitFor();
    await shopper.page.getByRole('radio', { name: '4 stars' }).check();
    await shopper.page.getByLabel('Comment (optional)').fill('Handed over with care.');
    await shoot(shopper.page, 'customer-rating');
    await shopper.page.getByRole('button', { name: 'Submit rating' }).click();
    await shopper.page.getByText('Thanks for rating this trip').waitFor();
    expect((await testDb.doc(`${RATINGS}/${orderId}`).get()).get('stars')).toBe(4);
    await shopper.page.getByRole('link', { name: 'Receipt' }).click();
    await shopper.page.waitForURL(`${APP_URL}/receipt/${orderId}`);
    const number = (await testDb.doc(`${ORDERS}/${orderId}`).get()).get('receiptNumber') as string;
    await shopper.page.getByText(number).waitFor();
    await shopper.page.getByText('Tax (0%)').waitFor();
    await shopper.page.getByRole('button', { name: 'Print or save as PDF' }).waitFor();
    await shoot(shopper.page, 'receipt');
    await shopper.page.emulateMedia({ media: 'print' });
    expect(await shopper.page.getByRole('button', { name: 'Print or save as PDF' }).isVisible()).toBe(false);
    await shoot(shopper.page, 'receipt-print');

    // The admin sees what the rider holds, records the deposit, and the day on the reports.
    const staff = await openPage({ viewport: { width: 1280, height: 900 } });
    await signInDemoAdmin(staff.page);
    await staff.page.goto(`${APP_URL}/admin/cash`);
    const table = staff.page.getByRole('table', { name: 'Cash by rider and day' });
    const row = table.getByRole('row').filter({ hasText: 'Prakash Pawar' });
    await row.waitFor();
    await expect.poll(() => row.textContent()).toContain(`₹${(due / 100).toFixed(2)}`);
    await staff.page.getByLabel('Depositing rider').selectOption(riderAccount.uid);
    const held = (await testDb.doc(`${RIDER_CASH}/${riderAccount.uid}`).get()).get(
      'cashInHandPaise',
    ) as number;
    await staff.page.getByLabel('Amount (₹)').fill(String(held / 100));
    await staff.page.getByLabel('Note (optional)').fill('Handed in at the office');
    await staff.page.getByRole('button', { name: 'Record deposit' }).click();
    await staff.page.getByText(/^Deposit of ₹.* recorded for Prakash Pawar; they now hold ₹0/).waitFor();
    expect((await testDb.doc(`${RIDER_CASH}/${riderAccount.uid}`).get()).get('cashInHandPaise')).toBe(0);
    await expect.poll(() => row.locator('td').last().textContent()).toMatch(/₹0/);
    await staff.page.setViewportSize({ width: 390, height: 844 });
    await shoot(staff.page, 'admin-cash');

    await staff.page.goto(`${APP_URL}/admin/reports`);
    const reports = staff.page.getByRole('table', { name: 'Trips and money per day' });
    await reports
      .getByRole('row')
      .filter({ hasText: indiaDate(Date.now()).slice(8) })
      .first()
      .waitFor();
    await shoot(staff.page, 'admin-reports');
  });
});
