import { type Firestore, Timestamp, type WriteBatch } from 'firebase-admin/firestore';
import { type FareTable, orderFare, quoteFare } from '@dropwise/domain/fares';
import { settle } from '@dropwise/domain/money';
import { financialYearOf, receiptNumber, SERIES_ALPHABET } from '@dropwise/domain/receipt-number';
import { bookedOrderState } from '@dropwise/domain/booked-order-state';
import { CITIES, type Point, pointInDisc, seededRandom } from '../dispatch/places';
import { ORDERS, RIDERS, RIDER_CASH } from '@dropwise/domain/collections';
import { indiaDate } from '@dropwise/domain/india-time';
import { examplePapers, papersRecords } from '@dropwise/domain/safety/papers-records';

/** Complete papers: assigning a rider requires them. */
const benchPapers = papersRecords('Bench Rider', examplePapers(indiaDate(Date.now())), null).rider;

/** Rider `index`'s series code: its number in base 32, three characters. */
const benchSeries = (index: number) =>
  [1024, 32, 1].map((place) => SERIES_ALPHABET[Math.floor(index / place) % 32]).join('');

/** A delivered order whose cash is still to be recorded, and what its rider will hand over. */
export interface DeliveredOrder {
  id: string;
  riderId: string;
  /** The settlement's total: what the rider records, so no note is needed. */
  amountPaise: number;
  pickup: Point;
}

export interface CashSeed {
  riderIds: string[];
  /** Order `round * riders + r` belongs to rider r: consecutive orders have different riders. */
  orders: DeliveredOrder[];
  /** Each rider's balance before the bench: what they held from earlier days. */
  openingPaise: Map<string, number>;
}

const WRITES_PER_BATCH = 400;

async function writeAll(db: Firestore, writes: Array<(batch: WriteBatch) => void>) {
  for (let start = 0; start < writes.length; start += WRITES_PER_BATCH) {
    const batch = db.batch();
    for (const write of writes.slice(start, start + WRITES_PER_BATCH)) write(batch);
    await batch.commit();
  }
}

/**
 * `riders` riders, each with `perRider` parcels delivered earlier today and a cash balance carried
 * from earlier days, every order with the fields booking and delivery leave on it (new-order-document.ts,
 * transition-order.ts, settle-delivery.ts), priced and settled with the current fare table: the
 * recording reads the whole order, so a thinner one would flatter it. Not the history, handover
 * code or rider's day, which the recording never reads.
 */
export async function seedDeliveredOrders(
  db: Firestore,
  run: string,
  table: FareTable,
  riders: number,
  perRider: number,
  now = Date.now(),
): Promise<CashSeed> {
  const random = seededRandom(3);
  const riderIds = Array.from({ length: riders }, (_, index) => `bench-${run}-cash-rider-${index}`);
  const openingPaise = new Map<string, number>();
  const orders: DeliveredOrder[] = [];
  const writes: Array<(batch: WriteBatch) => void> = [];

  riderIds.forEach((uid, index) => {
    const at = Timestamp.fromMillis(now - 30 * 86_400_000);
    const collected = 100 * Math.round(2000 + 3000 * random());
    const deposited = 100 * Math.round((collected / 100) * 0.8);
    openingPaise.set(uid, collected - deposited);
    writes.push((batch) => {
      batch.set(db.doc(`${RIDERS}/${uid}`), {
        name: `Bench Rider ${index}`,
        nameLower: `bench rider ${index}`,
        phone: '+919800000000',
        email: `${uid}@bench.dropwise.test`,
        vehicleType: 'bike',
        shopId: null,
        active: true,
        onDuty: true,
        ...benchPapers,
        createdAt: at,
        updatedAt: at,
      });
      batch.set(db.doc(`${RIDER_CASH}/${uid}`), {
        collectedPaise: collected,
        depositedPaise: deposited,
        cashInHandPaise: collected - deposited,
        updatedAt: at,
      });
    });
  });

  const rates = {
    taxRatePercent: table.taxRatePercent ?? 0,
    platformSharePercent: table.platformSharePercent ?? 20,
  };
  for (let round = 0; round < perRider; round++) {
    riderIds.forEach((riderId, index) => {
      const city = CITIES[index % CITIES.length]!;
      const pickup = pointInDisc(city.centre, random);
      const dropOff = pointInDisc(city.centre, random);
      const fare = quoteFare(table, {
        vehicleType: table.parcelVehicleType,
        pickup,
        dropOff,
        parcelSizeBand: 'small',
      });
      const settlement = settle(fare.amount, rates);
      const id = `bench-${run}-cash-order-${round * riders + index}`;
      const deliveredAt = now - Math.round(4 * 3_600_000 * random());
      const bookedAt = Timestamp.fromMillis(deliveredAt - 40 * 60_000);
      const customerUid = `bench-${run}-cash-customer-${index % 50}`;
      orders.push({ id, riderId, amountPaise: settlement.totalPaise, pickup });
      writes.push((batch) =>
        batch.set(db.doc(`${ORDERS}/${id}`), {
          kind: 'parcel',
          customerUid,
          customerName: `Bench Customer ${index % 50}`,
          customerPhone: '+919876543210',
          vehicleType: fare.vehicleType,
          scheduledAt: bookedAt,
          asap: true,
          pickup: { address: `Bench pickup ${id}`, coordinates: pickup },
          dropOff: { address: `Bench drop-off ${id}`, coordinates: dropOff },
          passengers: null,
          parcel: {
            sizeBand: 'small',
            description: 'A box of books',
            receiverName: 'Asha Patil',
            receiverPhone: '+919876543210',
          },
          ...bookedOrderState(),
          status: 'delivered',
          fare: orderFare(fare),
          riderId,
          riderName: `Bench Rider ${index}`,
          riderPhone: '+919800000000',
          requestId: `00000000-0000-4000-8000-${String(round * riders + index).padStart(12, '0')}`,
          historyCount: 5,
          createdAt: bookedAt,
          updatedAt: Timestamp.fromMillis(deliveredAt),
          assignedAt: Timestamp.fromMillis(deliveredAt - 35 * 60_000),
          deliveredAt: Timestamp.fromMillis(deliveredAt),
          settlement,
          // Bench orders stand for the rider's own series: round r is the rider's (r+1)th delivery.
          receiptNumber: receiptNumber(financialYearOf(deliveredAt), benchSeries(index), round + 1),
        }),
      );
    });
  }
  await writeAll(db, writes);
  return { riderIds, orders, openingPaise };
}
