import { type DocumentSnapshot, type Firestore, Timestamp } from 'firebase-admin/firestore';
import type { EnrolmentRecord, EnrolmentStatus } from '@dropwise/domain/enrolment';
import { ENROLMENTS } from '@dropwise/domain/collections';

export function enrolments(db: Firestore) {
  return db.collection(ENROLMENTS);
}

/** A stored enrolment as the API answers it (the published fields, plus phone and status). */
export function toEnrolmentRecord(snapshot: DocumentSnapshot): EnrolmentRecord {
  const data = snapshot.data() ?? {};
  const createdAt = data.createdAt instanceof Timestamp ? data.createdAt.toDate() : new Date(0);
  // Written only by the enrolment service; an absent field answers as empty text, never a crash.
  const text = (field: string) => String(data[field] ?? '');
  return {
    _id: snapshot.id,
    course: text('course'),
    name: text('name'),
    email: text('email'),
    number: text('number'),
    phone: text('phone'),
    city: text('city'),
    status: (data.status ?? 'new') as EnrolmentStatus,
    createdAt: createdAt.toISOString(),
  };
}
