import { describe, expect } from 'vitest';
import { auth, db } from '../../scripts/seed/emulator-admin';
import { browserTest } from '../support/browser';
import { signInCustomerInBrowser } from '../support/customer-login';
import { pngPicture, signUpFreshCustomer, STORE_KEY, storedAccount, uidOf } from '../support/customer-signup';
import { APP_URL, demo } from '../support/emulators';
import { ORDERS, USERS } from '@dropwise/domain/collections';

const it = browserTest();

describe('customer profiles, sign-out and account deletion in Chromium', () => {
  it('a customer edits name, city and picture and sees them after a reload; bad files get a clear message', async ({
    page,
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

    const stored = (await db.doc(`${USERS}/${await uidOf(phoneNumber)}`).get()).data();
    expect(stored?.name).toBe('Asha R. Kulkarni');
    expect(stored?.profileImage).toBe(src);
    expect((stored?.profileImage as string).length).toBeLessThanOrEqual(200_000);
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
  });

  it('a customer deletes their account after confirming: profile and sign-in are gone, orders stay without personal data', async ({
    page,
  }) => {
    const phoneNumber = await signUpFreshCustomer(page);
    const uid = await uidOf(phoneNumber);
    const order = db.collection(ORDERS).doc();
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
    expect((await db.doc(`${USERS}/${uid}`).get()).exists).toBe(true);

    await page.getByRole('button', { name: 'Delete my account' }).click();
    await page.getByRole('button', { name: 'Yes, delete my account' }).click();
    await page.getByRole('heading', { name: 'Your account has been deleted' }).waitFor();
    await page.getByRole('link', { name: 'Sign in', exact: true }).waitFor();

    expect((await db.doc(`${USERS}/${uid}`).get()).exists).toBe(false);
    await expect(auth.getUser(uid)).rejects.toMatchObject({ code: 'auth/user-not-found' });
    const kept = (await order.get()).data();
    expect(kept).toMatchObject({ kind: 'ride', status: 'delivered' });
    expect(kept?.customerUid).toMatch(/^deleted-[0-9a-f]{32}$/);
    expect(kept).not.toHaveProperty('customerName');
    expect(kept).not.toHaveProperty('customerPhone');
    expect((await storedAccount(page))?.signedIn ?? false).toBe(false);
  });
});
