import type { Firestore } from 'firebase-admin/firestore';
import type { ShopPayoutRecorded } from '@dropwise/domain/api/shop';
import { ApiError } from '../../lib/api-error.js';
import { firestoreCall } from '../../lib/deadline.js';
import { oneAtATime } from '../../lib/one-at-a-time.js';
import { ledgerRef } from './money-documents.js';
import { formatRupees } from './rupees-text.js';
import { addToShop, shopPayoutEntryId, writeShopEntry } from './shop-ledger.js';
import { shopBalanceRef, shopRef } from '../order-records/shop-documents.js';
import { balanceOf } from './shop-statement.js';

/** Payouts read the balance, so two for one shop wait on each other; they retry rather than fail. */
const CONTENDED = { maxAttempts: 25 };
const adminTurns = oneAtATime();

/**
 * An admin pays a shop what its riders collected for it: at most what is due, read in the same
 * transaction that writes the entry, so two payouts at once can never pay more than the balance.
 */
export function recordShopPayout(
  db: Firestore,
  input: {
    shopId: string;
    adminUid: string;
    amountPaise: number;
    note: string | null;
    requestId: string | null;
  },
  now: () => number = Date.now,
): Promise<ShopPayoutRecorded & { duplicate: boolean }> {
  const entry = ledgerRef(db, shopPayoutEntryId(input.shopId, input.requestId));
  return adminTurns(input.shopId, () =>
    firestoreCall(
      db.runTransaction(async (transaction) => {
        const [shop, stored, earlier] = await transaction.getAll(
          shopRef(db, input.shopId),
          shopBalanceRef(db, input.shopId),
          entry,
        );
        if (!shop!.exists) throw new ApiError(404, 'not_found', 'There is no such shop.');
        const due = balanceOf(input.shopId, stored).balancePaise;
        // The same request again: the payout it made, and nothing new.
        if (earlier!.exists) return { entryId: entry.id, balancePaise: due, duplicate: true };
        if (input.amountPaise > due) {
          const message = `${formatRupees(Math.max(0, due))} is due to this shop: pay out at most that.`;
          throw new ApiError(400, 'validation_failed', message, { amountPaise: message });
        }
        const time = now();
        writeShopEntry(db, transaction, {
          id: entry.id,
          type: 'shop_payout',
          shopId: input.shopId,
          amountPaise: input.amountPaise,
          orderId: null,
          riderId: null,
          note: input.note,
          by: { uid: input.adminUid, role: 'admin' },
          now: time,
        });
        addToShop(db, transaction, { shopId: input.shopId, payoutsPaise: input.amountPaise }, time);
        return { entryId: entry.id, balancePaise: due - input.amountPaise, duplicate: false };
      }, CONTENDED),
    ),
  );
}
