import type { Auth } from 'firebase-admin/auth';
import { type DocumentSnapshot, FieldValue, type Firestore, type Query } from 'firebase-admin/firestore';
import {
  type CustomerListQuery,
  type CustomerPage,
  type CustomerSummary,
  parseCustomerSearch,
} from '@dropwise/domain/admin/customer';
import { ApiError } from '../../lib/api-error.js';
import { ORDERS, USERS } from '@dropwise/domain/collections';

const users = (db: Firestore) => db.collection(USERS);
const SEARCH_RESULT_LIMIT = 50;

function prefixQuery(db: Firestore, field: string, prefix: string): Query {
  return users(db)
    .where(field, '>=', prefix)
    .where(field, '<', `${prefix}\uf8ff`)
    .orderBy(field)
    .limit(SEARCH_RESULT_LIMIT);
}

/**
 * Customers are the `users/{uid}` profiles. Without a search the list is paged newest first by a
 * document-id cursor; a search (name or phone prefix) answers its first 50 matches in one page,
 * because Firestore cannot page a union of prefix queries with one cursor.
 */
export async function listCustomers(
  db: Firestore,
  auth: Auth,
  query: CustomerListQuery,
): Promise<CustomerPage> {
  const search = parseCustomerSearch(query.search);
  let documents: DocumentSnapshot[];
  let nextCursor: string | null = null;
  if (search.kind === 'all') {
    let ordered = users(db).orderBy('createdAt', 'desc');
    if (query.cursor) {
      const cursor = await users(db).doc(query.cursor).get();
      if (!cursor.exists)
        throw new ApiError(400, 'validation_failed', 'That cursor is not valid.', {
          cursor: 'Unknown cursor.',
        });
      ordered = ordered.startAfter(cursor);
    }
    const snapshot = await ordered.limit(query.limit + 1).get();
    documents = snapshot.docs.slice(0, query.limit);
    if (snapshot.docs.length > query.limit) nextCursor = documents.at(-1)?.id ?? null;
  } else {
    const field = search.kind === 'phone' ? 'phoneNumber' : 'name';
    const results = await Promise.all(search.prefixes.map((prefix) => prefixQuery(db, field, prefix).get()));
    const byId = new Map<string, DocumentSnapshot>();
    for (const snapshot of results) for (const doc of snapshot.docs) byId.set(doc.id, doc);
    documents = [...byId.values()]
      .sort((a, b) => String(a.get(field)).localeCompare(String(b.get(field))))
      .slice(0, SEARCH_RESULT_LIMIT);
  }
  return { data: await summarise(db, auth, documents), nextCursor };
}

async function summarise(
  db: Firestore,
  auth: Auth,
  documents: DocumentSnapshot[],
): Promise<CustomerSummary[]> {
  if (documents.length === 0) return [];
  const accounts = await auth.getUsers(documents.map((doc) => ({ uid: doc.id })));
  const disabled = new Map(accounts.users.map((user) => [user.uid, user.disabled]));
  const counts = await Promise.all(
    documents.map((doc) => db.collection(ORDERS).where('customerUid', '==', doc.id).count().get()),
  );
  return documents.map((doc, index) => {
    const createdAt = doc.get('createdAt') as { toDate?: () => Date } | undefined;
    return {
      uid: doc.id,
      name: stringOrNull(doc.get('name')),
      phoneNumber: stringOrNull(doc.get('phoneNumber')),
      cityName: stringOrNull(doc.get('cityName')),
      createdAt: createdAt?.toDate?.().toISOString() ?? null,
      disabled: disabled.get(doc.id) ?? false,
      orderCount: counts[index]?.data().count ?? 0,
    };
  });
}

function stringOrNull(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

/**
 * Disables (or re-enables) a customer's sign-in. Disabling also revokes their refresh tokens, so
 * every function that checks revocation (all of them, see http/authenticate.ts) refuses them at
 * once, not when their current ID token expires. Staff accounts are managed elsewhere.
 */
export async function setCustomerDisabled(
  db: Firestore,
  auth: Auth,
  uid: string,
  disabled: boolean,
  actorUid: string,
): Promise<void> {
  if (uid === actorUid) throw new ApiError(409, 'conflict', 'You cannot disable your own account.');
  let user;
  try {
    user = await auth.getUser(uid);
  } catch {
    throw new ApiError(404, 'not_found', 'There is no such customer.');
  }
  const claims = user.customClaims ?? {};
  if (claims.admin === true || claims.eduAdmin === true || claims.rider === true) {
    throw new ApiError(409, 'conflict', 'This is a staff or rider account; manage it from its own screen.');
  }
  await markProfileDisabled(db, uid, disabled);
  await auth.updateUser(uid, { disabled });
  if (disabled) await auth.revokeRefreshTokens(uid);
}

/**
 * `users/{uid}.disabled`: the customer's writes (booking, cancelling) read the profile in their
 * own transaction anyway, so this flag refuses them at once on every instance, whatever an
 * instance remembers of Auth's answer. Clients cannot write it (the rules allow only name, city
 * and picture). A profile that held nothing but the flag goes again when it is lifted.
 */
async function markProfileDisabled(db: Firestore, uid: string, disabled: boolean): Promise<void> {
  await db.runTransaction(async (transaction) => {
    const ref = users(db).doc(uid);
    const profile = await transaction.get(ref);
    if (disabled) {
      transaction.set(ref, { disabled: true }, { merge: true });
    } else if (profile.exists) {
      const onlyTheFlag = Object.keys(profile.data() ?? {}).every((key) => key === 'disabled');
      if (onlyTheFlag) transaction.delete(ref);
      else transaction.update(ref, { disabled: FieldValue.delete() });
    }
  });
}
