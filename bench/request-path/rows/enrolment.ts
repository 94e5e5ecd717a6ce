import { FieldValue } from 'firebase-admin/firestore';
import { COURSE_CODES } from '../../../domain/src/education-courses';
import { enrolmentSearchTerms } from '../../../domain/src/enrolment';
import type { RowFactory } from '../context';
import type { HttpCall } from '../load';
import { countStored, withShuffledReplays } from '../replays';
import { submitEnrolment } from '@dropwise/domain/api/education';
import { ENROLMENTS } from '@dropwise/domain/collections';

const COUNT = 400;
const REPLAY_SHARE = 0.1;

/**
 * POST /api/education/addform, 400 at 20 in flight, each person from an address of their own
 * (the bench plays the one trusted proxy), 10 % of them replays of an earlier person, shuffled so
 * that replays also race their originals. Baseline: one `add` of the record the endpoint stores.
 */
export const enrolmentRow: RowFactory = ({ db, run }) => {
  const phones = new Map<string, Set<string>>();
  let phases = 0;
  return {
    name: 'enrolment',
    endpoint: 'POST /api/education/addform',
    count: COUNT,
    inFlight: 20,
    compare: 'p95',
    target: 1.5,
    baseline: {
      label: 'one add of the same record',
      operation: (index) =>
        db.collection(`benchBaseline-${run}-enrolments`).add({
          course: 'yoga',
          name: `Baseline Person ${index}`,
          email: `baseline${index}@example.com`,
          number: `98${String(index).padStart(8, '0')}`,
          phone: `+9198${String(index).padStart(8, '0')}`,
          city: 'Pune',
          status: 'new',
          searchTerms: enrolmentSearchTerms(
            `Baseline Person ${index}`,
            `+9198${String(index).padStart(8, '0')}`,
          ),
          createdAt: FieldValue.serverTimestamp(),
        }),
    },
    async calls(phase, count = COUNT) {
      const unique = Math.round(count * (1 - REPLAY_SHARE));
      // Four digits of its own for every phase of the run, so no phase replays another's people.
      const prefix = String((parseInt(run.slice(0, 3), 16) * 10 + phases++) % 10_000).padStart(4, '0');
      const originals: HttpCall[] = Array.from({ length: unique }, (_, i) => ({
        method: 'POST',
        path: submitEnrolment.path,
        headers: { 'X-Forwarded-For': `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}` },
        body: {
          course: COURSE_CODES[i % COURSE_CODES.length],
          name: `Bench Person ${i}`,
          email: `bench${i}@example.com`,
          number: `9${prefix}${String(i).padStart(5, '0')}`,
          city: 'Pune',
        },
        ok: [200],
      }));
      phones.set(phase, new Set(originals.map((call) => (call.body as { number: string }).number)));
      return withShuffledReplays(originals, count);
    },
    async check(phase) {
      const numbers = [...(phones.get(phase) ?? [])];
      const stored = await countStored(db, ENROLMENTS, 'number', numbers);
      return `${stored} stored for ${numbers.length} unique people (${stored === numbers.length ? 'no duplicates' : 'WRONG'})`;
    },
  };
};
