import { type DocumentReference, FieldValue, type Firestore } from 'firebase-admin/firestore';
import { enrolmentSearchTerms, type NewEnrolment } from '../../domain/enrolment.js';
import { ApiError, RateLimitedError } from '../../lib/api-error.js';
import { deadlineFromNow, firestoreCall } from '../../lib/deadline.js';
import {
  guessedSlot,
  limited,
  rateLimitSlots,
  rememberSlotTaken,
  takenSlots,
  takeSlot,
} from '../rate-limit-slots.js';
import type { RateLimitRule } from '../rate-limit.js';
import { enrolmentId } from './enrolment-id.js';
import { enrolments } from './enrolment-store.js';

export interface EnrolResult {
  id: string;
  duplicate: boolean;
}

export interface EnrolClient {
  key: string;
  rule: RateLimitRule;
}

const ALREADY_EXISTS = 6;
/** The emulator may abort one of two simultaneous commits on the same document instead. */
const ABORTED = 10;
/**
 * Only simultaneous requests of one client meet on a slot, and each round settles at least one of
 * them, so this many rounds settle a burst of that many (a school or office behind one address).
 */
const MAX_ROUNDS = 16;

/**
 * Stores a new enrolment, or answers the existing one for the same phone and course, counting
 * each new one against the client's per-window limit (rate-limit-slots.ts). A new enrolment is
 * one round trip: one batch creating the record and the client's next slot. A replay is two:
 * that batch fails, and one point read finds the record. When the slot was taken instead (by a
 * simultaneous request of the same client, or on another instance), one count finds the next. Replays meet on the record's id (derived from
 * course and phone), so `create` stores one; they are answered `duplicate` and not counted, since
 * they store nothing. A client over its limit gets 429 and nothing is written.
 */
export async function enrol(db: Firestore, input: NewEnrolment, client: EnrolClient): Promise<EnrolResult> {
  const id = enrolmentId(input.course, input.phone);
  const ref = enrolments(db).doc(id);
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
      return { id, duplicate: false };
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      if (code !== ALREADY_EXISTS && code !== ABORTED) throw error;
    }
    // The record or the slot exists: a replay, or another request of this client took the slot.
    // A replay is settled by one point read; only a taken slot needs the client's slots counted.
    if (await exists(ref, deadline)) return { id, duplicate: true };
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
