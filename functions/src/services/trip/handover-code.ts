import { randomInt, timingSafeEqual } from 'node:crypto';
import type { DocumentReference, Firestore, Transaction } from 'firebase-admin/firestore';
import { handoverRef } from './trip-documents.js';

/** A fresh 4-digit code, every value equally likely. */
export function newHandoverCode(): string {
  return String(randomInt(0, 10_000)).padStart(4, '0');
}

/** The booking's write of its code, in the booking's own transaction; answers the code. */
export function writeHandoverCode(db: Firestore, transaction: Transaction, order: DocumentReference): string {
  const code = newHandoverCode();
  transaction.create(handoverRef(db, order.id), { code });
  return code;
}

export function sameCode(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}
