import { type DocumentSnapshot, type Firestore, Timestamp } from 'firebase-admin/firestore';
import type { EnrolmentRecord, EnrolmentStatus } from '@domain/enrolment';

export const ENROLMENTS = 'enrolments';

export function enrolments(db: Firestore) {
  return db.collection(ENROLMENTS);
}

/** A stored enrolment as the API answers it (the published fields, plus phone and status). */
export function toEnrolmentRecord(snapshot: DocumentSnapshot): EnrolmentRecord {
  const data = snapshot.data() ?? {};
  const createdAt = data.createdAt instanceof Timestamp ? data.createdAt.toDate() : new Date(0);
  return {
    _id: snapshot.id,
    course: String(data.course ?? ''),
    name: String(data.name ?? ''),
    email: String(data.email ?? ''),
    number: String(data.number ?? ''),
    phone: String(data.phone ?? ''),
    city: String(data.city ?? ''),
    status: (data.status ?? 'new') as EnrolmentStatus,
    createdAt: createdAt.toISOString(),
  };
}
