import type { DocumentReference, Firestore } from 'firebase-admin/firestore';
import { ApiError, RateLimitedError } from '../../lib/api-error.js';
import { isCreateConflict } from '../../lib/create-conflict.js';
import { firestoreCall } from '../../lib/deadline.js';
import { guessedSlot, limited, rememberSlotTaken, takenSlots, takeSlot } from '../limits/rate-limit-slots.js';
import type { NewEnrolmentWrite } from './new-enrolment-write.js';

/**
 * Only simultaneous requests of one client meet on a slot, and each round settles at least one of
 * them, so this many rounds settle a burst of that many (a school or office behind one address).
 */
const MAX_ROUNDS = 16;

/**
 * One enrolment in a batch of its own, for one that could not go in a shared batch: round by
 * round until it is stored, found to be a replay, or over the client's limit (429). A round whose
 * batch is refused settles a replay with one point read; only a taken slot needs the client's
 * slots counted.
 */
export async function commitAlone(db: Firestore, write: NewEnrolmentWrite): Promise<'stored' | 'exists'> {
  const { ref, record, slots, deadline } = write;
  if (await exists(ref, deadline)) return 'exists';
  let slot = guessedSlot(slots);
  for (let round = 0; round < MAX_ROUNDS; round++) {
    if (limited(slots) && slot > slots.rule.limit) throw new RateLimitedError(slots.retryAfterSeconds);
    const batch = db.batch().create(ref, record);
    if (limited(slots)) takeSlot(db, batch, slots, slot);
    try {
      await firestoreCall(batch.commit(), deadline);
      if (limited(slots)) rememberSlotTaken(slots, slot);
      return 'stored';
    } catch (error) {
      if (!isCreateConflict(error)) throw error;
    }
    if (await exists(ref, deadline)) return 'exists';
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
