import type { RowFactory } from '../context';
import type { HttpCall } from '../load';
import { checkHealth } from '@dropwise/domain/api/health';

const COUNT = 200;

/** GET /api/health, 200 at 20 in flight. Baseline: the one document read it probes with. */
export const healthRow: RowFactory = ({ db }) => ({
  name: 'health',
  endpoint: 'GET /api/health',
  count: COUNT,
  inFlight: 20,
  compare: 'p95',
  target: 2,
  baseline: { label: 'one document read', operation: () => db.doc('_health/probe').get() },
  async calls(_phase, count = COUNT) {
    return Array.from({ length: count }, (): HttpCall => ({
      method: 'GET',
      path: checkHealth.path,
      ok: [200],
    }));
  },
});
