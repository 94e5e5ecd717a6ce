import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { DEFAULT_FARE_TABLE, type ParcelSizeBand, quoteFare } from '../../domain/src/fares.js';
import type { OrderStatus } from '../../domain/src/order-lifecycle.js';
import { demoAccounts } from './demo-accounts.js';
import { db } from './emulator-admin.js';

/**
 * The fare table and the demo customer's rides and parcels in several states, each with the
 * history that led there. Fixed ids: running the seed again puts them back as they were.
 */
const HOUR = 60 * 60 * 1000;
const customer = demoAccounts.customer;
// Matches riders/demo-rider as the admin area seeds it (scripts/seed/demo-shops.ts on the admin branch).
const rider = {
  uid: demoAccounts.rider.uid,
  name: demoAccounts.rider.displayName,
  phone: '+919800000101',
  shopId: 'demo-shop-pune-central',
};
const admin = { uid: demoAccounts.admin.uid, role: 'admin' };
const byCustomer = { uid: customer.uid, role: 'customer' };
const byRider = { uid: rider.uid, role: 'rider' };

interface DemoOrder {
  id: string;
  kind: 'ride' | 'parcel';
  vehicleType: string;
  hoursAgo: number;
  pickup: { address: string; coordinates: { lat: number; lng: number } | null };
  dropOff: { address: string; coordinates: { lat: number; lng: number } | null };
  passengers?: number;
  parcel?: { sizeBand: ParcelSizeBand; description: string; receiverName: string; receiverPhone: string };
  /** The path from pending, with who moved it and why. */
  steps: Array<{ to: OrderStatus; by: { uid: string; role: string }; reason?: string }>;
}

const station = {
  address: 'Pune Railway Station, Agarkar Nagar',
  coordinates: { lat: 18.5289, lng: 73.8744 },
};
const wada = { address: 'Shaniwar Wada, Shaniwar Peth', coordinates: { lat: 18.5195, lng: 73.8553 } };
const baner = { address: 'Baner Road 14, Baner', coordinates: { lat: 18.559, lng: 73.7868 } };
const koregaon = { address: 'North Main Road, Koregaon Park', coordinates: { lat: 18.5362, lng: 73.8939 } };
const fcRoad = { address: 'FC Road 22, Shivajinagar', coordinates: null };

const demoOrders: DemoOrder[] = [
  {
    id: 'demo-ride-pending',
    kind: 'ride',
    vehicleType: 'auto',
    hoursAgo: 0.5,
    pickup: station,
    dropOff: wada,
    passengers: 2,
    steps: [],
  },
  {
    id: 'demo-ride-accepted',
    kind: 'ride',
    vehicleType: 'car',
    hoursAgo: 2,
    pickup: koregaon,
    dropOff: baner,
    passengers: 3,
    steps: [{ to: 'accepted', by: admin }],
  },
  {
    id: 'demo-ride-assigned',
    kind: 'ride',
    vehicleType: 'bike',
    hoursAgo: 3,
    pickup: wada,
    dropOff: koregaon,
    passengers: 1,
    steps: [
      { to: 'accepted', by: admin },
      { to: 'assigned', by: admin },
    ],
  },
  {
    id: 'demo-ride-delivered',
    kind: 'ride',
    vehicleType: 'auto',
    hoursAgo: 48,
    pickup: baner,
    dropOff: station,
    passengers: 1,
    steps: [
      { to: 'accepted', by: admin },
      { to: 'assigned', by: admin },
      { to: 'picked_up', by: byRider },
      { to: 'delivered', by: byRider },
    ],
  },
  {
    id: 'demo-ride-cancelled',
    kind: 'ride',
    vehicleType: 'car',
    hoursAgo: 72,
    pickup: fcRoad,
    dropOff: station,
    passengers: 2,
    steps: [{ to: 'cancelled', by: byCustomer, reason: 'Plans changed' }],
  },
  {
    id: 'demo-parcel-pending',
    kind: 'parcel',
    vehicleType: 'bike',
    hoursAgo: 1,
    pickup: fcRoad,
    dropOff: baner,
    parcel: {
      sizeBand: 'small',
      description: 'House keys in an envelope',
      receiverName: 'Asha Patil',
      receiverPhone: '+919876543210',
    },
    steps: [],
  },
  {
    id: 'demo-parcel-assigned',
    kind: 'parcel',
    vehicleType: 'bike',
    hoursAgo: 4,
    pickup: koregaon,
    dropOff: wada,
    parcel: {
      sizeBand: 'medium',
      description: 'Box of books',
      receiverName: 'Rahul Joshi',
      receiverPhone: '+919812345678',
    },
    steps: [
      { to: 'accepted', by: admin },
      { to: 'assigned', by: admin },
    ],
  },
  {
    id: 'demo-parcel-delivered',
    kind: 'parcel',
    vehicleType: 'bike',
    hoursAgo: 30,
    pickup: station,
    dropOff: baner,
    parcel: {
      sizeBand: 'large',
      description: 'Desk lamp and chair',
      receiverName: 'Meera Kulkarni',
      receiverPhone: '+919822334455',
    },
    steps: [
      { to: 'accepted', by: admin },
      { to: 'assigned', by: admin },
      { to: 'picked_up', by: byRider },
      { to: 'delivered', by: byRider },
    ],
  },
  {
    id: 'demo-parcel-cancelled',
    kind: 'parcel',
    vehicleType: 'bike',
    hoursAgo: 96,
    pickup: wada,
    dropOff: fcRoad,
    parcel: {
      sizeBand: 'small',
      description: 'Spare phone charger',
      receiverName: 'Vikram Rao',
      receiverPhone: '+919900112233',
    },
    steps: [
      { to: 'accepted', by: admin },
      { to: 'cancelled', by: admin, reason: 'No rider available in the area' },
    ],
  },
];

async function seedFareTable(): Promise<void> {
  const ref = db.doc('config/fares');
  // Keep a table an admin has edited; only a missing one is created.
  if (!(await ref.get()).exists) {
    await ref.set({ ...DEFAULT_FARE_TABLE, updatedAt: FieldValue.serverTimestamp(), updatedBy: 'seed' });
  }
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
  });
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
}
