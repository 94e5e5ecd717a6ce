/**
 * Every Firestore collection and document path the app uses, named once: the functions, the web
 * app, the seed and the tests build their references from these, and `firestore.rules` matches the
 * same names. A lint rule refuses a collection name written out anywhere else.
 */

// Top-level collections.
export const USERS = 'users';
export const RIDERS = 'riders';
export const SHOPS = 'shops';
export const ORDERS = 'orders';
export const ENROLMENTS = 'enrolments';
export const COUNTERS = 'counters';
export const CONFIG = 'config';
export const DISPATCH_RUNS = 'dispatchRuns';
export const RIDER_POSITIONS = 'riderPositions';
export const TRACKING_LINKS = 'trackingLinks';
export const CASH_LEDGER = 'cashLedger';
/** customerFees/{uid}: cancellation fees a customer owes, collected on their next delivered trip. */
export const CUSTOMER_FEES = 'customerFees';
export const RIDER_CASH = 'riderCash';
export const RIDER_CASH_DAYS = 'riderCashDays';
export const RIDER_DAYS = 'riderDays';
export const RATINGS = 'ratings';
export const DAILY_TOTALS = 'dailyTotals';
export const RECEIPT_COUNTERS = 'receiptCounters';
export const RECEIPT_SERIES = 'receiptSeries';
export const BOOKING_LIMITS = 'bookingLimits';
export const RATE_LIMITS = 'rateLimits';
export const SIGN_IN_ATTEMPTS = 'signInAttempts';
export const WEB_VITALS = 'webVitals';
/** What a customer sees of their assigned rider: first name, photo and vehicle (no papers). */
export const RIDER_CARDS = 'riderCards';
export const EMERGENCY_CONTACTS = 'emergencyContacts';
export const SOS_ALERTS = 'sosAlerts';
/** sosOpen/{orderId}_{uid}: the alert a person has open for an order, so a second tap finds it. */
export const SOS_OPEN = 'sosOpen';
/** Texts, in the shape the "Send Messages with Twilio" extension reads and marks as sent. */
export const MESSAGES = 'messages';
/** Complaints about an order, filed by its customer or rider and answered by an admin. */
export const COMPLAINTS = 'complaints';
/** shopStaff/{uid}: the shop a staff account works for (`{ shopId, phone, addedAt, addedBy }`). */
export const SHOP_STAFF = 'shopStaff';
/** shopDays/{shopId}_{YYYY-MM-DD}: a shop's money for one India day. */
export const SHOP_DAYS = 'shopDays';
/** shopBalances/{shopId}: the sums of a shop's ledger entries and what is due to it. */
export const SHOP_BALANCES = 'shopBalances';
/** shopReferences/{shopId}_{hash}: a shop's reference, once booked (`{ orderId }`). */
export const SHOP_REFERENCES = 'shopReferences';

// Sub-collections, by their parent.
/** orders/{orderId}/history: where orders booked before `orders/{id}.history` kept their status changes. */
export const HISTORY = 'history';
/** orders/{orderId}/private: what only the order's customer (or staff) may read, such as the handover code. */
export const PRIVATE = 'private';
/** orders/{orderId}/trail: the rider's positions during the trip. */
export const TRAIL = 'trail';
/** riders/{riderId}/offers: the dispatch offers a rider has been sent. */
export const OFFERS = 'offers';
/** users/{uid}/notifications: the in-app notification feed. */
export const NOTIFICATIONS = 'notifications';
/** users/{uid}/tokens: the user's push (FCM) device tokens. */
export const TOKENS = 'tokens';
/** dispatchRuns/{orderId}/claims: the one accepted reply to an offer round. */
export const CLAIMS = 'claims';
/** counters/{product}EduCounter/shards: the visit counter's shards. */
export const SHARDS = 'shards';

// Paths of sub-collections and single documents.
export const orderPrivatePath = (orderId: string): string => `${ORDERS}/${orderId}/${PRIVATE}`;
export const orderTrailPath = (orderId: string): string => `${ORDERS}/${orderId}/${TRAIL}`;
export const riderOffersPath = (riderId: string): string => `${RIDERS}/${riderId}/${OFFERS}`;
export const userNotificationsPath = (uid: string): string => `${USERS}/${uid}/${NOTIFICATIONS}`;
export const userTokensPath = (uid: string): string => `${USERS}/${uid}/${TOKENS}`;
export const dispatchClaimsPath = (orderId: string): string => `${DISPATCH_RUNS}/${orderId}/${CLAIMS}`;
export const visitCounterPath = (product: string): string => `${COUNTERS}/${product}EduCounter`;
export const visitCounterShardsPath = (product: string): string => `${visitCounterPath(product)}/${SHARDS}`;

/** The fare table admins edit; until one is saved, the default table applies. */
export const FARE_TABLE_PATH = `${CONFIG}/fares`;
/** How far the monthly retention job has anonymised trips (their `createdAt` and id). */
export const RETENTION_PATH = `${CONFIG}/retention`;
/** Automatic dispatch's settings; until saved, the defaults apply (dispatch stays manual). */
export const DISPATCH_SETTINGS_PATH = `${CONFIG}/dispatch`;
/** The grievance officer the public pages name, and the days within which complaints are answered. */
export const GRIEVANCE_OFFICER_PATH = `${CONFIG}/grievanceOfficer`;
