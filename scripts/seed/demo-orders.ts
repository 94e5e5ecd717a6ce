import { createHash } from 'node:crypto';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { DEFAULT_FARE_TABLE, type ParcelSizeBand, quoteFare } from '../../domain/src/fares.js';
import type { OrderStatus } from '../../domain/src/order-lifecycle.js';
import { demoAccounts } from './demo-accounts.js';
import { countOpenOrders } from '../orders/count-open-orders.js';
import { db } from './emulator-admin.js';

/**
 * The fare table and the demo customer's rides and parcels in several states, each with the
 * history that led there. Fixed ids: running `npm run seed` again puts them back as they were.
 */
const HOUR = 60 * 60 * 1000;
const customer = demoAccounts.customer;
// Matches riders/demo-rider as scripts/seed/demo-shops.ts seeds it.
const rider = {
  uid: demoAccounts.rider.uid,
  name: demoAccounts.rider.displayName,
  phone: '+919800000101',
  shopId: 'demo-shop-pune-central',
};
const admin = { uid: demoAccounts.admin.uid, role: 'admin' };
const byCustomer = { uid: customer.uid, role: 'customer' };
const byRider = { uid: rider.uid, role: 'rider' };

type Place = { address: string; coordinates: { lat: number; lng: number } | null };
type Step = { to: OrderStatus; by: { uid: string; role: string }; reason?: string };

interface DemoOrder {
  id: string;
  kind: 'ride' | 'parcel';
  vehicleType: string;
  hoursAgo: number;
  pickup: Place;
  dropOff: Place;
  passengers?: number;
  parcel?: { sizeBand: ParcelSizeBand; description: string; receiverName: string; receiverPhone: string };
  /** The path from pending, with who moved it and why. */
  steps: Step[];
}

const station = {
  address: 'Pune Railway Station, Agarkar Nagar',
  coordinates: { lat: 18.5289, lng: 73.8744 },
};
const wada = { address: 'Shaniwar Wada, Shaniwar Peth', coordinates: { lat: 18.5195, lng: 73.8553 } };
const baner = { address: 'Baner Road 14, Baner', coordinates: { lat: 18.559, lng: 73.7868 } };
const koregaon = { address: 'North Main Road, Koregaon Park', coordinates: { lat: 18.5362, lng: 73.8939 } };
const fcRoad = { address: 'FC Road 22, Shivajinagar', coordinates: null };

// The usual paths from pending: accepted by the admin, assigned to the demo rider, carried by them.
const ACCEPTED: Step[] = [{ to: 'accepted', by: admin }];
const ASSIGNED: Step[] = [...ACCEPTED, { to: 'assigned', by: admin }];
const DELIVERED: Step[] = [...ASSIGNED, { to: 'picked_up', by: byRider }, { to: 'delivered', by: byRider }];

type Route = [pickup: Place, dropOff: Place];
type Contents = [sizeBand: ParcelSizeBand, description: string, receiverName: string, receiverPhone: string];

function ride(
  id: string,
  vehicleType: string,
  hoursAgo: number,
  route: Route,
  passengers: number,
  steps: Step[] = [],
) {
  const [pickup, dropOff] = route;
  return { id, kind: 'ride', vehicleType, hoursAgo, pickup, dropOff, passengers, steps } satisfies DemoOrder;
}

function parcel(id: string, hoursAgo: number, route: Route, contents: Contents, steps: Step[] = []) {
  const [pickup, dropOff] = route;
  const [sizeBand, description, receiverName, receiverPhone] = contents;
  const details = { sizeBand, description, receiverName, receiverPhone };
  return {
    id,
    kind: 'parcel',
    vehicleType: 'bike',
    hoursAgo,
    pickup,
    dropOff,
    parcel: details,
    steps,
  } satisfies DemoOrder;
}

const demoOrders: DemoOrder[] = [
  ride('demo-ride-pending', 'auto', 0.5, [station, wada], 2),
  ride('demo-ride-accepted', 'car', 2, [koregaon, baner], 3, ACCEPTED),
  ride('demo-ride-assigned', 'bike', 3, [wada, koregaon], 1, ASSIGNED),
  ride('demo-ride-delivered', 'auto', 48, [baner, station], 1, DELIVERED),
  ride('demo-ride-cancelled', 'car', 72, [fcRoad, station], 2, [
    { to: 'cancelled', by: byCustomer, reason: 'Plans changed' },
  ]),
  parcel(
    'demo-parcel-pending',
    1,
    [fcRoad, baner],
    ['small', 'House keys in an envelope', 'Asha Patil', '+919876543210'],
  ),
  parcel(
    'demo-parcel-assigned',
    4,
    [koregaon, wada],
    ['medium', 'Box of books', 'Rahul Joshi', '+919812345678'],
    ASSIGNED,
  ),
  parcel(
    'demo-parcel-delivered',
    30,
    [station, baner],
    ['large', 'Desk lamp and chair', 'Meera Kulkarni', '+919822334455'],
    DELIVERED,
  ),
  parcel(
    'demo-parcel-cancelled',
    96,
    [wada, fcRoad],
    ['small', 'Spare phone charger', 'Vikram Rao', '+919900112233'],
    [...ACCEPTED, { to: 'cancelled', by: admin, reason: 'No rider available in the area' }],
  ),
];

async function seedFareTable(): Promise<void> {
  const ref = db.doc('config/fares');
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
  const ref = db.collection('orders').doc(order.id);
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
  batch.set(ref.collection('private').doc('handover'), { code: demoHandoverCode(order.id) });
  const entries = [{ to: 'pending' as OrderStatus, by: byCustomer, reason: undefined }, ...order.steps];
  entries.forEach((entry, n) => {
    batch.set(ref.collection('history').doc(String(n)), {
      n,
      from: n === 0 ? null : entries[n - 1]!.to,
      to: entry.to,
      by: entry.by,
      at: at(n),
      reason: entry.reason ?? null,
      ...(entry.to === 'assigned' ? { riderId: rider.uid } : {}),
    });
  });
  await batch.commit();
}

export async function seedDemoOrders(): Promise<void> {
  await seedFareTable();
  await Promise.all(demoOrders.map(seedOrder));
  // The demo customers' open orders count toward their booking caps, as booked ones do.
  await countOpenOrders(db, { dryRun: false });
}
