import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import type { TextMessageDocument } from '@dropwise/domain/safety/sos';
import { MESSAGES } from '@dropwise/domain/collections';
import { firestoreCall } from '../../lib/deadline.js';

export type Text = Omit<TextMessageDocument<never>, 'createdAt'>;

/** Where texts go out: one port, so a provider other than the extension can stand in. */
export interface TextSender {
  send(texts: Text[]): Promise<void>;
}

/**
 * The production adapter: one `messages/{id}` document per text, the shape Firebase's "Send
 * Messages with Twilio" extension watches (`to`, `body`); the extension sends it and writes its
 * delivery state back on the document. Without the extension (the emulators) nothing is sent, and
 * the documents show what would have been.
 */
export function extensionTextSender(db: Firestore): TextSender {
  return {
    async send(texts) {
      if (texts.length === 0) return;
      const batch = db.batch();
      for (const text of texts)
        batch.create(db.collection(MESSAGES).doc(), { ...text, createdAt: FieldValue.serverTimestamp() });
      await firestoreCall(batch.commit());
    },
  };
}

/**
 * Sends, and says whether it went: a text that could not be queued is logged and never fails
 * what asked for it (an alert, an assignment).
 */
export async function sendTexts(sender: TextSender, texts: Text[], why: string): Promise<boolean> {
  try {
    await sender.send(texts);
    return true;
  } catch (error) {
    logger.error('texts: could not queue', {
      why,
      count: texts.length,
      orderId: texts[0]?.orderId,
      error: String(error),
    });
    return false;
  }
}
