import { type DocumentSnapshot, type Firestore, Timestamp } from 'firebase-admin/firestore';
import { TOKENS, USERS } from '@dropwise/domain/collections';

/**
 * Keeps push tokens to one account each and to a few per account. Clients register tokens
 * themselves (`users/{uid}/tokens/{sha256(token)}`, bounded by the rules), and the rules cannot
 * count documents or see other users' tokens, so this runs after every registration:
 * - a device token belongs to the account that registered (or refreshed) it last: the same token
 *   under any other account is deleted, so a shared or handed-on device stops getting the previous
 *   user's notifications;
 * - one account keeps its {@link MAX_PUSH_TOKENS_PER_USER} most recently refreshed tokens.
 * Triggers may run late and out of order; comparing `updatedAt` keeps the newest registration
 * whichever trigger runs last.
 */
export const MAX_PUSH_TOKENS_PER_USER = 10;

export interface TidyPushTokensResult {
  /** Paths of the token documents deleted. */
  deleted: string[];
}

function updatedAtMillis(snapshot: DocumentSnapshot): number {
  const value: unknown = snapshot.get('updatedAt');
  return value instanceof Timestamp ? value.toMillis() : 0;
}

export async function tidyPushTokens(
  db: Firestore,
  uid: string,
  tokenId: string,
): Promise<TidyPushTokensResult> {
  const deleted: string[] = [];
  const registered = await db.collection(USERS).doc(uid).collection(TOKENS).doc(tokenId).get();
  const token: unknown = registered.get('token');
  if (!registered.exists || typeof token !== 'string') return { deleted };

  const sameToken = await db.collectionGroup(TOKENS).where('token', '==', token).get();
  const elsewhere = sameToken.docs.filter(
    (doc) => doc.ref.path !== registered.ref.path && doc.ref.parent.parent?.parent.id === USERS,
  );
  const newest = elsewhere.reduce(
    (latest, doc) => (updatedAtMillis(doc) > updatedAtMillis(latest) ? doc : latest),
    registered as DocumentSnapshot,
  );
  const batch = db.batch();
  for (const doc of [registered, ...elsewhere]) {
    if (doc.ref.path === newest.ref.path) continue;
    batch.delete(doc.ref);
    deleted.push(doc.ref.path);
  }

  if (newest.ref.path === registered.ref.path) {
    const mine = await registered.ref.parent.orderBy('updatedAt', 'desc').get();
    for (const doc of mine.docs.slice(MAX_PUSH_TOKENS_PER_USER)) {
      batch.delete(doc.ref);
      deleted.push(doc.ref.path);
    }
  }
  if (deleted.length > 0) await batch.commit();
  return { deleted };
}
