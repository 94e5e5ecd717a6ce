import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { auth, db } from '../../scripts/seed/emulator-admin';
import { browserTest } from '../support/browser';
import { signInCustomerInBrowser } from '../support/customer-login';
import { APP_URL, demo, latestCodeFor } from '../support/emulators';

const it = browserTest();

const STORE_KEY = 'dropwise:customer-account';

/** A phone number with no account yet: +1 555 555 1000 to 9999 (the demo customer is 0100). */
async function freshPhone(): Promise<string> {
  for (;;) {
    const candidate = `+1555555${1000 + Math.floor(Math.random() * 9000)}`;
    const taken = await auth.getUserByPhoneNumber(candidate).then(
      () => true,
      () => false,
    );
    if (!taken) return candidate;
  }
}

async function storedAccount(page: Page): Promise<Record<string, unknown> | null> {
  const raw = await page.evaluate((key) => localStorage.getItem(key), STORE_KEY);
  return raw ? (JSON.parse(raw) as Record<string, unknown>) : null;
}

async function uidOf(phoneNumber: string): Promise<string> {
  return (await auth.getUserByPhoneNumber(phoneNumber)).uid;
}

/** Signs a brand-new customer in by SMS code and completes the first-time profile. */
async function signUpFreshCustomer(page: Page, name = 'Asha Rao', city = 'Pune'): Promise<string> {
  const phoneNumber = await freshPhone();
  await signInCustomerInBrowser(page, phoneNumber);
  await page.waitForURL((url) => url.pathname === '/signup');
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('City', { exact: true }).fill(city);
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await page.waitForURL(`${APP_URL}/`);
  return phoneNumber;
}

/** A small real picture made by the browser itself (a PNG, larger than the avatar size). */
async function pngPicture(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 900;
    canvas.height = 600;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no canvas');
    context.fillStyle = '#1c7ed6';
    context.fillRect(0, 0, 900, 600);
    context.fillStyle = '#fab005';
    context.fillRect(300, 150, 300, 300);
    return canvas.toDataURL('image/png').split(',')[1] ?? '';
  });
  return Buffer.from(base64, 'base64');
}

