import { setGlobalOptions } from 'firebase-functions/v2';
import { onRequest } from 'firebase-functions/v2/https';
import { createApp } from './app.js';

setGlobalOptions({ region: 'us-central1', maxInstances: 20 });

export const api = onRequest({ invoker: 'public' }, createApp());
export { pushOnNotificationCreated } from './triggers/push-on-notification-created.js';
export { tidyPushTokensOnWrite } from './triggers/tidy-push-tokens-on-write.js';
