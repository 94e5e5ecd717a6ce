/* global self, importScripts, firebase */
/**
 * Dropwise web push (background). A static file: the Firebase SDK comes from the app's own
 * origin (`/firebase-sdk/*`, copied out of node_modules at build time by vite.config.ts, because
 * the CDN copies cannot be fetched offline and would add a third party), and the web config comes
 * from this worker's own URL, which the app registers as `/firebase-messaging-sw.js?apiKey=...`.
 *
 * With the app open and visible, the SDK hands each push to the page (a toast). Otherwise the
 * push's `notification` is shown as a system notification; a click opens the order's page.
 */
importScripts('/firebase-sdk/firebase-app-compat.js', '/firebase-sdk/firebase-messaging-compat.js');

const params = new URL(self.location.href).searchParams;
const config = {};
for (const key of ['apiKey', 'projectId', 'appId', 'messagingSenderId', 'authDomain']) {
  const value = params.get(key);
  if (value) config[key] = value;
}

/** The app path the sender put in `data.link` (an FCM notification keeps its message under FCM_MSG). */
function linkOf(notification) {
  const data = (notification && notification.data) || {};
  const message = data.FCM_MSG || data;
  return (message.data && message.data.link) || data.link || null;
}

/** Focuses a tab already showing the page, else opens one (the app's tabs are not controlled by
 * this worker, whose scope is only the push scope, so it cannot navigate them). */
async function openInApp(path) {
  const url = new URL(path, self.location.origin);
  if (url.origin !== self.location.origin) return;
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const showing = windows.find((client) => client.url === url.href);
  if (showing) {
    await showing.focus();
    return;
  }
  await self.clients.openWindow(url.href);
}

// Registered before the SDK's own handler, so the order's page opens on this app's origin even
// when the absolute `fcmOptions.link` names another domain of the same app.
self.addEventListener('notificationclick', (event) => {
  const link = linkOf(event.notification);
  if (!link) return;
  event.stopImmediatePropagation();
  event.notification.close();
  event.waitUntil(openInApp(link));
});

if (config.apiKey && config.projectId && config.appId && config.messagingSenderId) {
  firebase.initializeApp(config);
  const messaging = firebase.messaging();
  // The SDK shows messages with a `notification` part itself; a data-only message is shown here.
  messaging.onBackgroundMessage((payload) => {
    if (payload.notification || !payload.data || !payload.data.body) return undefined;
    return self.registration.showNotification(payload.data.title || 'Dropwise', {
      body: payload.data.body,
      tag: payload.data.notificationId,
      data: { link: payload.data.link || null },
    });
  });
} else {
  console.warn('firebase-messaging-sw: registered without the web config in its URL; push is off.');
}
