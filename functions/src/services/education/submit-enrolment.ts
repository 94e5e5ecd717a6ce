import {
  type DocumentData,
  type DocumentReference,
  FieldValue,
  type Firestore,
} from 'firebase-admin/firestore';
import { enrolmentSearchTerms, type NewEnrolment } from '@domain/enrolment';
import { ApiError, RateLimitedError } from '../../lib/api-error.js';
import { isCreateConflict } from '../../lib/create-conflict.js';
import { deadlineFromNow, firestoreCall } from '../../lib/deadline.js';
import {
  guessedSlot,
  limited,
  rateLimitSlots,
  type RateLimitSlots,
  rememberSlotTaken,
  takenSlots,
  takeSlot,
} from '../limits/rate-limit-slots.js';
import type { RateLimitRule } from '../limits/rate-limit.js';
import { enrolmentId } from './enrolment-id.js';
import { commitInGroup } from './enrolment-group-commit.js';
import { recentEnrolment, rememberEnrolment } from './recent-enrolments.js';
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
 * one round trip: a batch creating the record and the client's next slot, shared with the other
 * enrolments that arrive on this instance while a batch is on its way (enrolment-group-commit.ts).
 * A replay is two: that batch fails, and one read of its records finds the replay; a replay of an
 * enrolment this instance has seen takes none (recent-enrolments.ts). Replays meet on the
 * record's id (derived from course and phone), so `create` stores one; they are answered
 * `duplicate` and not counted, since they store nothing. When a slot was taken instead (by a
 * simultaneous request of the same client, or on another instance), one count finds the next.
 * A client over its limit gets 429 and nothing is written.
 */
export async function submitEnrolment(
  db: Firestore,
  input: NewEnrolment,
  client: EnrolmentClient,
): Promise<SubmittedEnrolment> {
  const ref = enrolments(db).doc(enrolmentId(input.course, input.phone));
  const earlier = recentEnrolment(ref.path);
  if (earlier && (await earlier)) return { id: ref.id, duplicate: true };
  const result = submitOnce(db, ref, input, client);
  rememberEnrolment(
    ref.path,
    result.then(
      () => true,
      () => false,
    ),
  );
  return result;
}

async function submitOnce(
  db: Firestore,
  ref: DocumentReference,
  input: NewEnrolment,
  client: EnrolmentClient,
): Promise<SubmittedEnrolment> {
  const slots = rateLimitSlots(client.rule, client.key);
  const deadline = deadlineFromNow();
  const record = {
    ...input,
    status: 'new',
    searchTerms: enrolmentSearchTerms(input.name, input.phone),
    createdAt: FieldValue.serverTimestamp(),
  };
  if (limited(slots) && guessedSlot(slots) > slots.rule.limit) {
    throw new RateLimitedError(slots.retryAfterSeconds);
  }
  const outcome = await commitInGroup(db, { ref, record, slots, deadline });
  if (outcome === 'stored') return { id: ref.id, duplicate: false };
  if (outcome === 'exists' || (await exists(ref, deadline))) return { id: ref.id, duplicate: true };
  return submitAlone(db, ref, record, slots, deadline);
}

/** The rounds of one enrolment on its own, until it is stored, found, or over the limit. */
async function submitAlone(
  db: Firestore,
  ref: DocumentReference,
  record: DocumentData,
  slots: RateLimitSlots,
  deadline: number,
): Promise<SubmittedEnrolment> {
  const id = ref.id;
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
      if (!isCreateConflict(error)) throw error;
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
