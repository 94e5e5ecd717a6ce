import { randomUUID } from 'node:crypto';
import type { Firestore } from 'firebase-admin/firestore';
import type { SignedInUser } from '../../../tests/support/emulators';
import type { BenchRow, RowFactory } from '../context';
import type { HttpCall } from '../load';
import { countStored, withShuffledReplays } from '../replays';
import { bookOrder } from '@dropwise/domain/api/orders';
import { ORDERS, PRIVATE, userNotificationsPath } from '@dropwise/domain/collections';

const COUNT = 300;
const REPLAY_SHARE = 0.1;

export function rideBody(requestId: string): Record<string, unknown> {
  return {
    kind: 'ride',
    requestId,
    vehicleType: 'auto',
    scheduledAt: 'now',
    pickup: { address: 'Pune Railway Station', coordinates: { lat: 18.5289, lng: 73.8744 } },
    dropOff: { address: 'Shaniwar Wada', coordinates: { lat: 18.5195, lng: 73.8553 } },
    passengers: 2,
  };
}

/**
 * The store work a booking must do, bare: one transaction that reads the order (a replay finds
 * it) and creates four documents where a booking creates them: the order, its history entry 0,
 * its handover code (`private/handover`) and the customer's notification. The emulator hands every
 * write under `users/{uid}/notifications` to the functions emulator as a trigger event (dropped
 * while measuring, yet built and sent); a baseline that skipped that would be measuring a cheaper
 * store than the function's.
 */
export function bookingBaseline(db: Firestore, run: string, customers: SignedInUser[]): BenchRow['baseline'] {
  return {
    label: '3-document transaction',
    operation: (index) => {
      const customer = customers[index % customers.length]!;
      const order = db.doc(`${ORDERS}/bench-${run}-baseline-${index}-${randomUUID()}`);
      return db.runTransaction(async (transaction) => {
        const existing = await transaction.get(order);
        if (existing.exists) return;
        transaction.create(order, {
          status: 'pending',
          ...rideBody(randomUUID()),
          history: [{ n: 0, to: 'pending' }],
        });
        transaction.create(order.collection(PRIVATE).doc('handover'), { code: '0000' });
        transaction.create(db.collection(userNotificationsPath(customer.uid)).doc(), { read: false });
      });
    },
  };
}

/**
 * POST /api/orders, 300 at 20 in flight over the bench's customers, 10 % replays of a request id
 * already sent. The timed bookings are returning customers': the warm-up books once for each.
 * First bookings have a row of their own (`booking-first`).
 */
export const bookingRow: RowFactory = ({ db, run, customers }) => {
  const requestIds = new Map<string, string[]>();
  return {
    name: 'booking',
    endpoint: 'POST /api/orders',
    count: COUNT,
    warmUp: customers.length,
    inFlight: 20,
    compare: 'p95',
    target: 2,
    baseline: bookingBaseline(db, run, customers),
    async calls(phase, count = COUNT) {
      const unique = phase === 'warm-up' ? count : Math.round(count * (1 - REPLAY_SHARE));
      const originals: HttpCall[] = Array.from({ length: unique }, (_, i) => {
        const customer = customers[i % customers.length]!;
        return {
          method: 'POST',
          path: bookOrder.path,
          headers: { Authorization: `Bearer ${customer.idToken}` },
          body: rideBody(randomUUID()),
          ok: [200, 201],
        };
      });
      requestIds.set(
        phase,
        originals.map((call) => (call.body as { requestId: string }).requestId),
      );
      return withShuffledReplays(originals, count);
    },
    async check(phase) {
      const ids = requestIds.get(phase) ?? [];
      const stored = await countStored(db, ORDERS, 'requestId', ids);
      return `${stored} orders for ${ids.length} unique request ids (${stored === ids.length ? '0 duplicates' : 'WRONG'})`;
    },
  };
};
