import { randomUUID } from 'node:crypto';
import type { CDPSession, Page } from 'playwright-core';
import { orderPath } from '@dropwise/domain/page-paths';
import { APP_URL } from './emulators';

/** Where the Firebase messaging service worker lives: its own scope, apart from the app's pages. */
export const SCOPE = '/firebase-cloud-messaging-push-scope';
export const WORKER_URL =
  '/firebase-messaging-sw.js?apiKey=demo-api-key&projectId=demo-dropwise&appId=1%3A000000000000%3Aweb%3Ademo&messagingSenderId=000000000000';

/** Chromium's DevTools protocol can deliver a push to a service worker, as FCM's push service would. */
export async function pushDelivery(
  page: Page,
): Promise<{ session: CDPSession; registrationId: () => Promise<string> }> {
  const session = await page.context().newCDPSession(page);
  const registrations = new Map<string, string>();
  session.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: updated }) => {
    for (const registration of updated) {
      if (!registration.isDeleted) registrations.set(registration.scopeURL, registration.registrationId);
    }
  });
  await session.send('ServiceWorker.enable');
  const registrationId = async () => {
    const deadline = Date.now() + 15_000;
    while (Date.now() < deadline) {
      const id = registrations.get(`${APP_URL}${SCOPE}`);
      if (id) return id;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('the messaging service worker was not registered');
  };
  return { session, registrationId };
}

/** An FCM web push as the browser receives it for a message the sender built. */
export function fcmPush(notificationId: string, title: string, body: string): string {
  return JSON.stringify({
    from: '000000000000',
    fcmMessageId: randomUUID(),
    notification: { title, body, tag: notificationId },
    data: { notificationId, title, body, kind: 'order_status', link: orderPath('ride', 'sw-order') },
    fcmOptions: { link: `${APP_URL}${orderPath('ride', 'sw-order')}` },
  });
}

/** Registers the messaging worker as the app does and answers its state once active. */
export async function activeWorker(page: Page): Promise<string | null> {
  return page.evaluate(
    async ([url, scope]) => {
      const registration = await navigator.serviceWorker.register(url, { scope });
      for (let i = 0; i < 100 && !registration.active; i++)
        await new Promise((resolve) => setTimeout(resolve, 100));
      return registration.active?.state ?? null;
    },
    [WORKER_URL, SCOPE] as const,
  );
}

/**
 * Delivers an FCM push with a body of its own (`text` and a random tail) while no window of the
 * app is open, so the messaging worker has to show it itself, then opens the app again; the body.
 */
export async function pushWithNoWindowOpen(
  page: Page,
  { session, registrationId }: { session: CDPSession; registrationId: () => Promise<string> },
  push: { notificationId: string; title: string; text: string },
): Promise<string> {
  const id = await registrationId();
  await page.goto('about:blank');
  const body = `${push.text} (${randomUUID().slice(0, 8)}).`;
  await session.send('ServiceWorker.deliverPushMessage', {
    origin: APP_URL,
    registrationId: id,
    data: fcmPush(push.notificationId, push.title, body),
  });
  await page.goto(`${APP_URL}/privacy-policy`);
  return body;
}

/** The system notifications the messaging worker shows now, with the link each opens. */
export function shownNotifications(
  page: Page,
): Promise<Array<{ title: string; body: string; link: string | null }>> {
  return page.evaluate(async (scope) => {
    const registration = await navigator.serviceWorker.getRegistration(scope);
    const notifications = (await registration?.getNotifications()) ?? [];
    return notifications.map((notification) => ({
      title: notification.title,
      body: notification.body,
      link: (notification.data?.FCM_MSG?.data?.link as string | undefined) ?? null,
    }));
  }, SCOPE);
}
