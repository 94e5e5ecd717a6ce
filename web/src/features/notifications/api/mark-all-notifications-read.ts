import { doc, type Firestore, writeBatch } from 'firebase/firestore';
import { z } from 'zod';

export const markAllNotificationsReadSchema = z.object({
  notificationIds: z.array(z.string().min(1)).max(500),
});

export type MarkAllNotificationsReadInput = z.infer<typeof markAllNotificationsReadSchema>;

/** Marks the given notifications read in one batch (the ones the bell lists as unread). */
export async function markAllNotificationsRead(
  db: Firestore,
  uid: string,
  input: MarkAllNotificationsReadInput,
): Promise<void> {
  const { notificationIds } = markAllNotificationsReadSchema.parse(input);
  if (notificationIds.length === 0) return;
  const batch = writeBatch(db);
  notificationIds.forEach((id) => batch.update(doc(db, 'users', uid, 'notifications', id), { read: true }));
  await batch.commit();
}
