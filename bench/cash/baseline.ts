import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { indiaDate } from '@dropwise/domain/india-time';
import { reportCityOf } from '@dropwise/domain/report-cities';
import type { DeliveredOrder } from './seed';
import {
  CASH_LEDGER,
  DAILY_TOTALS,
  ORDERS,
  RIDERS,
  RIDER_CASH,
  RIDER_CASH_DAYS,
} from '@dropwise/domain/collections';

/**
 * The least recording a collection can cost with the admin SDK: one transaction reading the
 * order, the ledger entry's id, the rider and their balance in one getAll, then writing the entry
 * (create), the balance (set), the rider's day and the day's totals (merged increments) and the
 * order's payment fields, each document with the fields the recording gives it. No checks, no
 * turn-taking per rider, no deadline.
 */
export async function bareCollection(db: Firestore, order: DeliveredOrder, now = Date.now()): Promise<void> {
  const date = indiaDate(now);
  const orderRef = db.doc(`${ORDERS}/${order.id}`);
  const entryRef = db.doc(`${CASH_LEDGER}/collection-${order.id}`);
  const cashRef = db.doc(`${RIDER_CASH}/${order.riderId}`);
  const amount = order.amountPaise;
  await db.runTransaction(async (transaction) => {
    const [, , rider, cash] = await transaction.getAll(
      orderRef,
      entryRef,
      db.doc(`${RIDERS}/${order.riderId}`),
      cashRef,
    );
    const held = (field: string) => Number(cash!.get(field) ?? 0);
    const after = {
      collectedPaise: held('collectedPaise') + amount,
      depositedPaise: held('depositedPaise'),
      cashInHandPaise: held('cashInHandPaise') + amount,
    };
    const riderName = (rider!.get('name') as string | undefined) ?? '';
    const shopId = (rider!.get('shopId') as string | null | undefined) ?? null;
    transaction.create(entryRef, {
      riderId: order.riderId,
      riderName,
      shopId,
      type: 'collection',
      amountPaise: amount,
      orderId: order.id,
      expectedPaise: amount,
      note: null,
      flagged: false,
      date,
      createdAt: FieldValue.serverTimestamp(),
      createdBy: { uid: order.riderId, role: 'rider' },
    });
    transaction.set(cashRef, { ...after, updatedAt: FieldValue.serverTimestamp() });
    transaction.set(
      db.doc(`${RIDER_CASH_DAYS}/${order.riderId}_${date}`),
      {
        riderId: order.riderId,
        riderName,
        shopId,
        date,
        collectedPaise: FieldValue.increment(amount),
        depositedPaise: FieldValue.increment(0),
        outstandingPaise: after.cashInHandPaise,
      },
      { merge: true },
    );
    transaction.update(orderRef, {
      'payment.collectedPaise': amount,
      'payment.collectedAt': FieldValue.serverTimestamp(),
      'payment.flagged': false,
    });
    const increments = { cashCollectedPaise: FieldValue.increment(amount) };
    transaction.set(
      db.doc(`${DAILY_TOTALS}/${date}`),
      { date, ...increments, cities: { [reportCityOf(order.pickup)]: increments } },
      { merge: true },
    );
  });
}
