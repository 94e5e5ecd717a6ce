import type { PushMessagingClient } from '@/features/notifications/api/push-messaging-client';

/** Where this user's device tokens are kept (`users/{uid}/tokens`), bound to the signed-in user. */
export interface PushTokenStore {
  save(token: string): Promise<void>;
  remove(token: string): Promise<void>;
}

/** The token this device last stored for the user, to notice when FCM hands out a new one. */
export interface TokenMemory {
  get(): string | null;
  set(token: string | null): void;
}

export interface PushLifecycleDependencies {
  client: PushMessagingClient;
  store: PushTokenStore;
  memory: TokenMemory;
  /** Failures are reported, never thrown: without push the app works as before. */
  report?: (message: string, error: unknown) => void;
}

/** `default` means the user has not been asked yet: the app offers a button, it never asks by itself. */
export type PushStatus = 'unsupported' | 'default' | 'denied' | 'granted';

const defaultReport = (message: string, error: unknown) => console.warn(message, error);

/** Where push stands on this device, without asking anything or fetching a token. */
export async function pushStatus({ client }: Pick<PushLifecycleDependencies, 'client'>): Promise<PushStatus> {
  try {
    if (!(await client.isSupported())) return 'unsupported';
    return client.permission();
  } catch {
    return 'unsupported';
  }
}

/**
 * Runs after the user pressed "Turn on notifications": asks for permission and, once granted,
 * registers the device's token. A denied prompt is remembered by the browser; the app never asks again.
 */
export async function turnOnPush(deps: PushLifecycleDependencies): Promise<PushStatus> {
  const status = await pushStatus(deps);
  if (status !== 'default') {
    if (status === 'granted') await syncPushToken(deps);
    return status;
  }
  let answer: NotificationPermission;
  try {
    answer = await deps.client.requestPermission();
  } catch (error) {
    (deps.report ?? defaultReport)('notifications: the permission prompt failed', error);
    return 'default';
  }
  if (answer === 'granted') await syncPushToken(deps);
  return answer;
}

/**
 * Stores the device's current token under the user when permission is granted (and only then).
 * FCM can hand out a new token at any start; the one stored before is removed so that the user's
 * devices list only tokens that still work. Storing again also refreshes `updatedAt`.
 */
export async function syncPushToken(deps: PushLifecycleDependencies): Promise<string | null> {
  if ((await pushStatus(deps)) !== 'granted') return null;
  try {
    const token = await deps.client.getToken();
    if (!token) return null;
    const previous = deps.memory.get();
    if (previous && previous !== token) await deps.store.remove(previous);
    await deps.store.save(token);
    deps.memory.set(token);
    return token;
  } catch (error) {
    (deps.report ?? defaultReport)(
      'notifications: push could not be set up; the in-app feed still works',
      error,
    );
    return null;
  }
}

/** On sign-out: removes this device's token from the user and drops it at FCM too. */
export async function forgetPushToken(deps: PushLifecycleDependencies): Promise<void> {
  const token = deps.memory.get();
  if (!token) return;
  deps.memory.set(null);
  try {
    await deps.store.remove(token);
  } catch (error) {
    (deps.report ?? defaultReport)('notifications: could not remove this device token', error);
  }
  try {
    await deps.client.deleteToken();
  } catch (error) {
    (deps.report ?? defaultReport)('notifications: could not delete the FCM token', error);
  }
}

/** Remembers the last stored token per user in localStorage (absent storage: nothing is remembered). */
export function localTokenMemory(uid: string): TokenMemory {
  const key = `dropwise.pushToken.${uid}`;
  return {
    get: () => {
      try {
        return localStorage.getItem(key);
      } catch {
        return null;
      }
    },
    set: (token) => {
      try {
        if (token) localStorage.setItem(key, token);
        else localStorage.removeItem(key);
      } catch {
        // Private modes may refuse storage; the token is then simply stored again next time.
      }
    },
  };
}
