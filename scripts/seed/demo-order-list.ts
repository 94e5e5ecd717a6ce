import type { ParcelSizeBand } from '../../domain/src/fares.js';
import type { OrderStatus } from '../../domain/src/order-lifecycle.js';
import { demoAccounts } from './demo-accounts.js';

/**
 * The demo customer's rides and parcels in several states, each with the path of status changes
 * that led there. Fixed ids: running `npm run seed` again puts them back as they were.
 */
export const customer = demoAccounts.customer;
// Matches riders/demo-rider as scripts/seed/demo-shops.ts seeds it.
export const rider = {
  uid: demoAccounts.rider.uid,
  name: demoAccounts.rider.displayName,
  phone: '+919800000101',
  shopId: 'demo-shop-pune-central',
};
const admin = { uid: demoAccounts.admin.uid, role: 'admin' };
export const byCustomer = { uid: customer.uid, role: 'customer' };
const byRider = { uid: rider.uid, role: 'rider' };

type Place = { address: string; coordinates: { lat: number; lng: number } | null };
export type Step = { to: OrderStatus; by: { uid: string; role: string }; reason?: string };

export interface DemoOrder {
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

export const demoOrders: DemoOrder[] = [
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
