import { randomUUID } from 'node:crypto';
import { FieldValue, type Firestore, type Transaction } from 'firebase-admin/firestore';
import type { Coordinates } from '@dropwise/domain/geo';
import { indiaDate } from '@dropwise/domain/india-time';
import type { Settlement } from '@dropwise/domain/money';
import type { OrderActor } from '@dropwise/domain/order-document';
import { collectAtDropOff, type ShopDelivery, splitCollection } from '@dropwise/domain/shops/shop-booking';
import type { ShopEntryType } from '@dropwise/domain/shops/shop-statement';
import { ledgerRef } from './money-documents.js';
import type { OrderChanges } from '../order-records/order-document.js';
import { shopBalanceRef, shopDayRef } from '../order-records/shop-documents.js';

export const shopCodEntryId = (orderId: string): string => `shop_cod-${orderId}`;
export const shopFeeEntryId = (orderId: string): string => `shop_fee-${orderId}`;
/** A payout sent again with its request id lands on the same entry; without one, a fresh id. */
export const shopPayoutEntryId = (shopId: string, requestId: string | null): string =>
  `shop_payout-${shopId}-${requestId ? requestId.toLowerCase() : randomUUID()}`;

interface ShopMove {
  shopId: string;
  deliveries?: number;
  codCollectedPaise?: number;
  feesBilledPaise?: number;
  payoutsPaise?: number;
}

/**
 * One shop entry's sums, in the caller's transaction: the shop's day and its balance, as
 * increments written without reading them (the entry's `create` makes each count once). Only
 * this shop's deliveries and payouts write them; no document every delivery writes.
 */
export function addToShop(db: Firestore, transaction: Transaction, move: ShopMove, now: number): void {
  const { shopId } = move;
  const cod = move.codCollectedPaise ?? 0;
  const fees = move.feesBilledPaise ?? 0;
  const payouts = move.payoutsPaise ?? 0;
  const date = indiaDate(now);
  transaction.set(
    shopDayRef(db, shopId, date),
    {
      shopId,
      date,
      deliveries: FieldValue.increment(move.deliveries ?? 0),
      codCollectedPaise: FieldValue.increment(cod),
      feesBilledPaise: FieldValue.increment(fees),
      payoutsPaise: FieldValue.increment(payouts),
    },
    { merge: true },
  );
  transaction.set(
    shopBalanceRef(db, shopId),
    {
      shopId,
      codCollectedPaise: FieldValue.increment(cod),
      feesBilledPaise: FieldValue.increment(fees),
      payoutsPaise: FieldValue.increment(payouts),
      balancePaise: FieldValue.increment(cod - fees - payouts),
      updatedAt: FieldValue.serverTimestamp(),
    },
    { merge: true },
  );
}

export function writeShopEntry(
  db: Firestore,
  transaction: Transaction,
  entry: {
    id: string;
    type: ShopEntryType;
    shopId: string;
    amountPaise: number;
    orderId: string | null;
    riderId: string | null;
    receiverFeePaise?: number;
    note: string | null;
    by: OrderActor | { uid: string; role: 'admin' };
    now: number;
  },
): void {
  transaction.create(ledgerRef(db, entry.id), {
    type: entry.type,
    shopId: entry.shopId,
    amountPaise: entry.amountPaise,
    orderId: entry.orderId,
    riderId: entry.riderId,
    ...(entry.receiverFeePaise !== undefined ? { receiverFeePaise: entry.receiverFeePaise } : {}),
    note: entry.note,
    flagged: false,
    date: indiaDate(entry.now),
    createdAt: FieldValue.serverTimestamp(),
    createdBy: { uid: entry.by.uid, role: entry.by.role },
  });
}

/**
 * A shop's delivery, in the delivering transaction: the exact amount to collect (the fee is the
 * settlement's total), the proof (the rider's last position), the day's delivery, and the fee
 * billed to the shop as its own entry when the shop pays it.
 */
export function settleShopDelivery(
  db: Firestore,
  transaction: Transaction,
  delivery: {
    orderId: string;
    shop: ShopDelivery;
    settlement: Settlement;
    riderId: string | null;
    position: Coordinates | null;
    actor: OrderActor;
    now: number;
  },
): OrderChanges {
  const { orderId, shop, settlement, now } = delivery;
  const fee = shop.feePaidBy === 'shop' ? settlement.totalPaise : 0;
  if (fee > 0) {
    writeShopEntry(db, transaction, {
      id: shopFeeEntryId(orderId),
      type: 'shop_fee',
      shopId: shop.shopId,
      amountPaise: fee,
      orderId,
      riderId: delivery.riderId,
      note: null,
      by: delivery.actor,
      now,
    });
  }
  addToShop(db, transaction, { shopId: shop.shopId, deliveries: 1, feesBilledPaise: fee }, now);
  return {
    'shopDelivery.collectPaise': collectAtDropOff(shop, settlement.totalPaise),
    deliveryProof: { at: FieldValue.serverTimestamp(), position: delivery.position },
  };
}

/**
 * The goods' cash of a shop's delivery, in the rider's cash-record transaction: what was collected
 * goes to the goods first, the rest is the fee the receiver paid (`splitCollection`).
 */
export function recordShopCollection(
  db: Firestore,
  transaction: Transaction,
  collection: { orderId: string; shop: ShopDelivery; riderId: string; collectedPaise: number; now: number },
): void {
  const { goodsPaise, receiverFeePaise } = splitCollection(
    collection.collectedPaise,
    collection.shop.codPaise,
  );
  writeShopEntry(db, transaction, {
    id: shopCodEntryId(collection.orderId),
    type: 'shop_cod',
    shopId: collection.shop.shopId,
    amountPaise: goodsPaise,
    receiverFeePaise,
    orderId: collection.orderId,
    riderId: collection.riderId,
    note: null,
    by: { uid: collection.riderId, role: 'rider' },
    now: collection.now,
  });
  addToShop(
    db,
    transaction,
    { shopId: collection.shop.shopId, codCollectedPaise: goodsPaise },
    collection.now,
  );
}
