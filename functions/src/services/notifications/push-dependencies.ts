import { getMessaging } from 'firebase-admin/messaging';
import { logger } from 'firebase-functions';
import { db } from '../../lib/firebase-admin.js';
import { appBaseUrl } from './build-push-message.js';
import { firestoreDeviceTokenStore } from './device-token-store.js';
import { firestoreRecipientLanguages } from './recipient-language.js';
import type { PushDependencies } from './send-notification-push.js';

/** What a push trigger sends with: the users' devices and languages, FCM, the app's address. */
export function pushDependencies(): PushDependencies {
  return {
    tokens: firestoreDeviceTokenStore(db),
    // `db` has initialised the default admin app, which getMessaging() uses.
    messaging: getMessaging(),
    languages: firestoreRecipientLanguages(db),
    appBaseUrl: appBaseUrl(),
    logger,
  };
}
