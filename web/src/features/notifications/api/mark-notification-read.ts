import { doc, type Firestore, updateDoc } from 'firebase/firestore';
import { z } from 'zod';
import { NOTIFICATIONS, USERS } from '@dropwise/domain/collections';

export const markNotificationReadSchema = z.object({
  notificationId: z.string().min(1),
  read: z.boolean(),
});

export type MarkNotificationReadInput = z.infer<typeof markNotificationReadSchema>;

/** Marks one of the user's notifications read (or unread again): the only change a client may make. */
export async function markNotificationRead(
  db: Firestore,
  uid: string,
  input: MarkNotificationReadInput,
): Promise<void> {
  const { notificationId, read } = markNotificationReadSchema.parse(input);
  await updateDoc(doc(db, USERS, uid, NOTIFICATIONS, notificationId), { read });
}
