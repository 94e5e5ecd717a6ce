import { FieldPath } from 'firebase-admin/firestore';
import type { RowFactory } from '../context';
import type { HttpCall } from '../load';
import { callPath } from '@dropwise/domain/api/endpoint';
import { listEnrolments } from '@dropwise/domain/api/education';
import { ENROLMENTS } from '@dropwise/domain/collections';

const COUNT = 200;

/**
 * GET /api/education/allorder?limit=20 as the education admin, 200 at 20 in flight. Baseline:
 * the same query (newest 21 enrolments) with the admin SDK.
 */
export const allorderRow: RowFactory = ({ db, eduAdmin }) => ({
  name: 'allorder',
  endpoint: 'GET /api/education/allorder',
  count: COUNT,
  inFlight: 20,
  compare: 'p95',
  target: 2,
  baseline: {
    label: 'the same 21-document query',
    operation: () =>
      db
        .collection(ENROLMENTS)
        .orderBy('createdAt', 'desc')
        .orderBy(FieldPath.documentId(), 'desc')
        .limit(21)
        .get(),
  },
  async calls(_phase, count = COUNT) {
    return Array.from({ length: count }, (): HttpCall => ({
      method: 'GET',
      path: callPath(listEnrolments.path, { limit: 20 }),
      headers: { Authorization: `Bearer ${eduAdmin.idToken}` },
      ok: [200],
    }));
  },
});
