import type { RowFactory } from '../context';
import type { HttpCall } from '../load';
import { callPath } from '@dropwise/domain/api/endpoint';
import { searchPlaces } from '@dropwise/domain/api/places';

const COUNT = 300;
const QUERIES = ['yerw', 'viman', 'shivaji nagar', 'taj', 'agra fort', 'kalyani', 'sadar baz', 'pune stat'];

/**
 * GET /api/places as signed-in customers, 300 at 20 in flight, each search from a visitor of its
 * own (the bench plays the one trusted proxy). The gazetteer search itself is in memory; the store
 * work is the per-client rate-limit count, so the baseline is that: one increment and one read.
 * The warm-up has every customer search once, as customers who are typing in the app have.
 */
export const placesRow: RowFactory = ({ db, run, customers }) => ({
  name: 'place search',
  endpoint: 'GET /api/places',
  count: COUNT,
  inFlight: 20,
  warmUp: customers.length,
  compare: 'p95',
  target: 2,
  baseline: {
    label: 'one increment and one read',
    operation: async (index) => {
      const counter = db.doc(`benchBaseline-${run}-rateLimits/${index}`);
      await counter.set({ count: 1 }, { merge: true });
      return counter.get();
    },
  },
  async calls(_phase, count = COUNT) {
    return Array.from({ length: count }, (_, i): HttpCall => {
      const customer = customers[i % customers.length]!;
      return {
        method: 'GET',
        path: callPath(searchPlaces.path, { q: QUERIES[i % QUERIES.length]!, near: '18.52,73.86' }),
        headers: {
          Authorization: `Bearer ${customer.idToken}`,
          'X-Forwarded-For': `10.200.${(i >> 8) & 255}.${i & 255}`,
        },
        ok: [200],
      };
    });
  },
});
