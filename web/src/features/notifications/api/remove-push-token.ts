import { deleteDoc, doc, type Firestore } from 'firebase/firestore';
import { z } from 'zod';
import { pushTokenId } from './save-push-token';
import { TOKENS, USERS } from '@dropwise/domain/collections';

export const removePushTokenSchema = z.object({ token: z.string().min(1).max(4096) });

export type RemovePushTokenInput = z.infer<typeof removePushTokenSchema>;

/** Forgets this device's FCM token for the user (on sign-out, or when the token changed). */
export async function removePushToken(
  db: Firestore,
  uid: string,
  input: RemovePushTokenInput,
): Promise<void> {
  const { token } = removePushTokenSchema.parse(input);
  await deleteDoc(doc(db, USERS, uid, TOKENS, await pushTokenId(token)));
}
