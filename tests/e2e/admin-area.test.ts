import type { Page } from 'playwright-core';
import { pagePaths } from '@dropwise/domain/page-paths';
import { describe, expect } from 'vitest';
import { unique } from '../support/admin-api';
import { testDb } from '../support/admin-sdk';
import { browserTest } from '../support/browser';
import { signInDemoAdmin, signInDemoRider } from '../support/browser-sign-in';
import { APP_URL, demo } from '../support/emulators';
import { FARE_TABLE_PATH, RIDERS, SHOPS } from '@dropwise/domain/collections';

const it = browserTest();

/** Fills and submits the /alogin form already open, wherever a redirect brought the page. */
async function submitAloginForm(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

describe('platform admin area in Chromium', () => {
  it('a signed-out visitor to /admin/dashboard lands on /alogin, Back does not reopen it, and signing in returns there', async ({
    page,
  }) => {
    await page.goto(`${APP_URL}/privacy-policy`);
    await page.goto(`${APP_URL}/admin/dashboard`);
    await page.waitForURL(/\/alogin\?next=%2Fadmin%2Fdashboard$/);
    await page.getByRole('heading', { name: 'Admin sign in' }).waitFor();

    await page.goBack();
    await page.waitForURL(`${APP_URL}/privacy-policy`);
    expect(page.url()).not.toContain('/admin/dashboard');

    await page.goForward();
    await page.waitForURL(/\/alogin/);
    await submitAloginForm(page, demo.admin.email, demo.admin.password);
    await page.waitForURL(`${APP_URL}/admin/dashboard`);
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
  });

  it('a deep admin link returns to that page after sign-in, and an admin opening /alogin goes straight on', async ({
    page,
  }) => {
    await page.goto(`${APP_URL}/admin/shop`);
    await page.waitForURL(/\/alogin\?next=%2Fadmin%2Fshop$/);
    await submitAloginForm(page, demo.admin.email, demo.admin.password);
    await page.waitForURL(`${APP_URL}/admin/shop`);
    await page.getByRole('heading', { name: 'Shops', level: 1 }).waitFor();

    await page.goto(`${APP_URL}/alogin`);
    await page.waitForURL(`${APP_URL}/admin/dashboard`);
  });

  it('a wrong password and an account without the admin claim are refused at /alogin', async ({ page }) => {
    await page.goto(`${APP_URL}/alogin`);
    await submitAloginForm(page, demo.admin.email, 'wrong-password');
    await page.getByText('Incorrect email or password.').waitFor();

    await submitAloginForm(page, demo.eduAdmin.email, demo.eduAdmin.password);
    await page.getByText('This account is not a Dropwise admin or rider account.').waitFor();
    // Signed out of the admin session: a guarded page still sends them to sign in.
    await page.goto(`${APP_URL}/admin/dashboard`);
    await page.waitForURL(/\/alogin/);
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
  });

  it('a rider signs in at /alogin, gets the rider page, and is kept out of the admin pages', async ({
    page,
  }) => {
    await signInDemoRider(page);
    await page.getByRole('heading', { name: 'My deliveries' }).waitFor();
    await page.goto(`${APP_URL}/admin/customermanage`);
    await page.waitForURL(/\/alogin/);
  });

  it('the admin creates a shop with validated fields and links a rider to it', async ({ page }) => {
    await signInDemoAdmin(page, pagePaths.manageShops);

    const name = `E2E Shop ${unique()}`;
    await page.getByLabel('Shop name').fill(name);
    await page.getByLabel('Phone').fill('12');
    await page.getByLabel('Address').fill('9 Camp Road');
    await page.getByLabel('City').fill('Pune');
    await page.getByRole('button', { name: 'Create shop' }).click();
    await page.getByText('Enter a valid phone number').waitFor();

    await page.getByLabel('Phone').fill('98765 43210');
    await page.getByRole('button', { name: 'Create shop' }).click();
    await page.getByText('Shop created').waitFor();
    const stored = await testDb.collection(SHOPS).where('name', '==', name).get();
    expect(stored.size).toBe(1);
    const shopId = stored.docs[0]!.id;
    expect(stored.docs[0]!.get('phone')).toBe('+919876543210');

    await page.getByRole('link', { name: 'Shops', exact: true }).click();
    await page.getByLabel('Search shops').fill(name.slice(0, 12).toLowerCase());
    await page.getByRole('link', { name: `Riders of ${name}` }).click();
    await page.waitForURL(`${APP_URL}/admin/shopwithrider/${shopId}`);
    await page.getByText('No riders are linked to this shop yet.').waitFor();
    // Other suites add riders to the same store, so find the demo rider by name rather than by page.
    await page.getByLabel('Find riders').fill('Ravi R');
    await page.getByRole('button', { name: 'Link Ravi Rider' }).click();
    await page.getByText('Ravi Rider linked').waitFor();
    await page.getByRole('button', { name: 'Unlink Ravi Rider' }).waitFor();
    expect((await testDb.doc(`${RIDERS}/demo-rider-2`).get()).get('shopId')).toBe(shopId);

    // Leave the demo rider without a shop again for the other suites.
    await page.getByRole('button', { name: 'Unlink Ravi Rider' }).click();
    await page.getByText('Ravi Rider unlinked').waitFor();
    expect((await testDb.doc(`${RIDERS}/demo-rider-2`).get()).get('shopId')).toBeNull();
  });

  it('the admin creates a rider account that can then sign in as a rider', async ({ page }) => {
    await signInDemoAdmin(page, pagePaths.manageRiders);
    const email = `e2e-rider-${unique()}@dropwise.test`;
    await page.getByLabel('Name', { exact: true }).fill('Esha Rider');
    await page.getByLabel('Phone').fill('98765 43211');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('rider-pass-9');
    await page.getByLabel('Vehicle type').selectOption('car');
    await page.getByLabel('Shop').selectOption({ label: 'Kothrud Express' });
    await page.getByRole('button', { name: 'Create rider' }).click();
    await page.getByText('Rider Esha Rider created').waitFor();
    const riders = await testDb.collection(RIDERS).where('email', '==', email).get();
    expect(riders.docs[0]?.data()).toMatchObject({
      vehicleType: 'car',
      shopId: 'demo-shop-kothrud',
      active: true,
    });

    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(/\/alogin/);
    await submitAloginForm(page, email, 'rider-pass-9');
    await page.waitForURL(`${APP_URL}/rider`);
  });
  it('the admin edits the fare table: a bad rate is refused next to its field, a good one is saved as a new version', async ({
    page,
  }) => {
    await signInDemoAdmin(page, pagePaths.fares);
    const base = page.getByLabel('Base fare (auto)');
    await base.waitFor();
    const original = Number(await base.inputValue());
    const versionBefore = (await testDb.doc(FARE_TABLE_PATH).get()).get('version') as number;

    await base.fill('-5');
    await page.getByRole('button', { name: 'Save fares' }).click();
    await page.getByText(/greater than or equal to 0/).waitFor();
    expect((await testDb.doc(FARE_TABLE_PATH).get()).get('version')).toBe(versionBefore);

    await base.fill(String(original + 5));
    await page.getByRole('button', { name: 'Save fares' }).click();
    await page.getByText(`Fare table saved as version ${versionBefore + 1}`).waitFor();
    expect((await testDb.doc(FARE_TABLE_PATH).get()).get('vehicles.auto.base')).toBe(original + 5);

    // Put the rate back for the other suites.
    await base.fill(String(original));
    await page.getByRole('button', { name: 'Save fares' }).click();
    await page.getByText(`Fare table saved as version ${versionBefore + 2}`).waitFor();
    expect((await testDb.doc(FARE_TABLE_PATH).get()).get('vehicles.auto.base')).toBe(original);
  });
});
