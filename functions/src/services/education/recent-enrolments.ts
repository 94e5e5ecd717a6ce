import { rememberAtMost } from '../../lib/bounded-map.js';

/**
 * The enrolments this instance has lately stored or found, and those it is storing now. A replay
 * that reaches the same instance (a double submit, a retry after a lost answer) is answered from
 * here without a round trip, and one that races its original waits for it instead of colliding
 * with it in the store. The product never deletes an enrolment, so one known to exist stays so;
 * replays that reach another instance are settled by the store as before.
 */
const MAX_REMEMBERED = 10_000;
const known = new Map<string, Promise<boolean>>();

/** Resolves true when the record is known to exist; undefined when this instance has not seen it. */
export function recentEnrolment(path: string): Promise<boolean> | undefined {
  return known.get(path);
}

/** `exists` resolves true once the record is stored or found, false if the attempt failed. */
export function rememberEnrolment(path: string, exists: Promise<boolean>): void {
  rememberAtMost(known, path, exists, MAX_REMEMBERED);
  void exists.then((stored) => {
    if (!stored && known.get(path) === exists) known.delete(path);
  });
}
