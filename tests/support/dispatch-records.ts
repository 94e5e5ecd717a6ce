import { DEFAULT_DISPATCH_SETTINGS } from '@dropwise/domain/dispatch';
import { doc, setDoc, Timestamp } from 'firebase/firestore';
import { offerForTests } from '../../web/src/features/rider/lib/offer-for-tests';
import {
  actors,
  deactivatedRider,
  otherRider,
  type RulesFirestore,
  type RulesFixture,
  rulesFixture,
} from './rules-env';
import { storedOrder } from './stored-orders';
import {
  DISPATCH_RUNS,
  DISPATCH_SETTINGS_PATH,
  FARE_TABLE_PATH,
  ORDERS,
  RIDERS,
  RIDER_POSITIONS,
  riderOffersPath,
} from '@dropwise/domain/collections';

/**
 * What the dispatch rules tests read: riders with their offers, the dispatch settings, a
 * dispatch run and a position with what dispatch keeps there, seeded once for each test file.
 */
const { rider } = actors;
export const offeredOrder = 'order-offered';
export const secondOrder = 'order-second';
export const ownOffers = riderOffersPath(rider.uid);
export const offer = `${ownOffers}/${offeredOrder}`;

/** An offer as the functions store it: the rider's screen's test offer, ending with a Timestamp. */
export function offerFor(orderId: string, expiresInSeconds: number) {
  const { offeredAt: _offeredAt, ...shown } = offerForTests({ orderId, kind: 'parcel' });
  return { ...shown, expiresAt: Timestamp.fromMillis(Date.now() + expiresInSeconds * 1000) };
}

export const settings = {
  ...DEFAULT_DISPATCH_SETTINGS,
  auto: true,
  version: 2,
  updatedAt: Timestamp.now(),
  updatedBy: actors.admin.uid,
};

async function seedDispatchRecords(db: RulesFirestore): Promise<void> {
  await setDoc(doc(db, `${RIDERS}/${rider.uid}`), { name: 'Rider One', active: true, onDuty: true });
  await setDoc(doc(db, `${RIDERS}/${otherRider.uid}`), { name: 'Rider Two', active: true, onDuty: true });
  await setDoc(doc(db, `${RIDERS}/${deactivatedRider.uid}`), { name: 'Rider Three', active: false });
  await setDoc(
    doc(db, `${riderOffersPath(deactivatedRider.uid)}/${offeredOrder}`),
    offerFor(offeredOrder, 30),
  );
  await setDoc(
    doc(db, `${ORDERS}/${offeredOrder}`),
    storedOrder({ kind: 'parcel', customerUid: actors.customer.uid, riderId: null, status: 'pending' }),
  );
  // The rider's second offer expires first, so the query by expiresAt has something to reorder;
  // the other rider was offered the same order in the same round.
  await setDoc(doc(db, offer), offerFor(offeredOrder, 30));
  await setDoc(doc(db, `${ownOffers}/${secondOrder}`), offerFor(secondOrder, 10));
  await setDoc(doc(db, `${riderOffersPath(otherRider.uid)}/${offeredOrder}`), offerFor(offeredOrder, 30));
  await setDoc(doc(db, DISPATCH_SETTINGS_PATH), settings);
  await setDoc(doc(db, FARE_TABLE_PATH), { version: 1, currency: 'INR', vehicles: {} });
  await setDoc(doc(db, `${DISPATCH_RUNS}/${offeredOrder}`), {
    round: 1,
    plan: [{ radiusKm: 3, shopId: null }],
    offeredTo: [rider.uid, otherRider.uid],
    tried: [rider.uid, otherRider.uid],
    declined: [],
    expired: [],
    expiresAt: Date.now() + 30_000,
    offerSeconds: 30,
    batchSize: 3,
  });
  await setDoc(doc(db, `${RIDER_POSITIONS}/${rider.uid}`), {
    lat: 18.52,
    lng: 73.85,
    accuracy: 10,
    at: Timestamp.now(),
    watchers: {},
    geohash: 'tek3qr',
    vehicleType: 'bike',
    shopId: null,
    // Holding an offer takes a rider out of the next rounds until they answer it.
    busy: false,
    offerOrderId: offeredOrder,
    available: false,
    missedOffers: 1,
    since: Timestamp.now(),
  });
}

/** The dispatch records in a rules environment of their own. */
export function dispatchRulesFixture(name: string): RulesFixture {
  return rulesFixture(name, seedDispatchRecords);
}
