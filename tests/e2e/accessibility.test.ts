import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { customerScreens, customerWithOrders, PUBLIC_SCREENS } from '../support/audited-screens';
import { auditRoutes, seriousAxeViolations, waitForScreen } from '../support/axe';
import { bookOrder, rideRequest } from '../support/booking-fixtures';
import { browserTest } from '../support/browser';
import { signInCustomerInBrowser } from '../support/customer-login';
import { APP_URL, demo, latestCodeFor, signInWithPhone } from '../support/emulators';

const it = browserTest({ context: { viewport: { width: 1280, height: 900 } } });

const SHOP = 'demo-shop-pune-central';

describe('accessibility: axe-core finds no serious or critical violation on any screen', () => {
  async function signInAtAlogin(page: Page, email: string, password: string, lands: string): Promise<void> {
    await page.goto(`${APP_URL}/alogin`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`${APP_URL}${lands}`);
  }

  it('public screens, signed out', async ({ openPage }) => {
    const { page } = await openPage();
    const found = await auditRoutes(page, [
      ...PUBLIC_SCREENS,
      '/Eadmin',
      '/Edash',
      '/alogin',
      '/no-such-page',
    ]);
    expect(found).toEqual({});
  });

  it('customer screens, signed in, with orders, the notification list open, and first-time sign-up', async ({
    openPage,
  }) => {
    const { customer, ride, parcel } = await customerWithOrders('Asha Accessible');
    const { page } = await openPage();
    await signInCustomerInBrowser(page, customer.phoneNumber);
    const found = await auditRoutes(page, [...customerScreens(ride, parcel), '/delete-account']);
    await page.getByRole('button', { name: /^Notifications/ }).click();
    await page.getByRole('region', { name: 'Recent notifications' }).waitFor();
    const withBellOpen = await seriousAxeViolations(page);
    if (withBellOpen.length > 0) found['notification list'] = withBellOpen;

    // A first-time customer (no profile yet) is sent to /signup.
    const newcomer = await openPage();
    const phone = `+1555558${1000 + Math.floor(Math.random() * 9000)}`;
    await newcomer.page.goto(`${APP_URL}/login`);
    await newcomer.page.getByLabel('Phone number').fill(phone);
    await newcomer.page.getByRole('button', { name: 'Send code' }).click();
    await newcomer.page.getByLabel('Verification code').waitFor();
    await newcomer.page.getByLabel('Verification code').fill(await latestCodeFor(phone));
    await newcomer.page.getByRole('button', { name: 'Verify' }).click();
    await newcomer.page.waitForURL(`${APP_URL}/signup`);
    await waitForScreen(newcomer.page);
    const signup = await seriousAxeViolations(newcomer.page);
    if (signup.length > 0) found['/signup'] = signup;

    expect(found).toEqual({});
  });

  it('education admin screens, signed in', async ({ openPage }) => {
    const { page } = await openPage();
    await page.goto(`${APP_URL}/Eadmin`);
    await page.getByLabel('Username').fill(demo.eduAdmin.email);
    await page.getByLabel('Password').fill(demo.eduAdmin.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(/\/edash$/i);
    const found = await auditRoutes(page, ['/Edash']);
    expect(found).toEqual({});
  });

  it('platform admin screens, signed in, with the cancel dialog open', async ({ openPage }) => {
    const customer = await signInWithPhone(demo.customerPhone);
    const pending = await bookOrder(customer.idToken, rideRequest());
    const { page } = await openPage();
    await signInAtAlogin(page, demo.admin.email, demo.admin.password, '/admin/dashboard');
    const found = await auditRoutes(page, [
      '/admin/dashboard',
      '/admin/acceptedOrder',
      '/admin/shop',
      `/admin/shop/${SHOP}`,
      `/admin/shopwithrider/${SHOP}`,
      '/admin/shopmanage',
      `/admin/shopmanage?shopId=${SHOP}`,
      '/admin/customermanage',
      '/admin/ridermanage',
      '/admin/dispatch',
      '/admin/cash',
      '/admin/reports',
      '/admin/fares',
    ]);
    await page.goto(`${APP_URL}/admin/dashboard`);
    await page.getByRole('button', { name: `Cancel order ${pending}` }).click();
    await page.getByRole('dialog', { name: 'Cancel order' }).waitFor();
    const withDialog = await seriousAxeViolations(page);
    if (withDialog.length > 0) found['cancel dialog'] = withDialog;
    expect(found).toEqual({});
  });

  it('the rider screen, signed in, and the dashboard on a 390 px wide phone', async ({ openPage }) => {
    const { page } = await openPage();
    await signInAtAlogin(page, demo.rider.email, demo.rider.password, '/rider');
    const found = await auditRoutes(page, ['/rider']);

    const admin = await openPage();
    await admin.page.setViewportSize({ width: 390, height: 844 });
    await signInAtAlogin(admin.page, demo.admin.email, demo.admin.password, '/admin/dashboard');
    const narrow = await auditRoutes(admin.page, ['/admin/dashboard', '/admin/acceptedOrder']);
    for (const [path, violations] of Object.entries(narrow)) found[`${path} at 390 px`] = violations;
    expect(found).toEqual({});
  });
});
