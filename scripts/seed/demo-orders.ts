import { createHash } from 'node:crypto';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { quoteFare } from '../../domain/src/fares.js';
import { DEFAULT_FARE_TABLE } from '../../domain/src/default-fare-table.js';
import type { OrderStatus } from '../../domain/src/order-lifecycle.js';
import { byCustomer, customer, type DemoOrder, demoOrders, rider } from './demo-order-list.js';
import { countOpenOrders } from '../orders/count-open-orders.js';
import { db } from './emulator-admin.js';
import { FARE_TABLE_PATH, ORDERS, PRIVATE } from '@dropwise/domain/collections';

/** The fare table and the demo orders (demo-order-list.ts), each with the history that led there. */
const HOUR = 60 * 60 * 1000;

async function seedFareTable(): Promise<void> {
  const ref = db.doc(FARE_TABLE_PATH);
  // Keep a table an admin has edited; only a missing one is created.
  if (!(await ref.get()).exists) {
    await ref.set({ ...DEFAULT_FARE_TABLE, updatedAt: FieldValue.serverTimestamp(), updatedBy: 'seed' });
  }
}

/** A demo order's handover code: fixed per order, so seeding again keeps the code the customer saw. */
export function demoHandoverCode(orderId: string): string {
  const digest = createHash('sha256').update(`dropwise-demo-handover:${orderId}`).digest();
  return String(digest.readUInt32BE(0) % 10_000).padStart(4, '0');
}

/** The booking's entry, then one per step; an assignment names its rider. */
function demoHistory(order: DemoOrder, riderUid: string, at: (index: number) => Timestamp) {
  const entries = [{ to: 'pending' as OrderStatus, by: byCustomer, reason: undefined }, ...order.steps];
  return entries.map((entry, n) => ({
    n,
    from: n === 0 ? null : entries[n - 1]!.to,
    to: entry.to,
    by: entry.by,
    at: at(n),
    reason: entry.reason ?? null,
    ...(entry.to === 'assigned' ? { riderId: riderUid } : {}),
  }));
}

async function seedOrder(order: DemoOrder): Promise<void> {
  const createdAt = Date.now() - order.hoursAgo * HOUR;
  const at = (index: number) => Timestamp.fromMillis(createdAt + index * 10 * 60 * 1000);
  const fare = quoteFare(DEFAULT_FARE_TABLE, {
    vehicleType: order.vehicleType,
    pickup: order.pickup.coordinates,
    dropOff: order.dropOff.coordinates,
    parcelSizeBand: order.parcel?.sizeBand ?? null,
  });
  const last = order.steps.at(-1);
  const status: OrderStatus = last?.to ?? 'pending';
  const assigned = order.steps.some((step) => step.to === 'assigned');
  const ref = db.collection(ORDERS).doc(order.id);
  const batch = db.batch();
  batch.set(ref, {
    kind: order.kind,
    customerUid: customer.uid,
    customerName: customer.displayName,
    customerPhone: customer.phoneNumber,
    vehicleType: order.vehicleType,
    scheduledAt: Timestamp.fromMillis(createdAt),
    asap: true,
    pickup: order.pickup,
    dropOff: order.dropOff,
    passengers: order.kind === 'ride' ? (order.passengers ?? 1) : null,
    parcel: order.parcel ?? null,
    status,
    fare: {
      amount: fare.amount,
      currency: fare.currency,
      distanceKm: fare.distanceKm,
      breakdown: fare.breakdown,
      tableVersion: fare.tableVersion,
    },
    shopId: assigned ? rider.shopId : null,
    riderId: assigned ? rider.uid : null,
    riderName: assigned ? rider.name : null,
    riderPhone: assigned ? rider.phone : null,
    requestId: order.id,
    history: demoHistory(order, rider.uid, at),
    historyCount: order.steps.length + 1,
    createdAt: at(0),
    updatedAt: at(order.steps.length),
    cancelledBy: status === 'cancelled' ? last?.by : null,
    cancelReason: status === 'cancelled' ? (last?.reason ?? null) : null,
    failedBy: null,
    failReason: null,
    handoverAttempts: 0,
    handoverLocked: false,
  });
  batch.set(ref.collection(PRIVATE).doc('handover'), { code: demoHandoverCode(order.id) });
  await batch.commit();
}

export async function seedDemoOrders(): Promise<void> {
  await seedFareTable();
  await Promise.all(demoOrders.map(seedOrder));
  // The demo customers' open orders count toward their booking caps, as booked ones do.
  await countOpenOrders(db, { dryRun: false });
}
