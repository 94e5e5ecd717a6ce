import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { enrolmentSearchTerms, type NewEnrolment } from '../../domain/enrolment.js';
import { enrolmentId } from './enrolment-id.js';
import { enrolments } from './enrolment-store.js';

const ALREADY_EXISTS = 6;

export interface EnrolResult {
  id: string;
  duplicate: boolean;
}

/** Stores a new enrolment, or answers the existing one for the same phone and course. */
export async function enrol(db: Firestore, input: NewEnrolment): Promise<EnrolResult> {
  const id = enrolmentId(input.course, input.phone);
  const ref = enrolments(db).doc(id);
  // Most duplicates are resubmits after the first answered: a read settles those without a
  // contended write. Simultaneous ones are settled by create() below.
  if ((await ref.get()).exists) return { id, duplicate: true };
  try {
    await ref.create({
      ...input,
      status: 'new',
      searchTerms: enrolmentSearchTerms(input.name, input.phone),
      createdAt: FieldValue.serverTimestamp(),
    });
    return { id, duplicate: false };
  } catch (error) {
    if ((error as { code?: unknown }).code === ALREADY_EXISTS) return { id, duplicate: true };
    throw error;
  }
}
