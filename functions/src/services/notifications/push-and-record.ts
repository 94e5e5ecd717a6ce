import type { DocumentReference } from 'firebase-admin/firestore';
import { FieldValue } from 'firebase-admin/firestore';
import { getMessaging } from 'firebase-admin/messaging';
import { logger } from 'firebase-functions';
import { db } from '../../lib/firebase-admin.js';
import { appBaseUrl, type QueuedNotification } from './build-push-message.js';
import { firestoreDeviceTokenStore } from './device-token-store.js';
import { firestoreRecipientLanguages } from './recipient-language.js';
import { sendNotificationPush, worthRecording } from './send-notification-push.js';

/**
 * What a push trigger does with the document that made it: sends `notification` to the user's
 * devices in their language, logs the outcome (counts and language, never the text, which names
 * places), and writes it back as `push` on the document only when a device was missed, which
 * support may have to act on. A push that went out costs no write.
 */
export async function pushAndRecord(
  source: { ref: DocumentReference; what: string },
  to: { uid: string; pushId: string },
  notification: QueuedNotification,
): Promise<void> {
  const summary = await sendNotificationPush(
    {
      tokens: firestoreDeviceTokenStore(db),
      // `db` has initialised the default admin app, which getMessaging() uses.
      messaging: getMessaging(),
      languages: firestoreRecipientLanguages(db),
      appBaseUrl: appBaseUrl(),
      logger,
    },
    to.uid,
    to.pushId,
    notification,
  );
  const { tokens, sent, failed, pruned, language } = summary;
  const context = { uid: to.uid, pushId: to.pushId };
  logger.info(`push: ${source.what} processed`, { ...context, tokens, sent, failed, pruned, language });
  if (!worthRecording(summary)) return;
  try {
    await source.ref.update({ push: { ...summary, at: FieldValue.serverTimestamp() } });
  } catch (error) {
    // The document may be gone meanwhile (a deleted user, an answered offer): it is only a record.
    logger.warn(`push: could not record the ${source.what} outcome`, { ...context, error: String(error) });
  }
}
