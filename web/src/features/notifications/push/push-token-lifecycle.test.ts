import type { MessagePayload } from 'firebase/messaging';
import { describe, expect, it } from 'vitest';
import type { PushMessagingClient } from '@/features/notifications/api/push-messaging-client';
import {
  forgetPushToken,
  localTokenMemory,
  type PushTokenStore,
  pushStatus,
  syncPushToken,
  type TokenMemory,
  turnOnPush,
} from './push-token-lifecycle';

/** A browser + FCM stand-in: a permission that the "user" answers, and tokens handed out in turn. */
class FakeMessagingClient implements PushMessagingClient {
  prompts = 0;
  tokenRequests = 0;
  deleted = 0;
  constructor(
    public currentPermission: NotificationPermission,
    private readonly answer: NotificationPermission = 'granted',
    public tokens: string[] = ['token-1'],
    private readonly supported = true,
  ) {}
  async isSupported() {
    return this.supported;
  }
  permission() {
    return this.currentPermission;
  }
  async requestPermission() {
    this.prompts += 1;
    this.currentPermission = this.answer;
    return this.answer;
  }
  async getToken() {
    this.tokenRequests += 1;
    const token = this.tokens[0];
    if (!token) throw new Error('messaging/token-subscribe-failed');
    return token;
  }
  async deleteToken() {
    this.deleted += 1;
  }
  async onForegroundMessage(_handler: (payload: MessagePayload) => void) {
    return () => undefined;
  }
}

class MemoryStore implements PushTokenStore {
  tokens = new Set<string>();
  async save(token: string) {
    this.tokens.add(token);
  }
  async remove(token: string) {
    this.tokens.delete(token);
  }
}

function memory(initial: string | null = null): TokenMemory & { value: string | null } {
  return {
    value: initial,
    get() {
      return this.value;
    },
    set(token) {
      this.value = token;
    },
  };
}

function setup(client: FakeMessagingClient, remembered: string | null = null) {
  const store = new MemoryStore();
  if (remembered) store.tokens.add(remembered);
  const reports: string[] = [];
  const deps = {
    client,
    store,
    memory: memory(remembered),
    report: (message: string) => reports.push(message),
  };
  return { deps, store, reports };
}

describe('the push token lifecycle', () => {
  it('checking the status on load neither prompts nor requests a token', async () => {
    const client = new FakeMessagingClient('default');
    expect(await pushStatus({ client })).toBe('default');
    const { deps, store } = setup(client);
    expect(await syncPushToken(deps)).toBeNull();
    expect(client.prompts).toBe(0);
    expect(client.tokenRequests).toBe(0);
    expect(store.tokens.size).toBe(0);
  });

  it('a user who turns notifications on and grants permission gets the device token stored', async () => {
    const client = new FakeMessagingClient('default', 'granted', ['token-1']);
    const { deps, store } = setup(client);
    expect(await turnOnPush(deps)).toBe('granted');
    expect(client.prompts).toBe(1);
    expect([...store.tokens]).toEqual(['token-1']);
    expect(deps.memory.get()).toBe('token-1');
  });

  it('a user who denies permission gets no token requested and is not asked again', async () => {
    const client = new FakeMessagingClient('default', 'denied');
    const { deps, store } = setup(client);
    expect(await turnOnPush(deps)).toBe('denied');
    expect(await turnOnPush(deps)).toBe('denied');
    expect(client.prompts).toBe(1);
    expect(client.tokenRequests).toBe(0);
    expect(store.tokens.size).toBe(0);
  });

  it('a browser without push support is never prompted', async () => {
    const client = new FakeMessagingClient('default', 'granted', ['token-1'], false);
    const { deps, store } = setup(client);
    expect(await turnOnPush(deps)).toBe('unsupported');
    expect(client.prompts).toBe(0);
    expect(store.tokens.size).toBe(0);
  });

  it('a token that changed since the last start replaces the old one', async () => {
    const client = new FakeMessagingClient('granted', 'granted', ['token-2']);
    const { deps, store } = setup(client, 'token-1');
    expect(await syncPushToken(deps)).toBe('token-2');
    expect([...store.tokens]).toEqual(['token-2']);
    expect(deps.memory.get()).toBe('token-2');
  });

  it('an unchanged token is stored again (refreshing it) without removing anything', async () => {
    const client = new FakeMessagingClient('granted', 'granted', ['token-1']);
    const { deps, store } = setup(client, 'token-1');
    expect(await syncPushToken(deps)).toBe('token-1');
    expect([...store.tokens]).toEqual(['token-1']);
  });

  it('a token request that fails (FCM unreachable) is reported, not thrown, and stores nothing', async () => {
    const client = new FakeMessagingClient('granted', 'granted', []);
    const { deps, store, reports } = setup(client);
    expect(await syncPushToken(deps)).toBeNull();
    expect(store.tokens.size).toBe(0);
    expect(reports).toHaveLength(1);
  });

  it('signing out removes the device token from the user and at FCM', async () => {
    const client = new FakeMessagingClient('granted');
    const { deps, store } = setup(client, 'token-1');
    await forgetPushToken(deps);
    expect(store.tokens.size).toBe(0);
    expect(deps.memory.get()).toBeNull();
    expect(client.deleted).toBe(1);
  });

  it('signing out without a stored token touches nothing', async () => {
    const client = new FakeMessagingClient('default');
    const { deps } = setup(client);
    await forgetPushToken(deps);
    expect(client.deleted).toBe(0);
  });

  it('remembers the last token per user in localStorage', () => {
    const alice = localTokenMemory('alice');
    const bob = localTokenMemory('bob');
    alice.set('token-a');
    expect(alice.get()).toBe('token-a');
    expect(bob.get()).toBeNull();
    alice.set(null);
    expect(alice.get()).toBeNull();
  });
});
