import { describe, expect } from 'vitest';
import { orderPath, pagePaths } from '@dropwise/domain/page-paths';
import { CASH_LEDGER, ORDERS } from '@dropwise/domain/collections';
import { adminDb, bookOrder, rideRequest } from '../support/booking-fixtures';
import { browserTest } from '../support/browser';
import { signInDemoAdmin } from '../support/browser-sign-in';
import { signInCustomerInBrowser } from '../support/customer-login';
import { signInWithPhone } from '../support/emulators';
import { APP_URL } from '../support/emulators';
import { freshCustomerWithProfile } from '../support/fresh-customer';
import { assignedMinutesAgo } from '../support/api-cancellation-fees';
import { move } from '../support/order-actors';
import { testRider } from '../support/rider-screen';
import { screenshotsNamed } from '../support/screenshots';

const it = browserTest({ context: { viewport: { width: 390, height: 844 } } });
const shoot = screenshotsNamed('cancel-complaint');

/** The rupees in a sentence such as "Cancelling now costs ₹24.50, added to…". */
const rupeesIn = (text: string) => Number(/₹([\d,]+(?:\.\d+)?)/.exec(text)?.[1]?.replace(/,/g, '') ?? NaN);

describe('a late cancellation and a complaint, in Chromium', () => {
  it('the customer is told the fee before confirming, cancels, complains about it; an admin answers and the customer reads the answer', async ({
    openPage,
    admin,
  }) => {
    const rider = await testRider('cancel-e2e-rider', 'Kiran Jadhav');
    const person = await freshCustomerWithProfile('Neha Joshi');
    const customer = await signInWithPhone(person.phoneNumber);
    const orderId = await bookOrder(customer.idToken, rideRequest());
    expect((await move(admin, orderId, { to: 'accepted' })).status).toBe(200);
    expect((await move(admin, orderId, { to: 'assigned', riderId: rider.uid })).status).toBe(200);
    // The rider was assigned 7 minutes ago and is not late (8 minutes were estimated).
    await assignedMinutesAgo(orderId, 7, 8);
    const fare = Number((await adminDb.doc(`${ORDERS}/${orderId}`).get()).get('fare.amount'));
    const feeRupees = Math.min(Math.round(fare * 10), 10_000) / 100;

    const { page } = await openPage();
    await signInCustomerInBrowser(page, person.phoneNumber);
    await page.goto(`${APP_URL}${orderPath('ride', orderId)}`);
    await page.getByRole('radio', { name: 'My plans changed' }).check();
    const notice = page.getByText(/^Cancelling now costs/);
    await notice.waitFor();
    expect(rupeesIn(await notice.innerText())).toBe(feeRupees);
    await page.getByText(/Otherwise it costs 10% of the fare, at most ₹100/).waitFor();
    await shoot(page, 'customer-cancel-form');

    await page.getByRole('button', { name: 'Cancel ride' }).click();
    const told = page.getByText(/^Your ride is cancelled\. .* will be added to your next trip's receipt\.$/);
    await told.waitFor();
    expect(rupeesIn(await told.innerText())).toBe(feeRupees);
    const entries = await adminDb.collection(CASH_LEDGER).where('orderId', '==', orderId).get();
    expect(entries.docs.map((entry) => entry.get('amountPaise'))).toEqual([Math.round(feeRupees * 100)]);

    // The customer thinks the fee unfair and says so from the same page.
    await page.getByRole('combobox', { name: 'What is it about?' }).selectOption({ label: 'The fare' });
    await page
      .getByRole('textbox', { name: 'Describe the problem' })
      .fill('The rider had not moved for 7 minutes, so I cancelled; the fee seems unfair.');
    await page.getByRole('button', { name: 'Send complaint' }).click();
    const filed = page.getByText(/^We have your complaint\. Your reference is (DWC-[A-Z0-9]+)/);
    await filed.waitFor();
    const reference = /DWC-[A-Z0-9]+/.exec(await filed.innerText())![0];
    await shoot(page, 'customer-complaint-filed');

    const desk = await openPage({ viewport: { width: 1280, height: 900 } });
    await signInDemoAdmin(desk.page, pagePaths.complaints);
    const answerForm = desk.page.getByRole('form', { name: `Answer complaint ${reference}` });
    await answerForm
      .getByRole('textbox', { name: 'Answer' })
      .fill('We have checked the trip: the rider was held up. The fee is waived.');
    await answerForm.getByRole('combobox', { name: 'Status after this answer' }).selectOption('resolved');
    await answerForm.getByRole('button', { name: 'Send answer' }).click();
    await desk.page.getByText(`Answer to ${reference} sent.`).waitFor();

    await page.reload();
    await page.getByText('We have checked the trip: the rider was held up. The fee is waived.').waitFor();
    await page.getByText('Resolved', { exact: true }).first().waitFor();
    await shoot(page, 'customer-complaint-answered');
  });
});
