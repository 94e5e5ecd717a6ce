import { randomUUID } from 'node:crypto';
import { describe, expect } from 'vitest';
import { adminAuth, adminDb, callApi } from '../support/booking-fixtures';
import { browserTest } from '../support/browser';
import { APP_URL, demo, signInWithPassword } from '../support/emulators';
import { signInAtAlogin } from '../support/staff-login';
import { RIDERS } from '@dropwise/domain/collections';

const it = browserTest();

/** A rider made through the admin API, with no orders. */
async function newRider(): Promise<{ uid: string; email: string; password: string }> {
  const admin = await signInWithPassword(demo.admin.email, demo.admin.password);
  const email = `leaving-${randomUUID().slice(0, 8)}@e2e.dropwise.test`;
  const password = 'rider-pass-5';
  const created = await callApi('/api/admin/riders', {
    token: admin.idToken,
    body: { name: 'Leaving Rider', phone: '98765 43219', email, password, vehicleType: 'bike' },
  });
  expect(created.status).toBe(201);
  return { uid: (created.body.data as { uid: string }).uid, email, password };
}

describe('a rider deletes their own account in Chromium', () => {
  it('signs in from the rider deletion page, returns to it, confirms, and the account is gone', async ({
    page,
  }) => {
    const rider = await newRider();
    await page.goto(`${APP_URL}/delete-account-rider`);
    await page.getByRole('link', { name: 'Sign in to delete your account' }).click();
    await page.waitForURL(/\/alogin\?next=%2Fdelete-account-rider$/);
    await signInAtAlogin(page, rider.email, rider.password, '/delete-account-rider');
    await page.waitForURL(`${APP_URL}/delete-account-rider`);
    await page.getByText(`Signed in as ${rider.email}`).waitFor();

    await page.getByRole('button', { name: 'Delete my account' }).click();
    await page.getByRole('button', { name: 'Yes, delete my account' }).click();
    await page.getByRole('heading', { name: 'Your account has been deleted' }).waitFor();

    expect((await adminDb.doc(`${RIDERS}/${rider.uid}`).get()).data()).toMatchObject({
      active: false,
      name: 'Deleted rider',
      phone: null,
    });
    await expect(adminAuth.getUser(rider.uid)).rejects.toMatchObject({ code: 'auth/user-not-found' });
  });
});
