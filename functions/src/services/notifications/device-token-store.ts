import type { Firestore } from 'firebase-admin/firestore';
import { TOKENS, USERS } from '@dropwise/domain/collections';

/** A device the user registered for push: the token document's id and its FCM token. */
export interface DeviceToken {
  id: string;
  token: string;
}

/** Where the push sender finds and prunes a user's devices (`users/{uid}/tokens/{tokenId}`). */
export interface DeviceTokenStore {
  list(uid: string): Promise<DeviceToken[]>;
  remove(uid: string, tokenIds: string[]): Promise<void>;
}

export function firestoreDeviceTokenStore(db: Firestore): DeviceTokenStore {
  const tokens = (uid: string) => db.collection(USERS).doc(uid).collection(TOKENS);
  return {
    async list(uid) {
      const snapshot = await tokens(uid).get();
      return snapshot.docs.flatMap((doc) => {
        const token: unknown = doc.get('token');
        return typeof token === 'string' && token !== '' ? [{ id: doc.id, token }] : [];
      });
    },
    async remove(uid, tokenIds) {
      const batch = db.batch();
      tokenIds.forEach((id) => batch.delete(tokens(uid).doc(id)));
      await batch.commit();
    },
  };
}
