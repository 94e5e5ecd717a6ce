import { doc, type Firestore, getDoc, serverTimestamp, setDoc, updateDoc } from 'firebase/firestore';
import { z } from 'zod';
import { TOKENS, USERS } from '@dropwise/domain/collections';

export const savePushTokenSchema = z.object({
  token: z.string().min(1).max(4096),
  platform: z.literal('web').default('web'),
  userAgent: z
    .string()
    .default('')
    .transform((value) => value.slice(0, 512)),
});

export type SavePushTokenInput = z.input<typeof savePushTokenSchema>;

/** A token's document id: the hex SHA-256 of the token, so one device is one document (rules check it). */
export async function pushTokenId(token: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Registers this device's FCM token under the user, or refreshes `updatedAt` when it is already there. */
export async function savePushToken(db: Firestore, uid: string, input: SavePushTokenInput): Promise<string> {
  const { token, platform, userAgent } = savePushTokenSchema.parse(input);
  const id = await pushTokenId(token);
  const ref = doc(db, USERS, uid, TOKENS, id);
  const existing = await getDoc(ref);
  if (existing.exists()) {
    await updateDoc(ref, { token, platform, userAgent, updatedAt: serverTimestamp() });
  } else {
    await setDoc(ref, {
      token,
      platform,
      userAgent,
      createdAt: serverTimestamp(),
      updatedAt: serverTimestamp(),
    });
  }
  return id;
}
