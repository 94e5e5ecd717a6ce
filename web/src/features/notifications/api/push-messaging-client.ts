import type { FirebaseApp } from 'firebase/app';
import type { MessagePayload } from 'firebase/messaging';

/**
 * What the app needs from the browser and FCM to do web push. The real one loads
 * `firebase/messaging` only when it is first needed (so public pages, and users who never turn
 * notifications on, never download it); the token-lifecycle tests use a fake.
 */
export interface PushMessagingClient {
  /** False when this browser cannot do web push at all (no service workers, Push API, ...). */
  isSupported(): Promise<boolean>;
  permission(): NotificationPermission;
  /** Shows the browser's permission prompt: call it only from a user's click. */
  requestPermission(): Promise<NotificationPermission>;
  getToken(): Promise<string>;
  deleteToken(): Promise<void>;
  /** Registers the handler for messages that arrive while the app is open; returns its unsubscribe. */
  onForegroundMessage(handler: (payload: MessagePayload) => void): Promise<() => void>;
}

export const MESSAGING_SERVICE_WORKER = '/firebase-messaging-sw.js';
// The scope the FCM SDK would pick itself: the worker only handles pushes, never the app's pages.
const SERVICE_WORKER_SCOPE = '/firebase-cloud-messaging-push-scope';

/**
 * The service worker is a static file, so it learns the web config from its own URL's query
 * string (these values are public: they are in every page of the app anyway).
 */
export function serviceWorkerUrl(options: FirebaseApp['options']): string {
  const params = new URLSearchParams();
  for (const key of ['apiKey', 'projectId', 'appId', 'messagingSenderId', 'authDomain'] as const) {
    const value = options[key];
    if (value) params.set(key, value);
  }
  return `${MESSAGING_SERVICE_WORKER}?${params.toString()}`;
}

export function firebasePushMessagingClient(
  app: FirebaseApp,
  vapidKey: string | undefined,
): PushMessagingClient {
  let loaded: Promise<{
    sdk: typeof import('firebase/messaging');
    messaging: import('firebase/messaging').Messaging;
  }> | null = null;
  const load = () =>
    (loaded ??= import('firebase/messaging').then(async (sdk) => {
      if (!(await sdk.isSupported()))
        throw new Error('This browser does not support Firebase Cloud Messaging.');
      return { sdk, messaging: sdk.getMessaging(app) };
    }));

  return {
    async isSupported() {
      // A cheap check first, so nothing is downloaded for a browser that could never do it.
      return (
        typeof window !== 'undefined' &&
        'Notification' in window &&
        'PushManager' in window &&
        'serviceWorker' in navigator
      );
    },
    permission: () => Notification.permission,
    requestPermission: () => Notification.requestPermission(),
    async getToken() {
      const { sdk, messaging } = await load();
      const serviceWorkerRegistration = await navigator.serviceWorker.register(
        serviceWorkerUrl(app.options),
        {
          scope: SERVICE_WORKER_SCOPE,
        },
      );
      return sdk.getToken(messaging, { vapidKey, serviceWorkerRegistration });
    },
    async deleteToken() {
      const { sdk, messaging } = await load();
      await sdk.deleteToken(messaging);
    },
    async onForegroundMessage(handler) {
      const { sdk, messaging } = await load();
      return sdk.onMessage(messaging, handler);
    },
  };
}
