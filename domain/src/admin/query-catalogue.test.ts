import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  type CompositeIndex,
  indexServes,
  missingIndexes,
  ORDER_FILTER_FIELDS,
  orderQueryId,
  querySpec,
  queryCatalogue,
  requiredIndex,
} from './query-catalogue.js';
import { ORDERS } from '../collections.js';

const indexFile = JSON.parse(
  readFileSync(new URL('../../../firestore.indexes.json', import.meta.url), 'utf8'),
) as { indexes: CompositeIndex[] };

describe('the admin query catalogue and firestore.indexes.json', () => {
  it('every composite query the admin and rider screens run has its index declared', () => {
    const missing = missingIndexes(indexFile.indexes);
    expect(missing.map(({ spec, index }) => ({ query: spec.id, index }))).toEqual([]);
  });

  it('the check notices a missing index', () => {
    const withoutRiderIndexes = indexFile.indexes.filter((index) => index.collectionGroup !== 'riders');
    expect(missingIndexes(withoutRiderIndexes).map(({ spec }) => spec.id)).toContain('riders:shop');
  });

  it('an index with the wrong sort direction does not count', () => {
    const required = requiredIndex(querySpec(orderQueryId(['status'])));
    expect(required).not.toBeNull();
    const wrong: CompositeIndex = {
      collectionGroup: ORDERS,
      queryScope: 'COLLECTION',
      fields: [
        { fieldPath: 'status', order: 'ASCENDING' },
        { fieldPath: 'createdAt', order: 'ASCENDING' },
      ],
    };
    expect(indexServes(wrong, required!)).toBe(false);
  });

  it('lists an order query for every combination of the order filters', () => {
    const orderSpecs = queryCatalogue.filter((spec) => spec.id.endsWith(':createdAt-desc'));
    expect(orderSpecs).toHaveLength(2 ** ORDER_FILTER_FIELDS.length);
    expect(querySpec(orderQueryId(['riderId', 'status'])).equality).toEqual(['status', 'riderId']);
  });

  it('an unlisted query is refused rather than run without an index', () => {
    expect(() => querySpec('orders:kind')).toThrow(/query catalogue/);
  });
});
