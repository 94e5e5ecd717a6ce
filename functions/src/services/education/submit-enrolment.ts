import { type DocumentReference, FieldValue, type Firestore } from 'firebase-admin/firestore';
import { enrolmentSearchTerms, type NewEnrolment } from '@dropwise/domain/enrolment';
import { ApiError, RateLimitedError } from '../../lib/api-error.js';
import { isCreateConflict } from '../../lib/create-conflict.js';
import { deadlineFromNow, firestoreCall } from '../../lib/deadline.js';
import {
  guessedSlot,
  limited,
  rateLimitSlots,
  rememberSlotTaken,
  takenSlots,
  takeSlot,
} from '../limits/rate-limit-slots.js';
import type { RateLimitRule } from '../limits/rate-limit.js';
import { enrolmentId } from './enrolment-id.js';
import { enrolments } from './enrolment-store.js';

export interface SubmittedEnrolment {
  id: string;
  duplicate: boolean;
}

export interface EnrolmentClient {
  key: string;
  rule: RateLimitRule;
}

/**
 * Only simultaneous requests of one client meet on a slot, and each round settles at least one of
 * them, so this many rounds settle a burst of that many (a school or office behind one address).
 */
const MAX_ROUNDS = 16;

/**
 * Stores a new enrolment, or answers the existing one for the same phone and course, counting
 * each new one against the client's per-window limit (rate-limit-slots.ts). A new enrolment is
 * one round trip: a batch of its own creating the record and the client's next slot. Replays
 * meet on the record's id (derived from course and phone), so `create` stores one; a refused
 * batch stored nothing, and one point read tells a replay (answered `duplicate`, not counted)
 * from a slot taken by a simultaneous request of the same client or on another instance, after
 * which one count of the client's slots finds the next. A client over its limit gets 429 and
 * nothing is written.
 */
export async function submitEnrolment(
  db: Firestore,
  input: NewEnrolment,
  client: EnrolmentClient,
): Promise<SubmittedEnrolment> {
  const ref = enrolments(db).doc(enrolmentId(input.course, input.phone));
  const slots = rateLimitSlots(client.rule, client.key);
  const deadline = deadlineFromNow();
  const record = {
    ...input,
    status: 'new',
    searchTerms: enrolmentSearchTerms(input.name, input.phone),
    createdAt: FieldValue.serverTimestamp(),
  };
  let slot = guessedSlot(slots);
  for (let round = 0; round < MAX_ROUNDS; round++) {
    if (limited(slots) && slot > slots.rule.limit) throw new RateLimitedError(slots.retryAfterSeconds);
    const batch = db.batch().create(ref, record);
    if (limited(slots)) takeSlot(db, batch, slots, slot);
    try {
      await firestoreCall(batch.commit(), deadline);
      if (limited(slots)) rememberSlotTaken(slots, slot);
      return { id: ref.id, duplicate: false };
    } catch (error) {
      if (!isCreateConflict(error)) throw error;
    }
    if (await exists(ref, deadline)) return { id: ref.id, duplicate: true };
    if (limited(slots)) slot = (await takenSlots(db, slots, deadline)) + 1;
  }
  throw new ApiError(
    409,
    'conflict',
    'This enrolment is being sent several times at once. Please try again.',
  );
}

async function exists(ref: DocumentReference, deadline: number): Promise<boolean> {
  return (await firestoreCall(ref.get(), deadline)).exists;
}
