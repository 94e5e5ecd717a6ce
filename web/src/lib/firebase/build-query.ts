import { querySpec } from '@dropwise/domain/admin/query-catalogue';
import {
  collection,
  type DocumentData,
  type Firestore,
  limit,
  orderBy,
  query,
  type Query,
  type QueryConstraint,
  type QueryDocumentSnapshot,
  startAfter,
  where,
} from 'firebase/firestore';

export interface QueryValues {
  /** A value for each equality field of the spec, no more and no fewer. */
  equals?: Record<string, unknown>;
  /** A prefix of the ordered field (search by the start of a name). */
  prefix?: string;
  /** An inclusive lower and exclusive upper bound on the ordered field (a date range). */
  from?: unknown;
  to?: unknown;
}

/**
 * Builds a query only from a spec in the query catalogue, so every query the screens run is one
 * that the index check knows about (see domain/src/admin/query-catalogue.ts).
 */
export function buildQuery(
  db: Firestore,
  specId: string,
  values: QueryValues = {},
  page?: { size: number; after?: QueryDocumentSnapshot },
): Query<DocumentData> {
  const spec = querySpec(specId);
  const equals = values.equals ?? {};
  const given = Object.keys(equals).sort().join(',');
  if (given !== [...spec.equality].sort().join(',')) {
    throw new Error(`Query ${specId} filters on [${spec.equality.join(', ')}], not [${given}].`);
  }
  const field = spec.orderBy.field;
  const constraints: QueryConstraint[] = spec.equality.map((name) => where(name, '==', equals[name]));
  if (values.prefix) {
    constraints.push(where(field, '>=', values.prefix), where(field, '<', `${values.prefix}\uf8ff`));
  }
  if (values.from !== undefined) constraints.push(where(field, '>=', values.from));
  if (values.to !== undefined) constraints.push(where(field, '<', values.to));
  constraints.push(orderBy(field, spec.orderBy.direction));
  if (page?.after) constraints.push(startAfter(page.after));
  if (page) constraints.push(limit(page.size + 1));
  return query(collection(db, spec.collection), ...constraints);
}
