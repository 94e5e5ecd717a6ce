import type { DocumentData, DocumentReference } from 'firebase-admin/firestore';
import type { RateLimitSlots } from '../limits/rate-limit-slots.js';

/** A new enrolment on its way to the store: its record, beside the client's rate-limit slots. */
export interface NewEnrolmentWrite {
  ref: DocumentReference;
  record: DocumentData;
  slots: RateLimitSlots;
  deadline: number;
}
