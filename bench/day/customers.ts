import { bookOrder } from '@dropwise/domain/api/orders';
import type { SignedInUser } from '../../tests/support/emulators';
import { call, pause } from './api';
import { bindOrder, ledger, newOrder, type OrderRecord } from './ledger';
import { arrivals, bookingBody, DAY, type Trip } from './plan';

/**
 * The day's bookings: order i at its arrival time, by customer i mod 24 (each books about 8 over
 * the day, under the booking caps the emulator suite sets), with a fresh request id. A booking
 * that does not answer 201 is tried again after 2 s on a 5xx or no answer (same request id, as
 * the app's outbox does), at most 3 times; then the order counts as never booked.
 */
export async function runArrivals(
  customers: SignedInUser[],
  trips: Trip[],
  dayStart: number,
  booked: (order: OrderRecord) => void,
): Promise<void> {
  const times = arrivals();
  await Promise.all(
    trips.map(async (trip, index) => {
      await pause(dayStart + times[index]! - Date.now());
      const customer = index % DAY.customers;
      const order = newOrder(index, trip, customer);
      const body = bookingBody(trip, index);
      for (let attempt = 1; attempt <= 3; attempt++) {
        const answer = await call(bookOrder, {}, { token: customers[customer]!.idToken, body });
        const id = (answer.body as { id?: string } | null)?.id;
        if ((answer.status === 201 || answer.status === 200) && id) {
          bindOrder(order, id);
          order.bookedAt = Date.now();
          booked(order);
          return;
        }
        if (answer.status !== 0 && answer.status < 500) break;
        await pause(2000);
      }
      order.status = 'unbooked';
      ledger.notes.push(`order ${index}: booking refused`);
    }),
  );
}
