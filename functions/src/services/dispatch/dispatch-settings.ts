import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import {
  type DispatchSettingsInput,
  parseStoredDispatchSettings,
  type StoredDispatchSettings,
} from '@dropwise/domain/dispatch';
import { ApiError } from '../../lib/api-error.js';
import { firestoreCall } from '../../lib/deadline.js';
import { settingsRef } from './dispatch-documents.js';

export async function loadDispatchSettings(db: Firestore): Promise<StoredDispatchSettings> {
  const snapshot = await firestoreCall(settingsRef(db).get());
  return parseStoredDispatchSettings(snapshot.data());
}

/**
 * Replaces the settings and bumps their version in one transaction. An admin who sends the
 * version they edited is refused (409) when someone else saved meanwhile, so nobody overwrites
 * changes they never saw.
 */
export async function updateDispatchSettings(
  db: Firestore,
  input: DispatchSettingsInput,
  adminUid: string,
): Promise<StoredDispatchSettings> {
  const { version: edited, ...settings } = input;
  return firestoreCall(
    db.runTransaction(async (transaction) => {
      const current = parseStoredDispatchSettings((await transaction.get(settingsRef(db))).data());
      if (edited !== undefined && edited !== current.version) {
        throw new ApiError(
          409,
          'conflict',
          `Someone else saved the dispatch settings (version ${current.version}) after you opened them.`,
        );
      }
      const saved: StoredDispatchSettings = {
        ...settings,
        // A client that does not know the longest wait keeps the one stored.
        maxWaitMinutes: settings.maxWaitMinutes ?? current.maxWaitMinutes,
        version: current.version + 1,
      };
      transaction.set(settingsRef(db), {
        ...saved,
        updatedAt: FieldValue.serverTimestamp(),
        updatedBy: adminUid,
      });
      return saved;
    }),
  );
}
