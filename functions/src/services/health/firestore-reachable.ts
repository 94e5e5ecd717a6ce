import type { Firestore } from 'firebase-admin/firestore';
import { firestoreCall } from '../../lib/deadline.js';

/** Well inside the request's budget, so the answer is a prompt 503 rather than a cut-off. */
const PROBE_TIMEOUT_MS = 3000;

/** One point read of a document that need not exist: whether Firestore answers at all. */
async function probeFirestore(db: Firestore): Promise<boolean> {
  try {
    await firestoreCall(db.collection('_health').doc('probe').get(), Date.now() + PROBE_TIMEOUT_MS);
    return true;
  } catch {
    return false;
  }
}

let probing: Promise<boolean> | undefined;

/**
 * Checks that arrive while a probe is on its way share its answer: a burst of monitors (or a load
 * balancer's many checkers) costs one read ($0.06 per 100k) instead of one each, and each answer
 * comes from a read that was on its way when the check arrived, so none is older than the check.
 */
export function firestoreReachable(db: Firestore): Promise<boolean> {
  probing ??= probeFirestore(db).finally(() => {
    probing = undefined;
  });
  return probing;
}
