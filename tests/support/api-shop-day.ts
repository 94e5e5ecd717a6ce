import * as shopApi from '@dropwise/domain/api/shop';
import { HANDOVER_MAX_ATTEMPTS } from '@dropwise/domain/handover';
import { CASH_LEDGER, ORDERS, SHOP_BALANCES } from '@dropwise/domain/collections';
import { callApi } from './admin-api';
import { adminDb } from './booking-fixtures';
import { APP_URL, type SignedInUser } from './emulators';
import { collect } from './api-money-records';
import { cancel, handoverCodeOf, move } from './order-actors';
import { pathOf } from './api-shops';

const must = async (step: string, answer: Promise<{ status: number; body: unknown }>, ok = [200, 201]) => {
  const done = await answer;
  if (!ok.includes(done.status)) throw new Error(`${step}: ${done.status} ${JSON.stringify(done.body)}`);
  return done;
};

export const orderData = async (id: string) => (await adminDb.doc(`${ORDERS}/${id}`).get()).data()!;

/** How a test day's order ends: delivered (with what the rider records), cancelled, or locked at the handover. */
export type Ending =
  | { kind: 'delivered'; off?: number }
  | { kind: 'cancelled'; after: 'pending' | 'assigned' }
  | { kind: 'locked' };

/** Carries an order to its ending through the API, as the admin and the rider would. */
export async function carry(
  admin: SignedInUser,
  rider: SignedInUser,
  id: string,
  ending: Ending,
): Promise<void> {
  if (ending.kind === 'cancelled' && ending.after === 'pending') {
    await must('cancel', cancel(admin, id, 'The shop called it off.'));
    return;
  }
  await must('accept', move(admin, id, { to: 'accepted' }));
  await must('assign', move(admin, id, { to: 'assigned', riderId: rider.uid }));
  if (ending.kind === 'cancelled') {
    await must('cancel', cancel(admin, id, 'The receiver moved away.'));
    return;
  }
  await must('pick up', move(rider, id, { to: 'picked_up' }));
  if (ending.kind === 'locked') {
    for (let attempt = 0; attempt < HANDOVER_MAX_ATTEMPTS; attempt += 1) {
      await must('wrong code', move(rider, id, { to: 'delivered', handoverCode: 'xxxx' }), [422, 423]);
    }
    await must('admin completes', move(admin, id, { to: 'delivered', reason: 'Receiver showed the text.' }));
  } else {
    await must('deliver', move(rider, id, { to: 'delivered', handoverCode: await handoverCodeOf(id) }));
  }
  const due = Number((await orderData(id)).shopDelivery.collectPaise);
  const off = ending.kind === 'delivered' ? (ending.off ?? 0) : 0;
  const body =
    off === 0 ? { amountPaise: due } : { amountPaise: due + off, note: 'Receiver paid what they had.' };
  await must('cash', collect(rider, id, body));
}

/** Runs `work` over `items`, `width` at a time. */
export async function inGroups<T>(
  items: T[],
  width: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  for (let start = 0; start < items.length; start += width) {
    await Promise.all(items.slice(start, start + width).map(work));
  }
}

export interface ShopLedger {
  goods: number;
  receiverFees: number;
  fees: number;
  payouts: number;
  codEntries: number;
  feeEntries: number;
}

/** A shop's entries in the one ledger, added up. */
export async function shopLedger(shopId: string): Promise<ShopLedger> {
  const entries = (await adminDb.collection(CASH_LEDGER).where('shopId', '==', shopId).get()).docs.map(
    (doc) => doc.data(),
  );
  const sum = (type: string, field = 'amountPaise') =>
    entries
      .filter((entry) => entry.type === type)
      .reduce((total, entry) => total + Number(entry[field] ?? 0), 0);
  return {
    goods: sum('shop_cod'),
    receiverFees: sum('shop_cod', 'receiverFeePaise'),
    fees: sum('shop_fee'),
    payouts: sum('shop_payout'),
    codEntries: entries.filter((entry) => entry.type === 'shop_cod').length,
    feeEntries: entries.filter((entry) => entry.type === 'shop_fee').length,
  };
}

export const balanceDoc = async (shopId: string) =>
  (await adminDb.doc(`${SHOP_BALANCES}/${shopId}`).get()).data() ?? {};

export const payout = (admin: SignedInUser, shopId: string, body: unknown) =>
  callApi(shopApi.recordShopPayout.method, pathOf(shopApi.recordShopPayout.path, { shopId }), {
    token: admin.idToken,
    body,
  });

export const statement = (user: SignedInUser, query: Record<string, string>) =>
  callApi(shopApi.shopStatement.method, `${shopApi.shopStatement.path}?${new URLSearchParams(query)}`, {
    token: user.idToken,
  });

/** The statement as the CSV download (`format=csv`), as the browser fetches it. */
export const statementCsv = (user: SignedInUser, query: Record<string, string>) =>
  fetch(`${APP_URL}${shopApi.shopStatement.path}?${new URLSearchParams({ ...query, format: 'csv' })}`, {
    headers: { Authorization: `Bearer ${user.idToken}` },
  });

export interface Planned {
  shop: number;
  feePaidBy: 'shop' | 'receiver';
  codPaise: number;
  ending: Ending;
  id?: string;
}

/** 40 deliveries over 3 shops: both fee payers, 6 cancelled, one handover locked, two amounts off. */
export const plan: Planned[] = Array.from({ length: 40 }, (_, index) => ({
  shop: index % 3,
  feePaidBy: index % 2 === 0 ? 'shop' : 'receiver',
  // Whole rupees and odd paise, up to the cap.
  codPaise: index === 7 ? 5_000_000 : index % 5 === 0 ? 0 : 12_345 + index * 1_001,
  ending:
    index % 7 === 3
      ? { kind: 'cancelled', after: index % 2 === 0 ? 'pending' : 'assigned' }
      : index === 10
        ? { kind: 'locked' }
        : { kind: 'delivered', off: index === 11 ? -5_000 : index === 13 ? 700 : 0 },
}));
