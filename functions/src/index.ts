import './global-options.js';
import { onRequest } from 'firebase-functions/v2/https';
import type { Express } from 'express';
import { checkSettings } from './config/settings.js';

// A variable the functions cannot run with stops every instance at start, naming the variable,
// instead of failing the first request that reads it.
checkSettings();

// The app (and Express with it) is built on the first request, not at module load: the module
// load is what every cold start of every function in this codebase pays.
let app: Promise<Express> | undefined;
export const api = onRequest({ invoker: 'public' }, async (req, res) => {
  app ??= import('./app.js').then(({ createApp }) => createApp());
  (await app)(req, res);
});
export { pushOnNotificationCreated } from './triggers/push-on-notification-created.js';
export { pushOnOfferCreated } from './triggers/push-on-offer-created.js';
export { tidyPushTokensOnWrite } from './triggers/tidy-push-tokens-on-write.js';
export { dispatchStepTask, dispatchSweep } from './triggers/dispatch-triggers.js';
export { papersDaily, sosReminders } from './triggers/safety-triggers.js';
export { tripRetention } from './triggers/retention-triggers.js';
