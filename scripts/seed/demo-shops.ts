import { FieldValue } from 'firebase-admin/firestore';
import { demoAccounts, upsertAuthUser } from './demo-accounts.js';
import { auth, db } from './emulator-admin.js';
import { RIDER_CARDS, RIDERS, SHOPS } from '@dropwise/domain/collections';
import { indiaDate } from '@dropwise/domain/india-time';
import { examplePapers, papersRecords } from '@dropwise/domain/safety/papers-records';

/** Demo shops and riders for the admin area. Fixed ids, so running it again changes nothing. */
export const demoShops = [
  {
    id: 'demo-shop-pune-central',
    name: 'Pune Central Deliveries',
    phone: '+919800000001',
    address: '12 FC Road, Shivajinagar',
    city: 'Pune',
    // The bundled gazetteer's points (Shivajinagar, Kothrud Depot), so the demo shops can book.
    coordinates: { lat: 18.5247, lng: 73.8471 },
    active: true,
  },
  {
    id: 'demo-shop-kothrud',
    name: 'Kothrud Express',
    phone: '+919800000002',
    address: '45 Karve Road, Kothrud',
    city: 'Pune',
    coordinates: { lat: 18.50777, lng: 73.79503 },
    active: true,
  },
  {
    id: 'demo-shop-closed',
    name: 'Old Market Couriers',
    phone: '+919800000003',
    address: '7 Laxmi Road, Budhwar Peth',
    city: 'Pune',
    coordinates: null,
    active: false,
  },
] as const;

/** The second demo rider: a rider account of its own, with no shop. */
export const secondDemoRider = {
  uid: 'demo-rider-2',
  email: 'rider2@dropwise.test',
  password: 'rider-demo-2',
  name: 'Ravi Rider',
};

const demoRiders = [
  {
    uid: demoAccounts.rider.uid,
    name: demoAccounts.rider.displayName,
    phone: '+919800000101',
    email: demoAccounts.rider.email,
    vehicleType: 'bike',
    shopId: 'demo-shop-pune-central',
    registration: 'MH12AB1234',
  },
  {
    uid: secondDemoRider.uid,
    name: secondDemoRider.name,
    phone: '+919800000102',
    email: secondDemoRider.email,
    vehicleType: 'auto',
    shopId: null,
    registration: 'MH14CD5678',
  },
];

async function ensureSecondRiderAccount(): Promise<void> {
  const { email, password, name } = secondDemoRider;
  await upsertAuthUser(secondDemoRider.uid, { email, password, displayName: name, disabled: false });
  await auth.setCustomUserClaims(secondDemoRider.uid, { rider: true });
}

export async function seedDemoShops(): Promise<void> {
  await ensureSecondRiderAccount();
  const batch = db.batch();
  for (const { id, ...shop } of demoShops) {
    const riderCount = demoRiders.filter((rider) => rider.shopId === id).length;
    batch.set(
      db.doc(`${SHOPS}/${id}`),
      {
        ...shop,
        nameLower: shop.name.toLowerCase(),
        riderCount,
        createdAt: FieldValue.serverTimestamp(),
        updatedAt: FieldValue.serverTimestamp(),
      },
      { merge: true },
    );
  }
  // Complete example papers, so the demo riders go on duty as a licensed platform's riders do.
  const today = indiaDate(Date.now());
  for (const { uid, registration, ...rider } of demoRiders) {
    const papers = papersRecords(rider.name, examplePapers(today, registration), null);
    batch.set(db.doc(`${RIDER_CARDS}/${uid}`), papers.card);
    batch.set(
      db.doc(`${RIDERS}/${uid}`),
      {
        ...rider,
        ...papers.rider,
        nameLower: rider.name.toLowerCase(),
        active: true,
        createdAt: FieldValue.serverTimestamp(),
        updatedAt: FieldValue.serverTimestamp(),
      },
      { merge: true },
    );
  }
  await batch.commit();
}
