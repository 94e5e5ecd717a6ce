import type { RouteObject } from 'react-router-dom';
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
  { path: '/education', load: () => import('../features/education/pages/education-page') },
  { path: '/eduform/:course', load: () => import('../features/education/pages/enrolment-form-page') },
  { path: '/privacy-policy', load: () => import('../features/legal/pages/privacy-policy-page') },
  { path: '/privacy-policy-rider', load: () => import('../features/legal/pages/privacy-policy-rider-page') },
];

const areaScreens: Record<SessionArea, ScreenRoute[]> = {
  education: [
    { path: '/Eadmin', load: () => import('../features/education/pages/education-admin-login-page') },
    { path: '/Edash', load: () => import('../features/education/pages/enrolments-page') },
  ],
  customer: [
    { path: '/', load: () => import('../features/home/pages/home-page') },
    { path: '/login', load: () => import('../features/auth/pages/login-page') },
    { path: '/signup', load: () => import('../features/profile/pages/signup-page') },
    { path: '/loginwithpass', load: () => import('../features/auth/pages/login-with-password-page') },
    { path: '/profile', load: () => import('../features/profile/pages/profile-page') },
    { path: '/profile/password', load: () => import('../features/auth/pages/password-page') },
    { path: '/bookRider', load: () => import('../features/booking/pages/book-ride-page') },
    { path: '/bookParcel', load: () => import('../features/booking/pages/book-parcel-page') },
    { path: '/riderHistory', load: () => import('../features/history/pages/ride-history-page') },
    { path: '/parcelHistory', load: () => import('../features/history/pages/parcel-history-page') },
    { path: '/riderHistory/:orderId', load: () => import('../features/history/pages/ride-detail-page') },
    { path: '/parcelHistory/:orderId', load: () => import('../features/history/pages/parcel-detail-page') },
    { path: '/receipt/:orderId', load: () => import('../features/receipt/pages/receipt-page') },
    { path: '/delete-account', load: () => import('../features/account/pages/delete-account-page') },
    {
      path: '/delete-account-digistall',
      load: () => import('../features/account/pages/delete-account-digistall-page'),
    },
  ],
  admin: [
    { path: '/alogin', load: () => import('../features/admin/pages/admin-login-page') },
    { path: '/admin/dashboard', load: () => import('../features/admin/pages/dashboard-page') },
    { path: '/admin/acceptedOrder', load: () => import('../features/admin/pages/accepted-orders-page') },
    { path: '/admin/shop', load: () => import('../features/admin/pages/shops-page') },
    { path: '/admin/shop/:shopId', load: () => import('../features/admin/pages/shop-detail-page') },
    { path: '/admin/shopwithrider/:shopId', load: () => import('../features/admin/pages/shop-riders-page') },
    { path: '/admin/shopmanage', load: () => import('../features/admin/pages/shop-manage-page') },
    { path: '/admin/customermanage', load: () => import('../features/admin/pages/customer-manage-page') },
    { path: '/admin/ridermanage', load: () => import('../features/admin/pages/rider-manage-page') },
    { path: '/admin/cash', load: () => import('../features/admin/pages/cash-page') },
    { path: '/admin/reports', load: () => import('../features/admin/pages/reports-page') },
    { path: '/admin/fares', load: () => import('../features/admin/pages/fares-page') },
    { path: '/admin/dispatch', load: () => import('../features/admin/pages/dispatch-settings-page') },
    { path: '/admin/speed', load: () => import('../features/admin/pages/site-speed-page') },
    { path: '/rider', load: () => import('../features/rider/pages/rider-orders-page') },
    // Riders sign in at /alogin, in this area's session, so their deletion page lives here.
    {
      path: '/delete-account-rider',
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
