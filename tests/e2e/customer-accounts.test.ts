import { describe, expect } from 'vitest';
import { auth, db } from '../../scripts/seed/emulator-admin';
import { browserTest } from '../support/browser';
import { signInCustomerInBrowser } from '../support/customer-login';
import { freshPhone, signUpFreshCustomer, storedAccount, uidOf } from '../support/customer-signup';
import { APP_URL, demo, latestCodeFor } from '../support/emulators';
import { USERS } from '@dropwise/domain/collections';

const it = browserTest();

describe('customer accounts in Chromium', () => {
  it('the demo customer signs in with the code from the Auth emulator and, as a returning user, lands on /', async ({
    customerPage: page,
  }) => {
    await page.waitForURL(`${APP_URL}/`);
    expect(await storedAccount(page)).toMatchObject({
      signedIn: true,
      phoneNumber: demo.customerPhone,
      name: 'Demo Customer',
      cityName: 'Pune',
    });
  });

  it('a signed-out visitor to /profile is sent to sign in and brought back to /profile', async ({ page }) => {
    await page.goto(`${APP_URL}/profile`);
    await page.waitForURL(`${APP_URL}/login?next=%2Fprofile`);
    await page.getByLabel('Phone number').fill('+1 555 555 0100');
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByLabel('Verification code').waitFor();
    await page.getByLabel('Verification code').fill(await latestCodeFor(demo.customerPhone));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL(`${APP_URL}/profile`);
    await page.getByRole('heading', { name: 'Your profile' }).waitFor();
    expect(await page.getByLabel('Name', { exact: true }).inputValue()).toBe('Demo Customer');
    expect(await page.getByText(demo.customerPhone).count()).toBeGreaterThan(0);
  });

  it('a first-time customer is sent to /signup, must give name and city, and then has a profile', async ({
    page,
  }) => {
    const phoneNumber = await freshPhone();
    await signInCustomerInBrowser(page, phoneNumber);
    await page.waitForURL(`${APP_URL}/signup`);
    await page.getByRole('heading', { name: 'Create your profile' }).waitFor();

    await page.getByRole('button', { name: 'Save and continue' }).click();
    await page.getByText('Enter your name.').waitFor();
    expect(await page.getByText('Enter your city.').count()).toBe(1);

    await page.getByLabel('Name', { exact: true }).fill('  Meera Shah ');
    await page.getByLabel('City', { exact: true }).fill('Nagpur');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await page.waitForURL(`${APP_URL}/`);

    const profile = (await db.doc(`${USERS}/${await uidOf(phoneNumber)}`).get()).data();
    expect(profile).toMatchObject({
      name: 'Meera Shah',
      cityName: 'Nagpur',
      phoneNumber,
      profileImage: null,
    });
    expect(profile?.createdAt).toBeDefined();
  });

  it('a wrong code and an invalid number get clear messages next to the field and sign nobody in', async ({
    page,
  }) => {
    await page.goto(`${APP_URL}/login`);
    await page.getByLabel('Phone number').fill('12345');
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByText('Enter a valid phone number').waitFor();

    await page.getByLabel('Phone number').fill(demo.customerPhone);
    await page.getByRole('button', { name: 'Send code' }).click();
    const code = await (async () => {
      await page.getByLabel('Verification code').waitFor();
      return latestCodeFor(demo.customerPhone);
    })();
    const wrongCode = code === '000000' ? '111111' : '000000';
    await page.getByLabel('Verification code').fill(wrongCode);
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByText('That code is not right. Check the SMS and try again.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(await page.getByRole('button', { name: /Resend code in \d+ s/ }).isDisabled()).toBe(true);
    expect(await storedAccount(page)).not.toMatchObject({ signedIn: true });

    await page.getByLabel('Verification code').fill('12');
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByText('Enter the 6-digit code from the SMS.').waitFor();
  });

  it('a customer sets a password and signs in with it at /loginwithpass; a wrong password and an unknown number get one message', async ({
    page,
  }) => {
    const phoneNumber = await signUpFreshCustomer(page);
    await page.goto(`${APP_URL}/profile/password`);
    await page.getByRole('heading', { name: 'Set a password' }).waitFor();
    await page.getByLabel('New password', { exact: true }).fill('12345');
    await page.getByLabel('Confirm new password').fill('12345');
    await page.getByRole('button', { name: 'Save password' }).click();
    await page.getByText('Use at least 6 characters.', { exact: true }).waitFor();

    await page.getByLabel('New password', { exact: true }).fill('ride-safe-42');
    await page.getByLabel('Confirm new password').fill('ride-safe-42');
    await page.getByRole('button', { name: 'Save password' }).click();
    await page.getByText('Password saved.').waitFor();
    const user = await auth.getUserByPhoneNumber(phoneNumber);
    expect(user.providerData.map((provider) => provider.providerId).sort()).toEqual(['password', 'phone']);

    await page.getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL(`${APP_URL}/`);

    await page.goto(`${APP_URL}/loginwithpass`);
    await page.getByRole('link', { name: 'Sign in', exact: true }).waitFor();
    const spaced = `${phoneNumber.slice(0, 2)} ${phoneNumber.slice(2, 5)} ${phoneNumber.slice(5)}`;
    await page.getByLabel('Phone number').fill(spaced);
    await page.getByLabel('Password').fill('not-my-password');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    const wrongPassword = page.getByText('That phone number and password do not match');
    await wrongPassword.waitFor();
    const wrongPasswordMessage = await wrongPassword.textContent();

    await page.getByLabel('Phone number').fill('+1 555 000 0000');
    await page.getByLabel('Password').fill('ride-safe-42');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByText('That phone number and password do not match').waitFor();
    expect(await page.getByText('That phone number and password do not match').textContent()).toBe(
      wrongPasswordMessage,
    );
    expect(new URL(page.url()).pathname).toBe('/loginwithpass');

    await page.getByLabel('Phone number').fill(spaced);
    await page.getByLabel('Password').fill('ride-safe-42');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL(`${APP_URL}/`);
    expect(await storedAccount(page)).toMatchObject({ signedIn: true, name: 'Asha Rao', phoneNumber });
    await page.goto(`${APP_URL}/profile`);
    await page.getByRole('heading', { name: 'Your profile' }).waitFor();
    await page.getByRole('button', { name: 'Log out' }).waitFor();
  });
});
