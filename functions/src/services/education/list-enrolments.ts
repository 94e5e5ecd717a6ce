import { FieldPath, type Firestore, type Query, Timestamp } from 'firebase-admin/firestore';
import type { EnrolmentListQuery } from '@dropwise/domain/education-admin';
import { type EnrolmentRecord, searchTermFor } from '@dropwise/domain/enrolment';
import { ApiError } from '../../lib/api-error.js';
import { firestoreCall } from '../../lib/deadline.js';
import { enrolments, toEnrolmentRecord } from './enrolment-store.js';

export type EnrolmentFilter = Pick<EnrolmentListQuery, 'course' | 'status' | 'q'>;

interface Cursor {
  seconds: number;
  nanos: number;
  id: string;
}

/** The cursor is opaque to clients: the last record's createdAt and id, base64url JSON. */
function encodeCursor(record: { createdAt: Timestamp; id: string }): string {
  const cursor: Cursor = {
    seconds: record.createdAt.seconds,
    nanos: record.createdAt.nanoseconds,
    id: record.id,
  };
  return Buffer.from(JSON.stringify(cursor)).toString('base64url');
}

function decodeCursor(text: string): Cursor {
  try {
    const value = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as Partial<Cursor>;
    if (
      Number.isInteger(value.seconds) &&
      Number.isInteger(value.nanos) &&
      typeof value.id === 'string' &&
      /^[\w-]{1,128}$/.test(value.id)
    ) {
      return value as Cursor;
    }
  } catch {
    // Falls through to the error below.
  }
  throw ApiError.invalidFields({ cursor: 'This cursor is not valid. Start again from the first page.' });
}

/** Newest first, then by id so records created in the same instant keep a stable order. */
export function filteredEnrolments(db: Firestore, filter: EnrolmentFilter): Query {
  let query: Query = enrolments(db);
  if (filter.course) query = query.where('course', '==', filter.course);
  if (filter.status) query = query.where('status', '==', filter.status);
  if (filter.q) query = query.where('searchTerms', 'array-contains', searchTermFor(filter.q));
  return query.orderBy('createdAt', 'desc').orderBy(FieldPath.documentId(), 'desc');
}

export interface EnrolmentPage {
  data: EnrolmentRecord[];
  nextCursor: string | null;
}

export async function listEnrolments(db: Firestore, query: EnrolmentListQuery): Promise<EnrolmentPage> {
  let page = filteredEnrolments(db, query);
  if (query.cursor) {
    const cursor = decodeCursor(query.cursor);
    page = page.startAfter(new Timestamp(cursor.seconds, cursor.nanos), cursor.id);
  }
  // One extra record tells us whether there is a next page without a second query.
  const snapshot = await firestoreCall(page.limit(query.limit + 1).get());
  const docs = snapshot.docs.slice(0, query.limit);
  const last = docs.at(-1);
  const hasMore = snapshot.docs.length > query.limit;
  return {
    data: docs.map(toEnrolmentRecord),
    nextCursor:
      hasMore && last ? encodeCursor({ createdAt: last.get('createdAt') as Timestamp, id: last.id }) : null,
  };
}
