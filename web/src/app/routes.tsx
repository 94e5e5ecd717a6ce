import type { RouteObject } from 'react-router-dom';
import { pagePaths, pagePatterns } from '@domain/page-paths';
import type { SessionArea } from '../lib/firebase/app';
import { lazyElement } from './lazy-route-element';
import type { lazyScreen } from './lazy-screen';

type ScreenLoader = Parameters<typeof lazyScreen>[0];

/** One route of the product: its path, its screen, and the session area it lives in (if any). */
interface ScreenRoute {
  path: string;
  load: ScreenLoader;
}

const publicScreens: ScreenRoute[] = [
  { path: pagePaths.education, load: () => import('../features/education/pages/education-page') },
  { path: pagePatterns.enrolmentForm, load: () => import('../features/education/pages/enrolment-form-page') },
  { path: pagePaths.privacyPolicy, load: () => import('../features/legal/pages/privacy-policy-page') },
  {
    path: pagePaths.riderPrivacyPolicy,
    load: () => import('../features/legal/pages/privacy-policy-rider-page'),
  },
];

const areaScreens: Record<SessionArea, ScreenRoute[]> = {
  education: [
    {
      path: pagePaths.educationAdminSignIn,
      load: () => import('../features/education/pages/education-admin-login-page'),
    },
    { path: pagePaths.enrolments, load: () => import('../features/education/pages/enrolments-page') },
  ],
  customer: [
    { path: pagePaths.home, load: () => import('../features/home/pages/home-page') },
    { path: pagePaths.signIn, load: () => import('../features/auth/pages/login-page') },
    { path: pagePaths.signUp, load: () => import('../features/profile/pages/signup-page') },
    { path: pagePaths.passwordSignIn, load: () => import('../features/auth/pages/login-with-password-page') },
    { path: pagePaths.profile, load: () => import('../features/profile/pages/profile-page') },
    { path: pagePaths.password, load: () => import('../features/auth/pages/password-page') },
    { path: pagePaths.bookRide, load: () => import('../features/booking/pages/book-ride-page') },
    { path: pagePaths.bookParcel, load: () => import('../features/booking/pages/book-parcel-page') },
    { path: pagePaths.rideHistory, load: () => import('../features/history/pages/ride-history-page') },
    { path: pagePaths.parcelHistory, load: () => import('../features/history/pages/parcel-history-page') },
    { path: pagePatterns.rideDetail, load: () => import('../features/history/pages/ride-detail-page') },
    { path: pagePatterns.parcelDetail, load: () => import('../features/history/pages/parcel-detail-page') },
    { path: pagePatterns.receipt, load: () => import('../features/receipt/pages/receipt-page') },
    { path: pagePaths.deleteAccount, load: () => import('../features/account/pages/delete-account-page') },
    {
      path: pagePaths.deleteDigistallAccount,
      load: () => import('../features/account/pages/delete-account-digistall-page'),
    },
  ],
  admin: [
    { path: pagePaths.adminSignIn, load: () => import('../features/admin/pages/admin-login-page') },
    { path: pagePaths.adminDashboard, load: () => import('../features/admin/pages/dashboard-page') },
    { path: pagePaths.acceptedOrders, load: () => import('../features/admin/pages/accepted-orders-page') },
    { path: pagePaths.shops, load: () => import('../features/admin/pages/shops-page') },
    { path: pagePatterns.shopDetail, load: () => import('../features/admin/pages/shop-detail-page') },
    { path: pagePatterns.shopRiders, load: () => import('../features/admin/pages/shop-riders-page') },
    { path: pagePaths.manageShops, load: () => import('../features/admin/pages/shop-manage-page') },
    { path: pagePaths.manageCustomers, load: () => import('../features/admin/pages/customer-manage-page') },
    { path: pagePaths.manageRiders, load: () => import('../features/admin/pages/rider-manage-page') },
    { path: pagePaths.cash, load: () => import('../features/admin/pages/cash-page') },
    { path: pagePaths.reports, load: () => import('../features/admin/pages/reports-page') },
    { path: pagePaths.fares, load: () => import('../features/admin/pages/fares-page') },
    {
      path: pagePaths.dispatchSettings,
      load: () => import('../features/admin/pages/dispatch-settings-page'),
    },
    { path: pagePaths.siteSpeed, load: () => import('../features/admin/pages/site-speed-page') },
    { path: pagePaths.riderOrders, load: () => import('../features/rider/pages/rider-orders-page') },
    // Riders sign in at the admin sign-in page, in this area's session, so their deletion page lives here.
    {
      path: pagePaths.deleteRiderAccount,
      load: () => import('../features/account/pages/delete-account-rider-page'),
    },
  ],
};

function screenRoute({ path, load }: ScreenRoute): RouteObject {
  return { path, element: lazyElement(load) };
}

function shellRoute(area: SessionArea, screens: ScreenRoute[]): RouteObject {
  const shell = lazyElement(() =>
    import('./firebase-shell').then(({ FirebaseShell }) => ({
      default: () => <FirebaseShell area={area} />,
    })),
  );
  return { element: shell, children: screens.map(screenRoute) };
}

// React Router matches paths without regard to case unless a route says otherwise, so
// `/Eadmin` and `/eadmin` reach the same screen.
export const routes: RouteObject[] = [
  ...publicScreens.map(screenRoute),
  ...(Object.keys(areaScreens) as SessionArea[]).map((area) => shellRoute(area, areaScreens[area])),
  screenRoute({ path: '*', load: () => import('./not-found-page') }),
];
