import { pagePaths, pagePatterns } from '@dropwise/domain/page-paths';
import type { lazyScreen } from './lazy-screen';

type ScreenLoader = Parameters<typeof lazyScreen>[0];

/**
 * The screens of the signed-in areas, by route path. This table (with the list of each screen's
 * files that the build writes beside every `import()`) loads with the Firebase shell, not with the
 * app's entry, so the public pages do not carry the signed-in app's map.
 */
const screens: Record<string, ScreenLoader> = {
  [pagePaths.educationAdminSignIn]: () => import('@/features/education/pages/education-admin-login-page'),
  [pagePaths.enrolments]: () => import('@/features/education/pages/enrolments-page'),
  [pagePaths.home]: () => import('@/features/home/pages/home-page'),
  [pagePaths.signIn]: () => import('@/features/auth/pages/login-page'),
  [pagePaths.signUp]: () => import('@/features/profile/pages/signup-page'),
  [pagePaths.passwordSignIn]: () => import('@/features/auth/pages/login-with-password-page'),
  [pagePaths.profile]: () => import('@/features/profile/pages/profile-page'),
  [pagePaths.password]: () => import('@/features/auth/pages/password-page'),
  [pagePaths.bookRide]: () => import('@/features/booking/pages/book-ride-page'),
  [pagePaths.bookParcel]: () => import('@/features/booking/pages/book-parcel-page'),
  [pagePaths.rideHistory]: () => import('@/features/history/pages/ride-history-page'),
  [pagePaths.parcelHistory]: () => import('@/features/history/pages/parcel-history-page'),
  [pagePatterns.rideDetail]: () => import('@/features/history/pages/ride-detail-page'),
  [pagePatterns.parcelDetail]: () => import('@/features/history/pages/parcel-detail-page'),
  [pagePatterns.receipt]: () => import('@/features/receipt/pages/receipt-page'),
  [pagePaths.deleteAccount]: () => import('@/features/account/pages/delete-account-page'),
  [pagePaths.deleteDigistallAccount]: () => import('@/features/account/pages/delete-account-digistall-page'),
  [pagePaths.adminSignIn]: () => import('@/features/admin/pages/admin-login-page'),
  [pagePaths.adminDashboard]: () => import('@/features/admin/pages/dashboard-page'),
  [pagePaths.acceptedOrders]: () => import('@/features/admin/pages/accepted-orders-page'),
  [pagePaths.shops]: () => import('@/features/admin/pages/shops-page'),
  [pagePatterns.shopDetail]: () => import('@/features/admin/pages/shop-detail-page'),
  [pagePatterns.shopRiders]: () => import('@/features/admin/pages/shop-riders-page'),
  [pagePaths.manageShops]: () => import('@/features/admin/pages/shop-manage-page'),
  [pagePaths.manageCustomers]: () => import('@/features/admin/pages/customer-manage-page'),
  [pagePaths.manageRiders]: () => import('@/features/admin/pages/rider-manage-page'),
  [pagePaths.cash]: () => import('@/features/admin/pages/cash-page'),
  [pagePaths.reports]: () => import('@/features/admin/pages/reports-page'),
  [pagePaths.fares]: () => import('@/features/admin/pages/fares-page'),
  [pagePaths.dispatchSettings]: () => import('@/features/admin/pages/dispatch-settings-page'),
  [pagePaths.siteSpeed]: () => import('@/features/admin/pages/site-speed-page'),
  [pagePaths.safetyDesk]: () => import('@/features/admin/safety/safety-desk-page'),
  [pagePaths.papersDue]: () => import('@/features/admin/safety/papers-due-page'),
  [pagePatterns.riderPapers]: () => import('@/features/admin/safety/rider-papers-page'),
  [pagePaths.riderOrders]: () => import('@/features/rider/pages/rider-orders-page'),
  [pagePatterns.riderComplaint]: () => import('@/features/rider/pages/rider-complaint-page'),
  [pagePaths.complaints]: () => import('@/features/admin/complaints/complaints-page'),
  [pagePaths.deleteRiderAccount]: () => import('@/features/account/pages/delete-account-rider-page'),
  [pagePaths.shopSignIn]: () => import('@/features/auth/pages/shop-sign-in-page'),
  [pagePaths.shopOrders]: () => import('@/features/shop/pages/shop-orders-page'),
  [pagePaths.shopBook]: () => import('@/features/booking/pages/shop-book-page'),
  [pagePaths.shopBatch]: () => import('@/features/shop/pages/shop-batch-page'),
  [pagePaths.shopMoney]: () => import('@/features/shop/pages/shop-money-page'),
};

/** The paths this table has a screen for. */
export const signedInScreenPaths = (): string[] => Object.keys(screens);

/** Loads the screen of a signed-in area's route. */
export function loadSignedInScreen(path: string): ReturnType<ScreenLoader> {
  const load = screens[path];
  if (!load) return Promise.reject(new Error(`No screen is declared for ${path}.`));
  return load();
}
