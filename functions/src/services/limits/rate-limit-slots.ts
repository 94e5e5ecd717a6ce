import { type DocumentReference, type Firestore, Timestamp, type WriteBatch } from 'firebase-admin/firestore';
import { rememberAtMost } from '../../lib/bounded-map.js';
import { firestoreCall } from '../../lib/deadline.js';
import { fixedWindow } from './fixed-window.js';
import { rateLimitDocId, type RateLimitRule } from './rate-limit.js';
import { RATE_LIMITS } from '@dropwise/domain/collections';

/**
 * An exact per-client limit that costs no round trip of its own: each allowed request creates
 * one numbered slot document, `rateLimits/{scope}_{client hash}_{window}_{n}` with n from 1 to
 * the limit, in the same batch as the operation's own write. `create` refuses a slot that
 * exists, so at most `limit` requests of a client can succeed in a window, across every
 * instance, and a refused one writes nothing. An instance remembers the next free slot of the
 * clients it has seen; when the guess is wrong (another instance, or a simultaneous request,
 * took it) the batch fails and `takenSlots` counts the client's slots to guess again.
 */
export interface RateLimitSlots {
  rule: RateLimitRule;
  /** Names the client's window; every slot of it carries this key. */
  key: string;
  windowStart: number;
  windowMs: number;
  retryAfterSeconds: number;
}

const MAX_REMEMBERED = 10_000;
/**
 * The guess saves a returning client's request a count before its batch (one more round trip in
 * series and one billed read); a wrong guess is refused by the store, so the limit never depends
 * on it.
 */
const nextSlots = new Map<string, number>();

export function rateLimitSlots(rule: RateLimitRule, clientKey: string, now = Date.now()): RateLimitSlots {
  const window = fixedWindow(rule.windowSeconds, now);
  return {
    rule,
    key: rateLimitDocId(rule.scope, clientKey, window.start),
    windowStart: window.start,
    windowMs: window.ms,
    retryAfterSeconds: window.retryAfterSeconds,
  };
}

export function limited(slots: RateLimitSlots): boolean {
  return slots.rule.limit > 0;
}

/** The slot this instance expects to be free next (1 for a client it has not seen). */
export function guessedSlot(slots: RateLimitSlots): number {
  return nextSlots.get(slots.key) ?? 1;
}

export function rememberSlotTaken(slots: RateLimitSlots, slot: number): void {
  rememberAtMost(nextSlots, slots.key, slot + 1, MAX_REMEMBERED);
}

export function slotRef(db: Firestore, slots: RateLimitSlots, slot: number): DocumentReference {
  return db.collection(RATE_LIMITS).doc(`${slots.key}_${slot}`);
}

/** Adds the slot's creation to the operation's batch. */
export function takeSlot(db: Firestore, batch: WriteBatch, slots: RateLimitSlots, slot: number): void {
  batch.create(slotRef(db, slots, slot), {
    scope: slots.rule.scope,
    key: slots.key,
    slot,
    windowStart: Timestamp.fromMillis(slots.windowStart),
    // For the TTL policy on rateLimits.expiresAt, which clears old windows.
    expiresAt: Timestamp.fromMillis(slots.windowStart + slots.windowMs),
  });
}

/** How many slots the client has taken in this window (one aggregation, one billed read). */
export async function takenSlots(db: Firestore, slots: RateLimitSlots, deadline: number): Promise<number> {
  const snapshot = await firestoreCall(
    db.collection(RATE_LIMITS).where('key', '==', slots.key).count().get(),
    deadline,
  );
  return snapshot.data().count;
}
