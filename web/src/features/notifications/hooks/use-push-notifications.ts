import { useCallback, useEffect, useMemo, useState } from 'react';
import { useAuth, useFirebaseApp, useFirestore } from '@/lib/firebase/instances';
import { vapidKey } from '@/lib/firebase/config';
import { useLoad } from '@/lib/firebase/use-load';
import { beforeLeavingAccount } from '@/features/notifications/api/before-leaving-account';
import { removePushToken } from '@/features/notifications/api/remove-push-token';
import { savePushToken } from '@/features/notifications/api/save-push-token';
import { handleForegroundMessage } from '@/features/notifications/push/handle-foreground-message';
import { firebasePushMessagingClient } from '@/features/notifications/api/push-messaging-client';
import {
  forgetPushToken,
  localTokenMemory,
  type PushLifecycleDependencies,
  pushStatus,
  type PushStatus,
  syncPushToken,
  turnOnPush,
} from '@/features/notifications/push/push-token-lifecycle';

/** How long sign-out may wait for this device's token to be removed before it goes ahead anyway. */
const SIGN_OUT_CLEANUP_MS = 3000;

export interface PushNotifications {
  /** `checking` until the browser has answered; then see PushStatus. */
  status: PushStatus | 'checking';
  /** For the "Turn on notifications" button only: shows the browser's permission prompt. */
  turnOn: () => Promise<void>;
}

/**
 * Web push for the signed-in user: on start it only looks at the permission; with permission
 * already granted it stores the device token (refreshing it) and shows foreground messages as
 * toasts. Signing out removes the token first, while the user may still write their tokens.
 */
export function usePushNotifications(uid: string): PushNotifications {
  const app = useFirebaseApp();
  const auth = useAuth();
  const db = useFirestore();

  const deps = useMemo<PushLifecycleDependencies>(
    () => ({
      client: firebasePushMessagingClient(app, vapidKey),
      store: {
        save: async (token) => {
          await savePushToken(db, uid, { token, userAgent: navigator.userAgent });
        },
        remove: (token) => removePushToken(db, uid, { token }),
      },
      memory: localTokenMemory(uid),
    }),
    [app, db, uid],
  );

  // What the browser said on start, unless the user has since answered the prompt.
  const checked = useLoad(() => pushStatus(deps), [deps]);
  const [answered, setAnswered] = useState<PushStatus | null>(null);
  const status = answered ?? checked.data ?? 'checking';
  const listening = status === 'granted';

  useEffect(() => {
    if (checked.data === 'granted') void syncPushToken(deps);
  }, [checked.data, deps]);

  useEffect(() => {
    if (!listening) return;
    const subscribing = deps.client
      .onForegroundMessage((payload) => {
        handleForegroundMessage(payload);
      })
      .catch((error: unknown) => {
        console.warn('notifications: foreground messages are not available', error);
        return null;
      });
    // Stops listening once the listener exists, even if that is after this cleanup.
    return () => void subscribing.then((unsubscribe) => unsubscribe?.());
  }, [deps, listening]);

  useEffect(
    () =>
      beforeLeavingAccount(auth, uid, async () => {
        // Never let a failure here block the sign-out: that is what throwing would do.
        await Promise.race([
          forgetPushToken(deps).catch(() => undefined),
          new Promise((resolve) => setTimeout(resolve, SIGN_OUT_CLEANUP_MS)),
        ]);
      }),
    [auth, deps, uid],
  );

  const turnOn = useCallback(async () => {
    setAnswered(await turnOnPush(deps));
  }, [deps]);

  return { status, turnOn };
}
