import { ORDERS, RIDERS, SHOPS, USERS } from '../collections.js';
/**
 * Every Firestore query the admin and rider screens run, in one list. The web builds its queries
 * from these specs (see web/src/lib/firebase/build-query.ts), and a unit test checks that
 * each spec that needs a composite index has one in firestore.indexes.json, because the emulator
 * serves any query while production refuses one without its index.
 *
 * A spec is: equality filters (in any combination given), then one ordered field, which may also
 * carry a range filter (prefix search, date range). That is the shape Firestore serves from one
 * composite index: the equality fields, then the ordered field.
 */
export interface QuerySpec {
  id: string;
  collection: 'orders' | 'shops' | 'riders' | 'users';
  equality: string[];
  orderBy: { field: string; direction: 'asc' | 'desc' };
}

export interface IndexField {
  fieldPath: string;
  order: 'ASCENDING' | 'DESCENDING';
}

export interface CompositeIndex {
  collectionGroup: string;
  queryScope: 'COLLECTION';
  fields: IndexField[];
}

/** Order lists filter by any combination of these, then order by creation time, newest first. */
export const ORDER_FILTER_FIELDS = ['status', 'shopId', 'riderId', 'customerUid'] as const;
export type OrderFilterField = (typeof ORDER_FILTER_FIELDS)[number];

function subsets<T>(items: readonly T[]): T[][] {
  return items.reduce<T[][]>((all, item) => [...all, ...all.map((subset) => [...subset, item])], [[]]);
}

export function orderQueryId(equality: readonly string[]): string {
  const fields = ORDER_FILTER_FIELDS.filter((field) => equality.includes(field));
  return `orders:${fields.join('+') || 'all'}:createdAt-desc`;
}

const orderQueries: QuerySpec[] = subsets(ORDER_FILTER_FIELDS).map((equality) => ({
  id: orderQueryId(equality),
  collection: ORDERS,
  equality,
  orderBy: { field: 'createdAt', direction: 'desc' },
}));

/** Shops and riders are listed by their lower-cased name (`nameLower`), which also serves search. */
const byName = (id: string, collection: QuerySpec['collection'], equality: string[]): QuerySpec => ({
  id,
  collection,
  equality,
  orderBy: { field: 'nameLower', direction: 'asc' },
});

const directoryQueries: QuerySpec[] = [
  byName('shops:all', SHOPS, []),
  byName('shops:active', SHOPS, ['active']),
  byName('riders:all', RIDERS, []),
  byName('riders:shop', RIDERS, ['shopId']),
  byName('riders:active', RIDERS, ['active']),
  byName('riders:shop+active', RIDERS, ['shopId', 'active']),
];

/** Queries the customer-management function runs with the Admin SDK (same index rules apply). */
const customerQueries: QuerySpec[] = [
  {
    id: 'users:newest',
    collection: USERS,
    equality: [],
    orderBy: { field: 'createdAt', direction: 'desc' },
  },
  {
    id: 'users:phone',
    collection: USERS,
    equality: [],
    orderBy: { field: 'phoneNumber', direction: 'asc' },
  },
  { id: 'users:name', collection: USERS, equality: [], orderBy: { field: 'name', direction: 'asc' } },
  {
    id: 'orders:count-by-customer',
    collection: ORDERS,
    equality: ['customerUid'],
    orderBy: { field: '__name__', direction: 'asc' },
  },
];

export const queryCatalogue: QuerySpec[] = [...orderQueries, ...directoryQueries, ...customerQueries];

export function querySpec(id: string): QuerySpec {
  const spec = queryCatalogue.find((candidate) => candidate.id === id);
  if (!spec) throw new Error(`Unknown query ${id}: add it to the query catalogue first.`);
  return spec;
}

/**
 * The composite index a spec needs, or null when Firestore's automatic single-field indexes serve
 * it: no equality filter, or equality filters alone (ordered by document name).
 */
export function requiredIndex(spec: QuerySpec): CompositeIndex | null {
  if (spec.equality.length === 0) return null;
  if (spec.orderBy.field === '__name__') return null;
  return {
    collectionGroup: spec.collection,
    queryScope: 'COLLECTION',
    fields: [
      ...spec.equality.map((fieldPath): IndexField => ({ fieldPath, order: 'ASCENDING' })),
      {
        fieldPath: spec.orderBy.field,
        order: spec.orderBy.direction === 'asc' ? 'ASCENDING' : 'DESCENDING',
      },
    ],
  };
}

/** Whether a declared index serves the required one: same equality set, same last field and order. */
export function indexServes(declared: CompositeIndex, required: CompositeIndex): boolean {
  if (declared.collectionGroup !== required.collectionGroup) return false;
  if (declared.queryScope !== required.queryScope) return false;
  if (declared.fields.length !== required.fields.length) return false;
  const last = (fields: IndexField[]) => fields[fields.length - 1];
  const equalityKey = (fields: IndexField[]) =>
    fields
      .slice(0, -1)
      .map((field) => `${field.fieldPath}:${field.order}`)
      .sort()
      .join(',');
  const declaredLast = last(declared.fields);
  const requiredLast = last(required.fields);
  return (
    declaredLast?.fieldPath === requiredLast?.fieldPath &&
    declaredLast?.order === requiredLast?.order &&
    equalityKey(declared.fields) === equalityKey(required.fields)
  );
}

export function missingIndexes(
  declared: CompositeIndex[],
): Array<{ spec: QuerySpec; index: CompositeIndex }> {
  const missing: Array<{ spec: QuerySpec; index: CompositeIndex }> = [];
  for (const spec of queryCatalogue) {
    const index = requiredIndex(spec);
    if (index && !declared.some((candidate) => indexServes(candidate, index))) missing.push({ spec, index });
  }
  return missing;
}
