import { type DocumentSnapshot, FieldValue, type Firestore } from 'firebase-admin/firestore';
import { enrolmentSearchTerms, type NewEnrolment } from '../../domain/enrolment.js';
import { RateLimitedError, ApiError } from '../../http/api-error.js';
import { deadlineFromNow, firestoreCall } from '../../lib/deadline.js';
import { countInBatch, rateLimitWindow, type RateLimitRule } from '../rate-limit.js';
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

/** A write of the batch found the store changed since the read: read again. */
const ALREADY_EXISTS = 6;
const FAILED_PRECONDITION = 9;
/** Only simultaneous requests of one client, or of one person, meet; a few rounds settle them. */
const MAX_ROUNDS = 5;

/**
 * Stores a new enrolment, or answers the existing one for the same phone and course, and counts
 * the request against the client's budget, in two round trips and without a transaction (whose
 * locks cost more than the work): one read of the record and the client's window together, then
 * one batch that creates the record (when new) and counts the request, conditional on the window
 * being as read. A refused request writes nothing. Replays meet on the record's id (derived from
 * course and phone) and `create` lets only one through; requests of one client meet on the
 * window's update time, so the limit is exact. Either meeting fails the whole batch, and the
 * loser reads again.
 */
export async function enrol(db: Firestore, input: NewEnrolment, client: EnrolClient): Promise<EnrolResult> {
  const id = enrolmentId(input.course, input.phone);
  const ref = enrolments(db).doc(id);
  const window = rateLimitWindow(db, client.rule, client.key);
  const deadline = deadlineFromNow();
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const [record, counted] = (await firestoreCall(db.getAll(ref, window.ref), deadline)) as [
      DocumentSnapshot,
      DocumentSnapshot,
    ];
    const batch = db.batch();
    const decision = countInBatch(batch, client.rule, window, counted);
    if (!decision.allowed) throw new RateLimitedError(decision.retryAfterSeconds);
    if (!record.exists) {
      batch.create(ref, {
        ...input,
        status: 'new',
        searchTerms: enrolmentSearchTerms(input.name, input.phone),
        createdAt: FieldValue.serverTimestamp(),
      });
    }
    try {
      await firestoreCall(batch.commit(), deadline);
      return { id, duplicate: record.exists };
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      if (code !== ALREADY_EXISTS && code !== FAILED_PRECONDITION) throw error;
    }
  }
  throw new ApiError(
    409,
    'conflict',
    'This enrolment is being sent several times at once. Please try again.',
  );
}
