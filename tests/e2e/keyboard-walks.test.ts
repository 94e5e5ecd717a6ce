import { describe, expect } from 'vitest';
import { adminDb } from '../support/booking-fixtures';
import { browserTest } from '../support/browser';
import { uniquePhone } from '../support/education';
import { APP_URL, latestCodeFor } from '../support/emulators';
import { freshCustomerWithProfile } from '../support/fresh-customer';
import { tabAndPress, tabAndType, tabTo } from '../support/keyboard';
import { ENROLMENTS, ORDERS } from '@dropwise/domain/collections';

const it = browserTest();

/**
 * Keyboard-only walks: every step below uses Tab, typing, arrow keys, Space and Enter. The mouse
 * is never used, so each walk fails if a control on the way cannot be reached or worked that way.
 */
describe('keyboard-only walks in Chromium', () => {
  it('a visitor enrols in a course with the keyboard alone', async ({ page }) => {
    const name = `Keyboard Visitor ${Date.now()}`;
    await page.goto(`${APP_URL}/eduform/BCA`);
    await page.getByRole('heading', { name: 'Enrolment for BCA' }).waitFor();
    await tabAndType(page, page.getByLabel('Full Name'), 'Full Name', name);
    await tabAndType(page, page.getByLabel('Email'), 'Email', 'keys@example.com');
    await tabAndType(page, page.getByLabel('Phone Number'), 'Phone Number', uniquePhone());
    await tabAndType(page, page.getByLabel('City'), 'City', 'Indore');
    await tabAndPress(page, page.getByRole('button', { name: 'Submit' }), 'Submit');
    await page.getByText('Enrolled Successfully').waitFor();
    const stored = await adminDb.collection(ENROLMENTS).where('name', '==', name).get();
    expect(stored.size).toBe(1);
    expect(stored.docs[0]?.get('course')).toBe('BCA');
  });

  it('a customer signs in and books a ride with the keyboard alone', async ({ page }) => {
    const customer = await freshCustomerWithProfile('Kiran Keys');
    await page.goto(`${APP_URL}/login?next=/bookRider`);

    // Sign in: phone number, Send code, then the code and Verify.
    await tabAndType(page, page.getByLabel('Phone number'), 'Phone number', customer.phoneNumber);
    await tabAndPress(page, page.getByRole('button', { name: 'Send code' }), 'Send code');
    const code = page.getByLabel('Verification code');
    await code.waitFor();
    await tabAndType(page, code, 'Verification code', await latestCodeFor(customer.phoneNumber));
    await tabAndPress(page, page.getByRole('button', { name: 'Verify' }), 'Verify');
    await page.waitForURL(`${APP_URL}/bookRider`);
    await page.getByRole('heading', { name: 'Book a ride' }).waitFor();

    // Vehicle: Tab into the radio group, arrow keys to the auto rickshaw, Space to choose it.
    const auto = page.getByRole('radio', { name: /Auto rickshaw/ });
    await tabTo(page, page.getByRole('radio').first(), 'the first vehicle');
    for (let presses = 0; presses < 6 && !(await auto.isChecked()); presses += 1) {
      await page.keyboard.press('ArrowDown');
    }
    expect(await auto.isChecked()).toBe(true);
    await tabAndPress(page, page.getByRole('button', { name: 'Next' }), 'Next (vehicle)');

    // When: now (the default).
    await page.getByRole('radio', { name: 'Now' }).waitFor();
    await tabAndPress(page, page.getByRole('button', { name: 'Next' }), 'Next (when)');

    // Where: pickup and drop-off, each typed and its first suggestion taken with Down and Enter.
    await tabAndType(page, page.getByLabel('Pickup address'), 'Pickup address', 'yerw');
    await page.getByRole('option', { name: /^Yerwada Pune City/ }).waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await tabAndType(page, page.getByLabel('Drop-off address'), 'Drop-off address', 'viman');
    await page.getByRole('option', { name: /^Viman nagar/ }).waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await tabAndPress(page, page.getByRole('button', { name: 'Next' }), 'Next (places)');

    // Passengers: one (the default), then the review with the fare, then Confirm.
    await page.getByLabel('Passengers').waitFor();
    await tabAndPress(page, page.getByRole('button', { name: 'Next' }), 'Next (passengers)');
    await page.getByRole('table', { name: 'Fare estimate' }).waitFor();
    await tabAndPress(page, page.getByRole('button', { name: 'Confirm booking' }), 'Confirm booking');
    await page.waitForURL(/\/riderHistory\/[\w-]+$/);

    const orderId = new URL(page.url()).pathname.split('/').at(-1) ?? '';
    const order = (await adminDb.doc(`${ORDERS}/${orderId}`).get()).data();
    expect(order).toMatchObject({ kind: 'ride', vehicleType: 'auto', customerUid: customer.uid });
    expect((order?.pickup as { address?: string } | undefined)?.address).toBe(
      'Yerwada, Pune City, Pune 411006',
    );
  });
});
