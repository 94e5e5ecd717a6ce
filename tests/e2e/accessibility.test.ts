import { describe, expect } from 'vitest';
import { customerScreens, customerWithOrders, PUBLIC_SCREENS } from '../support/audited-screens';
import { auditRoutes, seriousAxeViolations, waitForScreen } from '../support/axe';
import { bookOrder, rideRequest } from '../support/booking-fixtures';
import { browserTest } from '../support/browser';
import { signInDemoAdmin, signInDemoRider } from '../support/browser-sign-in';
import { signInCustomerInBrowser } from '../support/customer-login';
import { APP_URL, demo, signInWithPhone } from '../support/emulators';

const it = browserTest({ context: { viewport: { width: 1280, height: 900 } } });

const SHOP = 'demo-shop-pune-central';

describe('accessibility: axe-core finds no serious or critical violation on any screen', () => {
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
    await signInCustomerInBrowser(newcomer.page, phone);
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
    await signInDemoAdmin(page);
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

  it('the rider screen, signed in, and the dashboard and reports on a 390 px wide phone', async ({
    openPage,
  }) => {
    const { page } = await openPage();
    await signInDemoRider(page);
    const found = await auditRoutes(page, ['/rider']);

    const admin = await openPage();
    await admin.page.setViewportSize({ width: 390, height: 844 });
    await signInDemoAdmin(admin.page);
    // The reports' figure tables keep their columns on a phone and scroll sideways.
    const narrow = await auditRoutes(admin.page, [
      '/admin/dashboard',
      '/admin/acceptedOrder',
      '/admin/reports',
    ]);
    for (const [path, violations] of Object.entries(narrow)) found[`${path} at 390 px`] = violations;
    expect(found).toEqual({});
  });
});
