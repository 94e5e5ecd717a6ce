import { randomUUID } from 'node:crypto';
import * as shopApi from '@dropwise/domain/api/shop';
import { createShop } from '@dropwise/domain/api/admin';
import { BATCH_COLUMNS } from '@dropwise/domain/shops/shop-batch';
import { toCsv } from '@dropwise/domain/csv';
import { fillPath, type PathParams } from '@dropwise/domain/api/endpoint';
import { SHANIWAR_WADA } from '@dropwise/domain/demo-trip-for-tests';
import { ORDERS } from '@dropwise/domain/collections';
import { callApi, type ApiAnswer } from './admin-api';
import { adminDb } from './booking-fixtures';
import { afterAll } from 'vitest';
import { demo, signInWithPassword, signInWithPhone, type SignedInUser } from './emulators';
import { cancelLeftOpen } from './order-actors';

/** A shop's point (Shivajinagar, as the bundled gazetteer has it) and a drop-off across town. */
export const SHOP_POINT = { lat: 18.5247, lng: 73.8471 };
export const DROP_OFF = SHANIWAR_WADA.coordinates;

/** `:name` parameters filled in, for an endpoint's path held as a plain string. */
export const pathOf = (path: string, params: Record<string, string> = {}) =>
  fillPath(path, params as PathParams<string>);

/** A phone number no other test uses. */
export const freshPhone = () => `+9197${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

/** A new active shop with a point (SHOP_POINT unless said); its id. */
export async function newShop(
  admin: SignedInUser,
  name = 'Test Kirana',
  point = SHOP_POINT,
): Promise<string> {
  const answer = await callApi(createShop.method, createShop.path, {
    token: admin.idToken,
    body: {
      name,
      phone: '+919812345678',
      address: '5 FC Road, Shivajinagar',
      city: 'Pune',
      coordinates: point,
    },
  });
  if (answer.status !== 201) throw new Error(`could not make a shop: ${JSON.stringify(answer.body)}`);
  return (answer.body.data as { id: string }).id;
}

export const addStaff = (admin: SignedInUser, shopId: string, phone: string) =>
  callApi(shopApi.addShopStaff.method, pathOf(shopApi.addShopStaff.path, { shopId }), {
    token: admin.idToken,
    body: { phone },
  });

/** A staff member of the shop, signed in by phone after the claim was set. */
export async function newStaff(admin: SignedInUser, shopId: string): Promise<SignedInUser> {
  const phone = freshPhone();
  const added = await addStaff(admin, shopId, phone);
  if (added.status !== 201) throw new Error(`could not add staff: ${JSON.stringify(added.body)}`);
  return signInWithPhone(phone);
}

/** A valid single booking, with the fields a test changes. */
export const shopBooking = (overrides: Record<string, unknown> = {}): Record<string, unknown> => ({
  requestId: randomUUID(),
  dropOff: { coordinates: DROP_OFF },
  receiver: { name: 'Asha Patil', phone: '+919822000111' },
  sizeBand: 'small',
  codPaise: 45_000,
  feePaidBy: 'receiver',
  ...overrides,
});

export const bookForShop = (staff: SignedInUser, body: unknown): Promise<ApiAnswer> =>
  callApi(shopApi.bookShopOrder.method, shopApi.bookShopOrder.path, { token: staff.idToken, body });

/** Books and answers the new order's id. */
export async function bookedForShop(staff: SignedInUser, overrides: Record<string, unknown> = {}) {
  const answer = await bookForShop(staff, shopBooking(overrides));
  const id = (answer.body as { id?: string }).id;
  if (answer.status !== 201 || !id) throw new Error(`shop booking failed: ${JSON.stringify(answer.body)}`);
  return id;
}

export type CsvRow = Partial<Record<(typeof BATCH_COLUMNS)[number], string>>;

/** An upload: the header and one line per row (the row's cells in column order). */
export function csvOf(rows: CsvRow[]): string {
  return toCsv(
    BATCH_COLUMNS.map((column) => ({ header: column, value: (row: CsvRow) => row[column] ?? '' })),
    rows,
  );
}

export const csvRow = (reference: string, overrides: CsvRow = {}): CsvRow => ({
  reference,
  receiverName: 'Asha Patil',
  receiverPhone: '+919822000111',
  dropOffAddress: 'Shaniwar Wada',
  dropOffLat: String(DROP_OFF.lat),
  dropOffLng: String(DROP_OFF.lng),
  sizeBand: 'small',
  codPaise: '25000',
  feePaidBy: 'shop',
  note: '',
  ...overrides,
});

export const uploadBatch = (staff: SignedInUser, csv: string, contentType = 'text/csv') =>
  callApi(shopApi.bookShopOrderBatch.method, shopApi.bookShopOrderBatch.path, {
    token: staff.idToken,
    rawBody: csv,
    contentType,
  });

/** How many orders the shop has booked. */
export const shopOrderCount = async (shopId: string) =>
  (await adminDb.collection(ORDERS).where('shopDelivery.shopId', '==', shopId).count().get()).data().count;

/**
 * After the file, cancels every shop order still pending or accepted. Shop orders have no
 * customer, so the dispatch files' clean-up of their customer's orders never reaches them, and
 * one left pending could be started by a later file's dispatch sweep and offered to its riders.
 */
export function leaveNoShopOrdersOpen(): void {
  afterAll(async () => {
    const admin = await signInWithPassword(demo.admin.email, demo.admin.password);
    const open = await adminDb.collection(ORDERS).where('status', 'in', ['pending', 'accepted']).get();
    const shops = open.docs.filter((order) => order.get('shopDelivery')).map((order) => order.id);
    const refused = await cancelLeftOpen(admin, shops);
    if (refused.length > 0) throw new Error(`could not cancel ${refused.join(', ')}`);
  });
}
