import { FieldValue } from 'firebase-admin/firestore';
import type { RowFactory } from '../context';
import type { HttpCall } from '../load';
import { fillPath } from '@dropwise/domain/api/endpoint';
import { countVisit } from '@dropwise/domain/api/education';

/** The education pages' counter, the one a visit to them counts on. */
export const EDUCATION_COUNTER = fillPath(countVisit.path, { counter: 'dropwiseEduCounter' });
import { visitCounterShardsPath } from '@dropwise/domain/collections';

const COUNT = 400;
const SHARDS = 10;

/**
 * GET /counter/dropwiseEduCounter, 400 at 50 in flight. Baseline: one `FieldValue.increment` on
 * a random one of ten shards (the store work a visit must do). Compared by throughput.
 */
export const visitCounterRow: RowFactory = ({ db, run }) => {
  const storedBefore = new Map<string, number>();
  const storedVisits = async () => {
    const shards = await db.collection(visitCounterShardsPath('dropwise')).get();
    return shards.docs.reduce((sum, doc) => sum + Number(doc.get('count') ?? 0), 0);
  };
  return {
    name: 'visit counter',
    endpoint: 'GET /counter/dropwiseEduCounter',
    count: COUNT,
    inFlight: 50,
    compare: 'rate',
    target: 0.6,
    baseline: {
      label: 'one sharded increment',
      operation: () =>
        db
          .doc(`benchBaseline-${run}/counter/shards/${Math.floor(Math.random() * SHARDS)}`)
          .set({ count: FieldValue.increment(1) }, { merge: true }),
    },
    async calls(phase, count = COUNT) {
      storedBefore.set(phase, await storedVisits());
      return Array.from({ length: count }, (): HttpCall => ({
        method: 'GET',
        path: EDUCATION_COUNTER,
        ok: [200],
      }));
    },
    async check(phase) {
      const added = (await storedVisits()) - (storedBefore.get(phase) ?? 0);
      return `${added} visits stored for ${COUNT} requests (${added === COUNT ? 'each exactly once' : 'WRONG'})`;
    },
  };
};
