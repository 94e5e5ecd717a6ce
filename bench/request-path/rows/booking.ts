import { randomUUID } from 'node:crypto';
import type { RowFactory } from '../context';
import type { HttpCall } from '../load';
import { countStored, withShuffledReplays } from '../replays';

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
 * POST /api/orders, 300 at 20 in flight over the bench's customers, 10 % replays of a request id
 * already sent. The timed bookings are returning customers': the warm-up books once for each, so
 * a customer's first booking (which also counts the orders they already have open) is not every
 * third one timed. Baseline: one transaction that reads the order and creates three documents
 * (order, history entry, notification), the store work a booking must do, in the collections a
 * booking writes: the emulator hands every write under `users/{uid}/notifications` to the
 * functions emulator as a trigger event (dropped while measuring, yet built and sent), and a
 * baseline that skipped that would be measuring a cheaper store than the function's.
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
    baseline: {
      label: '3-document transaction',
      operation: (index) => {
        const customer = customers[index % customers.length]!;
        const order = db.doc(`orders/bench-${run}-baseline-${index}-${randomUUID()}`);
        return db.runTransaction(async (transaction) => {
          const existing = await transaction.get(order);
          if (existing.exists) return;
          transaction.create(order, { status: 'pending', ...rideBody(randomUUID()) });
          transaction.create(order.collection('history').doc('0'), { n: 0, to: 'pending' });
          transaction.create(db.collection(`users/${customer.uid}/notifications`).doc(), { read: false });
        });
      },
    },
    async calls(phase, count = COUNT) {
      const unique = phase === 'warm-up' ? count : Math.round(count * (1 - REPLAY_SHARE));
      const originals: HttpCall[] = Array.from({ length: unique }, (_, i) => {
        const customer = customers[i % customers.length]!;
        return {
          method: 'POST',
          path: '/api/orders',
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
      const stored = await countStored(db, 'orders', 'requestId', ids);
      return `${stored} orders for ${ids.length} unique request ids (${stored === ids.length ? '0 duplicates' : 'WRONG'})`;
    },
  };
};
