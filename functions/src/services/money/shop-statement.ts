import type { DocumentSnapshot, Firestore } from 'firebase-admin/firestore';
import { shiftDay } from '@dropwise/domain/india-time';
import type { ShopBalance, ShopBalanceRow, ShopStatementRow } from '@dropwise/domain/shops/shop-statement';
import { SHOP_DAYS, SHOPS } from '@dropwise/domain/collections';
import { ApiError } from '../../lib/api-error.js';
import { firestoreCall, deadlineFromNow } from '../../lib/deadline.js';
import { shopBalanceRef, shopRef } from '../order-records/shop-documents.js';

const amount = (snapshot: DocumentSnapshot | undefined, field: string) => Number(snapshot?.get(field) ?? 0);

export function balanceOf(shopId: string, snapshot: DocumentSnapshot | undefined): ShopBalance {
  return {
    shopId,
    codCollectedPaise: amount(snapshot, 'codCollectedPaise'),
    feesBilledPaise: amount(snapshot, 'feesBilledPaise'),
    payoutsPaise: amount(snapshot, 'payoutsPaise'),
    balancePaise: amount(snapshot, 'balancePaise'),
  };
}

/**
 * A shop's days from `from` to `to`, every day a row (an empty day is zeros). A day's balance is
 * what was due at its end: the balance now less what each later day moved, all read in one
 * read-only transaction so the balance and the days agree.
 */
export async function shopStatement(
  db: Firestore,
  query: { shopId: string; from: string; to: string },
): Promise<ShopStatementRow[]> {
  const deadline = deadlineFromNow();
  const { shopId, from, to } = query;
  const [shop, balance, days] = await firestoreCall(
    db.runTransaction(
      async (transaction) =>
        Promise.all([
          transaction.get(shopRef(db, shopId)),
          transaction.get(shopBalanceRef(db, shopId)),
          transaction.get(db.collection(SHOP_DAYS).where('shopId', '==', shopId).where('date', '>=', from)),
        ]),
      { readOnly: true },
    ),
    deadline,
  );
  if (!shop.exists) throw new ApiError(404, 'not_found', 'There is no such shop.');
  const byDate = new Map(days.docs.map((doc) => [String(doc.get('date')), doc]));
  const net = (doc: DocumentSnapshot | undefined) =>
    amount(doc, 'codCollectedPaise') - amount(doc, 'feesBilledPaise') - amount(doc, 'payoutsPaise');
  let after = 0;
  for (const [date, doc] of byDate) if (date > to) after += net(doc);
  let balanceAtEnd = balanceOf(shopId, balance).balancePaise - after;
  const rows: ShopStatementRow[] = [];
  for (let date = to; date >= from; date = shiftDay(date, -1)) {
    const doc = byDate.get(date);
    rows.push({
      date,
      deliveries: amount(doc, 'deliveries'),
      codCollectedPaise: amount(doc, 'codCollectedPaise'),
      feesBilledPaise: amount(doc, 'feesBilledPaise'),
      payoutsPaise: amount(doc, 'payoutsPaise'),
      balancePaise: balanceAtEnd,
    });
    balanceAtEnd -= net(doc);
  }
  return rows.reverse();
}

/** Every shop with what is due to it, by name (admins' screen). */
export async function shopBalances(db: Firestore): Promise<ShopBalanceRow[]> {
  const shops = await db.collection(SHOPS).orderBy('nameLower').limit(1000).get();
  if (shops.empty) return [];
  const balances = await db.getAll(...shops.docs.map((shop) => shopBalanceRef(db, shop.id)));
  return shops.docs.map((shop, index) => ({
    ...balanceOf(shop.id, balances[index]),
    name: String(shop.get('name') ?? ''),
    active: shop.get('active') === true,
  }));
}
