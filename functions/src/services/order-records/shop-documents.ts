import type { DocumentReference, Firestore } from 'firebase-admin/firestore';
import { orderPrivatePath, SHOP_BALANCES, SHOP_DAYS, SHOPS } from '@dropwise/domain/collections';

/** `orders/{id}/private/receiver`: the receiver's name and phone, kept off the order. */
export function receiverRef(db: Firestore, orderId: string): DocumentReference {
  return db.collection(orderPrivatePath(orderId)).doc('receiver');
}

export function shopRef(db: Firestore, shopId: string): DocumentReference {
  return db.collection(SHOPS).doc(shopId);
}

/** `shopBalances/{shopId}`: the sums of the shop's ledger entries. */
export function shopBalanceRef(db: Firestore, shopId: string): DocumentReference {
  return db.collection(SHOP_BALANCES).doc(shopId);
}

/** `shopDays/{shopId}_{YYYY-MM-DD}`: one India day of the shop's money. */
export function shopDayRef(db: Firestore, shopId: string, date: string): DocumentReference {
  return db.collection(SHOP_DAYS).doc(`${shopId}_${date}`);
}
