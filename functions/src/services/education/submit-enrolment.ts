import { type DocumentReference, FieldValue, type Firestore } from 'firebase-admin/firestore';
import { enrolmentSearchTerms, type NewEnrolment } from '@dropwise/domain/enrolment';
import { RateLimitedError } from '../../lib/api-error.js';
import { deadlineFromNow } from '../../lib/deadline.js';
import { guessedSlot, limited, rateLimitSlots } from '../limits/rate-limit-slots.js';
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
 * Stores a new enrolment, or answers the existing one for the same phone and course, counting
 * each new one against the client's per-window limit (rate-limit-slots.ts). A new enrolment is
 * one round trip: a batch creating the record and the client's next slot, shared with the other
 * enrolments that arrive on this instance while a batch is on its way (enrolment-group-commit.ts).
 * A replay is two: that batch fails, and one read of its records finds the replay; a replay of an
 * enrolment this instance has seen takes none (recent-enrolments.ts). Replays meet on the
 * record's id (derived from course and phone), so `create` stores one; they are answered
 * `duplicate` and not counted, since they store nothing. When a slot was taken instead (by a
 * simultaneous request of the same client, or on another instance), the enrolment is committed
 * alone and one count finds the next (enrolment-alone-commit.ts).
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
  return { id: ref.id, duplicate: outcome === 'exists' };
}
