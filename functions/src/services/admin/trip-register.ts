import { type Firestore, Timestamp } from 'firebase-admin/firestore';
import { type CsvColumn, toCsv } from '@dropwise/domain/csv';
import { indiaDate, shiftDay } from '@dropwise/domain/india-time';
import type { OrderDocument } from '@dropwise/domain/order-document';
import { TRIP_REGISTER_MAX_ROWS, type TripRegisterRow } from '@dropwise/domain/trip-register';
import { ORDERS } from '@dropwise/domain/collections';
import { ApiError } from '../../lib/api-error.js';
import { firestoreCall } from '../../lib/deadline.js';

/** Midnight India time at the start of a `YYYY-MM-DD` day. */
const indiaMidnight = (day: string) => Timestamp.fromMillis(Date.parse(`${day}T00:00:00+05:30`));

/**
 * Every trip delivered from the start of `from` to the end of `to` (India days), oldest first.
 * Only delivered orders carry `deliveredAt`, so its single-field index finds them; each row is
 * one read. A range holding more than 20,000 trips is refused rather than cut short.
 */
export async function tripRegister(
  db: Firestore,
  range: { from: string; to: string },
): Promise<TripRegisterRow[]> {
  const snapshot = await firestoreCall(
    db
      .collection(ORDERS)
      .where('deliveredAt', '>=', indiaMidnight(range.from))
      .where('deliveredAt', '<', indiaMidnight(shiftDay(range.to, 1)))
      .orderBy('deliveredAt')
      .limit(TRIP_REGISTER_MAX_ROWS + 1)
      .get(),
  );
  if (snapshot.size > TRIP_REGISTER_MAX_ROWS) {
    throw ApiError.invalidFields({
      to: `More than ${TRIP_REGISTER_MAX_ROWS} trips in these days: choose fewer days.`,
    });
  }
  return snapshot.docs.map((doc) => registerRow(doc.id, doc.data() as Partial<OrderDocument<Timestamp>>));
}

/** One trip's row; older orders may lack a field the register shows, which is then left empty. */
function registerRow(orderId: string, order: Partial<OrderDocument<Timestamp>>): TripRegisterRow {
  const fareRupees = order.fare?.amount;
  return {
    date: indiaDate(order.deliveredAt!.toMillis()),
    orderId,
    kind: order.kind === 'ride' ? 'ride' : 'parcel',
    vehicleRegistration: order.riderVehicle?.registration ?? null,
    riderName: order.riderName ?? null,
    passengers: order.passengers ?? 0,
    origin: order.pickup?.address ?? '',
    destination: order.dropOff?.address ?? '',
    farePaise:
      order.settlement?.farePaise ?? (typeof fareRupees === 'number' ? Math.round(fareRupees * 100) : 0),
  };
}

const CSV_COLUMNS: CsvColumn<TripRegisterRow>[] = [
  { header: 'Date', value: (row) => row.date },
  { header: 'Order', value: (row) => row.orderId },
  { header: 'Kind', value: (row) => row.kind },
  { header: 'Vehicle registration', value: (row) => row.vehicleRegistration ?? '' },
  { header: 'Rider', value: (row) => row.riderName ?? '' },
  { header: 'Passengers', value: (row) => String(row.passengers) },
  { header: 'Origin', value: (row) => row.origin },
  { header: 'Destination', value: (row) => row.destination },
  { header: 'Fare (INR)', value: (row) => (row.farePaise / 100).toFixed(2) },
];

export function tripRegisterCsv(rows: TripRegisterRow[]): string {
  return toCsv(CSV_COLUMNS, rows);
}
