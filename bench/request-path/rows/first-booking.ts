import { randomUUID } from 'node:crypto';
import { benchCustomers, type RowFactory } from '../context';
import type { HttpCall } from '../load';
import { countStored } from '../replays';
import { bookingBaseline, rideBody } from './booking';
import { bookOrder } from '@dropwise/domain/api/orders';
import { ORDERS } from '@dropwise/domain/collections';

const COUNT = 150;

/**
 * POST /api/orders as each customer's first booking: every call comes from a customer made for
 * it (a phone account with a profile and no order yet), 150 at 20 in flight. Unlike a returning
 * customer's, its account status is not yet known to the instance, so it waits for one Auth
 * lookup (beside the transaction's read). Baseline: the same bare 3-document transaction as the
 * returning customers' row.
 */
export const firstBookingRow: RowFactory = ({ db, auth, run, customers }) => {
  const requestIds = new Map<string, string[]>();
  let made = 0;
  return {
    name: 'booking-first',
    endpoint: 'POST /api/orders (first)',
    count: COUNT,
    warmUp: 40,
    inFlight: 20,
    compare: 'p95',
    target: 2,
    baseline: bookingBaseline(db, run, customers),
    async calls(phase, count = COUNT) {
      const fresh = await benchCustomers(db, auth, run, count, `first-${made++}`);
      const calls: HttpCall[] = fresh.map((customer) => ({
        method: 'POST',
        path: bookOrder.path,
        headers: { Authorization: `Bearer ${customer.idToken}` },
        body: rideBody(randomUUID()),
        ok: [201],
      }));
      requestIds.set(
        phase,
        calls.map((call) => (call.body as { requestId: string }).requestId),
      );
      return calls;
    },
    async check(phase) {
      const ids = requestIds.get(phase) ?? [];
      const stored = await countStored(db, ORDERS, 'requestId', ids);
      return `${stored} orders for ${ids.length} first bookings (${stored === ids.length ? '0 duplicates' : 'WRONG'})`;
    },
  };
};
