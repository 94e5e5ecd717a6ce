import { doc, setDoc, Timestamp } from 'firebase/firestore';
import {
  actors,
  deactivatedRider,
  newRider,
  otherRider,
  type RulesFirestore,
  type RulesFixture,
  rulesFixture,
} from './rules-env';
import { storedOrder } from './stored-orders';
import {
  CASH_LEDGER,
  DAILY_TOTALS,
  ORDERS,
  RATINGS,
  RECEIPT_COUNTERS,
  RECEIPT_SERIES,
  RIDERS,
  RIDER_CASH,
  RIDER_CASH_DAYS,
  RIDER_DAYS,
} from '@dropwise/domain/collections';

/**
 * What the money rules tests read: riders, their cash ledger and days, ratings, the daily totals
 * and a delivered order with its settlement, seeded once for each test file that asks for them.
 */
const { rider, customer, otherCustomer, admin } = actors;

export const today = '2026-11-26';
export const yesterday = '2026-11-25';
export const deliveredOrder = 'order-delivered';
/** Today's shards of the day's totals, in the order a query by date lists them. */
export const todayShards = [`${today}_0`, `${today}_7`] as const;
export const receiptCounter = `2627_${rider.uid}`;
export const receiptSeries = '2627_K7Q';

function dayFigures(date: string, delivered: number) {
  return { date, booked: delivered + 2, delivered, cancelled: 1, failed: 0 };
}
/** What account deletion leaves in place of a customer's uid. */
export const tombstone = 'deleted-0123456789abcdef0123456789abcdef';

export function ledgerEntry(
  riderId: string,
  type: 'collection' | 'deposit',
  amountPaise: number,
  date = today,
) {
  const collected = type === 'collection';
  return {
    riderId,
    riderName: 'Rider',
    shopId: 'shop-1',
    type,
    amountPaise,
    orderId: collected ? deliveredOrder : null,
    expectedPaise: collected ? amountPaise : null,
    note: null,
    flagged: false,
    date,
    createdAt: Timestamp.now(),
    createdBy: collected ? { uid: riderId, role: 'rider' } : { uid: admin.uid, role: 'admin' },
  };
}

export function cashDay(riderId: string, date: string) {
  return {
    riderId,
    riderName: 'Rider',
    shopId: 'shop-1',
    date,
    collectedPaise: 12_000,
    depositedPaise: 10_000,
    outstandingPaise: 2_000,
  };
}

export function riderDay(riderId: string, date: string) {
  return {
    riderId,
    date,
    trips: 3,
    faresPaise: 36_000,
    platformSharePaise: 7_200,
    earningsPaise: 28_800,
    taxPaise: 0,
  };
}

export function rating(orderId: string, customerUid: string, riderId: string, stars: number) {
  return { orderId, riderId, customerUid, stars, tags: [], comment: '', createdAt: Timestamp.now() };
}

export const riderCash = { collectedPaise: 12_000, depositedPaise: 10_000, cashInHandPaise: 2_000 };

export const settlement = {
  farePaise: 12_000,
  taxRatePercent: 0,
  taxPaise: 0,
  totalPaise: 12_000,
  platformSharePercent: 20,
  platformSharePaise: 2_400,
  riderEarningsPaise: 9_600,
};

async function seedMoneyRecords(db: RulesFirestore): Promise<void> {
  await setDoc(doc(db, `${RIDERS}/${rider.uid}`), { name: 'Rider One', active: true, shopId: 'shop-1' });
  await setDoc(doc(db, `${RIDERS}/${otherRider.uid}`), { name: 'Rider Two', active: true, shopId: 'shop-1' });
  await setDoc(doc(db, `${RIDERS}/${deactivatedRider.uid}`), { name: 'Rider Three', active: false });
  await setDoc(doc(db, `${RIDERS}/${newRider.uid}`), { name: 'Rider Four', active: true });

  await setDoc(
    doc(db, `${CASH_LEDGER}/collection-${deliveredOrder}`),
    ledgerEntry(rider.uid, 'collection', 12_000),
  );
  await setDoc(doc(db, `${CASH_LEDGER}/deposit-1`), ledgerEntry(rider.uid, 'deposit', 10_000, yesterday));
  // The other rider recorded less than was due, with a note, so the entry is flagged for the admins.
  await setDoc(doc(db, `${CASH_LEDGER}/collection-order-two`), {
    ...ledgerEntry(otherRider.uid, 'collection', 9_000),
    expectedPaise: 12_000,
    note: 'The customer paid the rest online',
    flagged: true,
  });
  await setDoc(
    doc(db, `${CASH_LEDGER}/collection-order-three`),
    ledgerEntry(deactivatedRider.uid, 'collection', 5_000),
  );
  for (const uid of [rider.uid, otherRider.uid, deactivatedRider.uid]) {
    await setDoc(doc(db, `${RIDER_CASH}/${uid}`), riderCash);
    await setDoc(doc(db, `${RIDER_CASH_DAYS}/${uid}_${today}`), cashDay(uid, today));
    await setDoc(doc(db, `${RIDER_DAYS}/${uid}_${today}`), riderDay(uid, today));
  }
  await setDoc(doc(db, `${RIDER_CASH_DAYS}/${rider.uid}_${yesterday}`), cashDay(rider.uid, yesterday));
  await setDoc(doc(db, `${RIDER_DAYS}/${rider.uid}_${yesterday}`), riderDay(rider.uid, yesterday));

  // Both customers rated the same rider; the third rating's customer deleted their account.
  await setDoc(doc(db, `${RATINGS}/${deliveredOrder}`), rating(deliveredOrder, customer.uid, rider.uid, 5));
  await setDoc(doc(db, `${RATINGS}/order-two`), rating('order-two', otherCustomer.uid, rider.uid, 2));
  await setDoc(
    doc(db, `${RATINGS}/order-tombstoned`),
    rating('order-tombstoned', tombstone, otherRider.uid, 4),
  );

  // Yesterday as a whole day was stored before the shards; today in two of its shards.
  await setDoc(doc(db, `${DAILY_TOTALS}/${yesterday}`), dayFigures(yesterday, 10));
  await setDoc(doc(db, `${DAILY_TOTALS}/${todayShards[0]}`), { ...dayFigures(today, 4), shard: 0 });
  await setDoc(doc(db, `${DAILY_TOTALS}/${todayShards[1]}`), { ...dayFigures(today, 6), shard: 7 });
  await setDoc(doc(db, `${RECEIPT_COUNTERS}/${receiptCounter}`), { series: 'K7Q', last: 41 });
  await setDoc(doc(db, `${RECEIPT_SERIES}/${receiptSeries}`), { series: 'K7Q', counter: receiptCounter });

  await setDoc(
    doc(db, `${ORDERS}/${deliveredOrder}`),
    storedOrder({
      kind: 'parcel',
      customerUid: customer.uid,
      riderId: rider.uid,
      status: 'delivered',
      payment: { method: 'cash' },
      settlement,
      receiptNumber: 'DW/2627/K7Q/0041',
      deliveredAt: Timestamp.now(),
    }),
  );
}

/** The money records in a rules environment of their own. */
export function moneyRulesFixture(name: string): RulesFixture {
  return rulesFixture(name, seedMoneyRecords);
}