describe('customer accounts in Chromium', () => {
  it('the demo customer signs in with the code from the Auth emulator and, as a returning user, lands on /', async ({
    page,
    errors,
  }) => {
    await signInCustomerInBrowser(page, demo.customerPhone);
    await page.waitForURL(`${APP_URL}/`);
    expect(await storedAccount(page)).toMatchObject({
      signedIn: true,
      phoneNumber: demo.customerPhone,
      name: 'Demo Customer',
      cityName: 'Pune',
    });
    expect(errors).toEqual([]);
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
    errors,
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

    const profile = (await db.doc(`users/${await uidOf(phoneNumber)}`).get()).data();
    expect(profile).toMatchObject({
      name: 'Meera Shah',
      cityName: 'Nagpur',
      phoneNumber,
      profileImage: null,
    });
    expect(profile?.createdAt).toBeDefined();
    expect(errors).toEqual([]);
  });

  it('a wrong code and an invalid number get clear messages next to the field and sign nobody in', async ({
    page,
    errors,
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
    expect(errors).toEqual([]);
  });

  it('a customer sets a password and signs in with it at /loginwithpass; a wrong password and an unknown number get one message', async ({
    page,
    errors,
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
    expect(errors).toEqual([]);
  });

  it('a customer edits name, city and picture and sees them after a reload; bad files get a clear message', async ({
    page,
    errors,
  }) => {
    const phoneNumber = await signUpFreshCustomer(page);
    await page.goto(`${APP_URL}/profile`);
    await page.getByRole('heading', { name: 'Your profile' }).waitFor();

    const picture = page.getByLabel('Profile picture');
    await picture.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await page.getByText('That file is not a picture.').waitFor();
    await picture.setInputFiles({
      name: 'huge.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.alloc(16 * 1024 * 1024, 1),
    });
    await page.getByText('That picture is larger than 15 MB.').waitFor();
    await picture.setInputFiles({
      name: 'broken.png',
      mimeType: 'image/png',
      buffer: Buffer.from('not a png'),
    });
    await page.getByText('We could not read that picture.').waitFor();

    await picture.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: await pngPicture(page) });
    await page.getByRole('img', { name: 'Your profile picture' }).waitFor();
    await page.getByLabel('Name', { exact: true }).fill('Asha R. Kulkarni');
    await page.getByLabel('City', { exact: true }).fill('Mumbai');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Your profile is saved.').waitFor();

    await page.reload();
    await page.getByRole('heading', { name: 'Your profile' }).waitFor();
    expect(await page.getByLabel('Name', { exact: true }).inputValue()).toBe('Asha R. Kulkarni');
    expect(await page.getByLabel('City', { exact: true }).inputValue()).toBe('Mumbai');
    const src = await page.getByRole('img', { name: 'Your profile picture' }).getAttribute('src');
    expect(src).toMatch(/^data:image\/jpeg;base64,/);

    const stored = (await db.doc(`users/${await uidOf(phoneNumber)}`).get()).data();
    expect(stored?.name).toBe('Asha R. Kulkarni');
    expect(stored?.profileImage).toBe(src);
    expect((stored?.profileImage as string).length).toBeLessThanOrEqual(200_000);
    expect(errors).toEqual([]);
  });

  it('logging out empties the client store, and guarded pages then ask to sign in', async ({ page }) => {
    await signInCustomerInBrowser(page, demo.customerPhone);
    await page.goto(`${APP_URL}/profile`);
    await page.getByRole('heading', { name: 'Your profile' }).waitFor();
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL(`${APP_URL}/`);
    const stored = await storedAccount(page);
    expect(stored?.signedIn ?? false).toBe(false);
    expect(stored?.name ?? '').toBe('');
    expect(stored?.phoneNumber ?? '').toBe('');

    await page.goto(`${APP_URL}/profile`);
    await page.waitForURL(`${APP_URL}/login?next=%2Fprofile`);
  });

  it('a corrupted or hand-edited stored account is ignored: no crash and no access', async ({
    page,
    context,
    errors,
  }) => {
    await context.addInitScript((key) => {
      if (!sessionStorage.getItem('seeded')) {
        sessionStorage.setItem('seeded', '1');
        localStorage.setItem(key, '{"version":1,"signedIn":true,"name":"Mallory"');
      }
    }, STORE_KEY);
    await page.goto(`${APP_URL}/login`);
    await page.getByLabel('Phone number').waitFor();
    const restored = await storedAccount(page);
    expect(restored?.signedIn ?? false).toBe(false);
    expect(restored?.name ?? '').toBe('');

    const forged = {
      version: 1,
      name: 'Mallory',
      phoneNumber: demo.customerPhone,
      cityName: 'Pune',
      profileImage: null,
      signedIn: true,
      currentRoute: '/profile',
      pushDeviceToken: null,
    };
    await page.evaluate(({ key, value }) => localStorage.setItem(key, value), {
      key: STORE_KEY,
      value: JSON.stringify(forged),
    });
    await page.goto(`${APP_URL}/profile`);
    await page.waitForURL(`${APP_URL}/login?next=%2Fprofile`);
    expect(await page.getByText('Mallory').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('a customer deletes their account after confirming: profile and sign-in are gone, orders stay without personal data', async ({
    page,
    errors,
  }) => {
    const phoneNumber = await signUpFreshCustomer(page);
    const uid = await uidOf(phoneNumber);
    const order = db.collection('orders').doc();
    await order.set({
      kind: 'ride',
      customerUid: uid,
      customerName: 'Asha Rao',
      customerPhone: phoneNumber,
      status: 'delivered',
      pickup: { address: '1 MG Road, Pune' },
      dropOff: { address: 'Pune Station' },
      fare: { amount: 90, currency: 'INR' },
      createdAt: new Date(),
    });

    await page.goto(`${APP_URL}/delete-account`);
    await page.getByRole('heading', { name: 'Delete your Dropwise account' }).waitFor();
    await page.getByRole('button', { name: 'Delete my account' }).click();
    await page.getByRole('button', { name: 'Cancel' }).click();
    expect((await db.doc(`users/${uid}`).get()).exists).toBe(true);

    await page.getByRole('button', { name: 'Delete my account' }).click();
    await page.getByRole('button', { name: 'Yes, delete my account' }).click();
    await page.getByRole('heading', { name: 'Your account has been deleted' }).waitFor();
    await page.getByRole('link', { name: 'Sign in', exact: true }).waitFor();

    expect((await db.doc(`users/${uid}`).get()).exists).toBe(false);
    await expect(auth.getUser(uid)).rejects.toMatchObject({ code: 'auth/user-not-found' });
    const kept = (await order.get()).data();
    expect(kept).toMatchObject({ kind: 'ride', status: 'delivered' });
    expect(kept).not.toHaveProperty('customerUid');
    expect(kept).not.toHaveProperty('customerName');
    expect(kept).not.toHaveProperty('customerPhone');
    expect((await storedAccount(page))?.signedIn ?? false).toBe(false);
    expect(errors).toEqual([]);
  });

  it.for([
    ['/delete-account', 'Delete your Dropwise account'],
    ['/delete-account-rider', 'Delete your Dropwise rider account'],
    ['/delete-account-digistall', 'Delete your Digistall account'],
  ] as const)(
    'signed out, %s explains deletion and links to sign in and back',
    async ([path, title], { page }) => {
      await page.goto(`${APP_URL}${path}`);
      await page.getByRole('heading', { name: title }).waitFor();
      await page.getByRole('heading', { name: 'How to delete your account' }).waitFor();
      const link = page.getByRole('link', { name: 'Sign in to delete your account' });
      expect(await link.getAttribute('href')).toBe(`/login?next=${encodeURIComponent(path)}`);
      expect(await page.getByRole('button', { name: 'Delete my account' }).count()).toBe(0);
    },
  );

  it.for([
    ['/privacy-policy', 'Dropwise privacy policy'],
    ['/privacy-policy-rider', 'Privacy policy for Dropwise riders'],
  ])(
    '%s is a readable policy saying what is collected, why, how long and how to delete',
    async ([path, title], { page }) => {
      await page.goto(`${APP_URL}${path}`);
      await page.getByRole('heading', { name: title, level: 1 }).waitFor();
      for (const section of [
        'What we collect',
        'Why we use it',
        'How long we keep it',
        'How to delete your account',
      ]) {
        expect(await page.getByRole('heading', { name: section, level: 2 }).count()).toBe(1);
      }
    },
  );
});
