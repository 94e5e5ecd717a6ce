import type { RouteObject } from 'react-router-dom';
import { pagePaths, pagePatterns } from '@dropwise/domain/page-paths';
import type { SessionArea } from '@/lib/firebase/app';
import { lazyElement } from './lazy-route-element';
import type { lazyScreen } from './lazy-screen';

type ScreenLoader = Parameters<typeof lazyScreen>[0];

/** One route of the product: its path and its screen. */
interface ScreenRoute {
  path: string;
  load: ScreenLoader;
}

const publicScreens: ScreenRoute[] = [
  { path: pagePaths.education, load: () => import('@/features/education/pages/education-page') },
  { path: pagePatterns.enrolmentForm, load: () => import('@/features/education/pages/enrolment-form-page') },
  { path: pagePaths.privacyPolicy, load: () => import('@/features/legal/pages/privacy-policy-page') },
  {
    path: pagePaths.riderPrivacyPolicy,
    load: () => import('@/features/legal/pages/privacy-policy-rider-page'),
  },
];

/**
 * The paths of each signed-in area. Their screens are declared in signed-in-screens.tsx, which
 * loads with the area's shell: the entry chunk, which every public page loads, holds only paths.
 */
export const areaPaths: Record<SessionArea, string[]> = {
  education: [pagePaths.educationAdminSignIn, pagePaths.enrolments],
  customer: [
    pagePaths.home,
    pagePaths.signIn,
    pagePaths.signUp,
    pagePaths.passwordSignIn,
    pagePaths.profile,
    pagePaths.password,
    pagePaths.bookRide,
    pagePaths.bookParcel,
    pagePaths.rideHistory,
    pagePaths.parcelHistory,
    pagePatterns.rideDetail,
    pagePatterns.parcelDetail,
    pagePatterns.receipt,
    pagePaths.deleteAccount,
  ],
  admin: [
    pagePaths.adminSignIn,
    pagePaths.adminDashboard,
    pagePaths.acceptedOrders,
    pagePaths.shops,
    pagePatterns.shopDetail,
    pagePatterns.shopRiders,
    pagePaths.manageShops,
    pagePaths.manageCustomers,
    pagePaths.manageRiders,
    pagePaths.cash,
    pagePaths.reports,
    pagePaths.fares,
    pagePaths.dispatchSettings,
    pagePaths.siteSpeed,
    pagePaths.safetyDesk,
    pagePaths.papersDue,
    pagePatterns.riderPapers,
    pagePaths.riderOrders,
    pagePatterns.riderComplaint,
    pagePaths.complaints,
    // Riders sign in at the admin sign-in page, in this area's session, so their deletion page lives here.
    pagePaths.deleteRiderAccount,
  ],
  // Shop staff sign in by phone like customers, in a session of their own.
  shop: [
    pagePaths.shopSignIn,
    pagePaths.shopOrders,
    pagePaths.shopBook,
    pagePaths.shopBatch,
    pagePaths.shopMoney,
    pagePaths.deleteDigistallAccount,
  ],
};

const signedInScreens = () => import('./signed-in-screens');

function screenRoute({ path, load }: ScreenRoute): RouteObject {
  return { path, element: lazyElement(load) };
}

function signedInRoute(path: string): RouteObject {
  return screenRoute({
    path,
    load: () => signedInScreens().then(({ loadSignedInScreen }) => loadSignedInScreen(path)),
  });
}

function shellRoute(area: SessionArea, paths: string[]): RouteObject {
  const shell = lazyElement(() => {
    // The screens' table is fetched beside the shell, so the screen's own chunk is the only wait
    // after it.
    void signedInScreens().catch(() => undefined);
    return import('./firebase-shell').then(({ FirebaseShell }) => ({
      default: () => <FirebaseShell area={area} />,
    }));
  });
  return { element: shell, children: paths.map(signedInRoute) };
}

// React Router matches paths without regard to case unless a route says otherwise, so
// `/Eadmin` and `/eadmin` reach the same screen.
export const routes: RouteObject[] = [
  ...publicScreens.map(screenRoute),
  ...(Object.keys(areaPaths) as SessionArea[]).map((area) => shellRoute(area, areaPaths[area])),
  screenRoute({ path: '*', load: () => import('./not-found-page') }),
];
