import type { OrderKind } from './booking.js';

/**
 * Every page address of the web app, named once for the router, the app's links and the links the
 * functions put in notifications and shared trips. The addresses themselves are the ones people
 * and old links already use (`/riderHistory`, `/Eadmin`, `/eduform/...`), so they stay as they
 * are; the names say what each page is. ESLint refuses these addresses written out anywhere else.
 */
export const pagePaths = {
  home: '/',
  education: '/education',
  privacyPolicy: '/privacy-policy',
  riderPrivacyPolicy: '/privacy-policy-rider',
  educationAdminSignIn: '/Eadmin',
  enrolments: '/Edash',
  signIn: '/login',
  signUp: '/signup',
  passwordSignIn: '/loginwithpass',
  profile: '/profile',
  password: '/profile/password',
  bookRide: '/bookRider',
  bookParcel: '/bookParcel',
  rideHistory: '/riderHistory',
  parcelHistory: '/parcelHistory',
  deleteAccount: '/delete-account',
  deleteDigistallAccount: '/delete-account-digistall',
  deleteRiderAccount: '/delete-account-rider',
  adminSignIn: '/alogin',
  adminDashboard: '/admin/dashboard',
  acceptedOrders: '/admin/acceptedOrder',
  shops: '/admin/shop',
  manageShops: '/admin/shopmanage',
  manageCustomers: '/admin/customermanage',
  manageRiders: '/admin/ridermanage',
  cash: '/admin/cash',
  reports: '/admin/reports',
  fares: '/admin/fares',
  dispatchSettings: '/admin/dispatch',
  siteSpeed: '/admin/speed',
  /** The SOS alerts, live, for the control room to acknowledge and close. */
  safetyDesk: '/admin/safety',
  /** Riders whose papers end soon or have ended, and riders whose papers are incomplete. */
  papersDue: '/admin/papers',
  /** Complaints from customers and riders, overdue first, and the grievance officer's settings. */
  complaints: '/admin/complaints',
  riderOrders: '/rider',
  /** Shop staff sign in here by phone; signed in, they go on to their shop's orders. */
  shopSignIn: '/shop',
  /** The shop's orders, live, with each step's time and the proof of delivery. */
  shopOrders: '/shop/orders',
  /** One delivery booked for the shop's customer, from the shop's address. */
  shopBook: '/shop/book',
  /** Many deliveries at once from a CSV file. */
  shopBatch: '/shop/batch',
  /** The shop's money: cash collected for it, fees, payouts, day by day. */
  shopMoney: '/shop/money',
} as const;

/** The pages whose address ends in one parameter, as the router declares them. */
export const pagePatterns = {
  enrolmentForm: '/eduform/:course',
  rideDetail: '/riderHistory/:orderId',
  parcelDetail: '/parcelHistory/:orderId',
  receipt: '/receipt/:orderId',
  shopDetail: '/admin/shop/:shopId',
  shopRiders: '/admin/shopwithrider/:shopId',
  /** One rider's papers (licence, registration, insurance, PUC, police verification), below the riders list. */
  riderPapers: '/admin/ridermanage/:riderId',
  /** The rider's complaint form and their complaints about one job. */
  riderComplaint: '/rider/complaint/:orderId',
  /** The public shared-trip page: its own entry (track.html), outside the app's router. */
  tracking: '/track/:token',
} as const;

type PagePattern = (typeof pagePatterns)[keyof typeof pagePatterns];

function pathFor(pattern: PagePattern, value: string): string {
  return pattern.replace(/:\w+$/, encodeURIComponent(value));
}

export const enrolmentFormPath = (course: string) => pathFor(pagePatterns.enrolmentForm, course);
export const receiptPath = (orderId: string) => pathFor(pagePatterns.receipt, orderId);
export const shopPath = (shopId: string) => pathFor(pagePatterns.shopDetail, shopId);
export const shopRidersPath = (shopId: string) => pathFor(pagePatterns.shopRiders, shopId);
export const riderPapersPath = (riderId: string) => pathFor(pagePatterns.riderPapers, riderId);
export const trackingPath = (token: string) => pathFor(pagePatterns.tracking, token);
export const riderComplaintPath = (orderId: string) => pathFor(pagePatterns.riderComplaint, orderId);

/** The customer's list of their rides or of their parcels. */
export function orderHistoryPath(kind: OrderKind): string {
  return kind === 'ride' ? pagePaths.rideHistory : pagePaths.parcelHistory;
}

/** The customer's page for one order, below the list of its kind. */
export function orderPath(kind: OrderKind, orderId: string): string {
  return pathFor(kind === 'ride' ? pagePatterns.rideDetail : pagePatterns.parcelDetail, orderId);
}

/** The token in a shared-trip address (`trackingPath`'s inverse); a trailing slash is allowed. */
export function trackingTokenOf(pathname: string): string {
  const prefix = pagePatterns.tracking.replace(/:\w+$/, '');
  const rest = pathname.toLowerCase().startsWith(prefix) ? pathname.slice(prefix.length) : pathname;
  return decodeURIComponent(rest.replace(/\/$/, ''));
}
