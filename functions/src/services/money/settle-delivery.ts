import { FieldValue, type Firestore, type Timestamp, type Transaction } from 'firebase-admin/firestore';
import { type FareTable } from '@dropwise/domain/fares';
import {
  DEFAULT_PLATFORM_SHARE_PERCENT,
  DEFAULT_TAX_RATE_PERCENT,
} from '@dropwise/domain/default-fare-table';
import { type EarlierFee, settle } from '@dropwise/domain/money';
import { indiaDate } from '@dropwise/domain/india-time';
import type { OrderDocument } from '@dropwise/domain/order-document';
import type { OrderChanges } from '../order-records/order-document.js';
import { tripMinutes } from './count-transition.js';
import { countInDay } from './daily-totals.js';
import { type ReceiptSeries, takeReceiptNumber } from './receipt-series.js';
import { riderDayRef } from './money-documents.js';
import { collectOwedFees } from './cancellation-fees.js';

export { readReceiptSeries } from './receipt-series.js';

/**
 * What delivering an order settles, inside the delivering transaction: the settlement at the fare
 * table's rates of this moment, the next receipt number of the rider's series (its counter read
 * in the same transaction, so numbers never repeat or skip), the rider's day and the day's totals.
 * The cancellation fees the customer owed (read in the same transaction) are collected with the
 * fare, each its own line on the receipt. Answers the changes to make on the order.
 */
export function settleDelivery(
  db: Firestore,
  transaction: Transaction,
  delivery: {
    order: OrderDocument<Timestamp>;
    riderId: string | null;
    table: FareTable;
    counter: ReceiptSeries;
    earlierFees: readonly EarlierFee[];
    now: number;
  },
): OrderChanges {
  const { order, riderId, table, counter, earlierFees, now } = delivery;
  const fare = settle(order.fare.amount, {
    taxRatePercent: table.taxRatePercent ?? DEFAULT_TAX_RATE_PERCENT,
    platformSharePercent: table.platformSharePercent ?? DEFAULT_PLATFORM_SHARE_PERCENT,
  });
  const feesPaise = earlierFees.reduce((sum, fee) => sum + fee.amountPaise, 0);
  const settlement = {
    ...fare,
    totalPaise: fare.totalPaise + feesPaise,
    ...(earlierFees.length > 0 ? { earlierFees: [...earlierFees] } : {}),
  };
  if (order.customerUid) collectOwedFees(db, transaction, order.customerUid, earlierFees);
  const receiptNumber = takeReceiptNumber(transaction, counter);

  const date = indiaDate(now);
  if (riderId) {
    transaction.set(
      riderDayRef(db, riderId, date),
      {
        riderId,
        date,
        trips: FieldValue.increment(1),
        faresPaise: FieldValue.increment(settlement.farePaise),
        taxPaise: FieldValue.increment(settlement.taxPaise),
        platformSharePaise: FieldValue.increment(settlement.platformSharePaise),
        earningsPaise: FieldValue.increment(settlement.riderEarningsPaise),
      },
      { merge: true },
    );
  }
  countInDay(db, transaction, now, order.pickup?.coordinates, {
    delivered: 1,
    faresPaise: fare.totalPaise,
    feesCollectedPaise: feesPaise,
    ...tripMinutes(order),
  });
  return {
    deliveredAt: FieldValue.serverTimestamp(),
    settlement,
    receiptNumber,
    payment: { method: order.payment?.method ?? 'cash' },
  };
}
