import { describe, expect, it } from 'vitest';
import type { MulticastMessage } from 'firebase-admin/messaging';
import { appBaseUrl, buildPushMessage, type QueuedNotification } from './build-push-message.js';
import type { DeviceToken, DeviceTokenStore } from './device-token-store.js';
import type { MessagingClient, MulticastOutcome } from './messaging-client.js';
import { sendNotificationPush, type PushLogger } from './send-notification-push.js';

const accepted: QueuedNotification = {
  title: 'Order accepted',
  body: 'Your ride order was accepted.',
  link: '/riderHistory/order-1',
  orderId: 'order-1',
  kind: 'order_status',
};

/** Records what would be sent and answers each token with the error code given for it, if any. */
class FakeMessaging implements MessagingClient {
  sent: MulticastMessage[] = [];
  constructor(
    private readonly failures: Record<string, string> = {},
    private readonly unreachable = false,
  ) {}
  async sendEachForMulticast(message: MulticastMessage): Promise<MulticastOutcome> {
    this.sent.push(message);
    if (this.unreachable)
      throw Object.assign(new Error('getaddrinfo ENOTFOUND'), { code: 'messaging/app/network-error' });
    return {
      responses: message.tokens.map((token) => {
        const code = this.failures[token];
        return code ? { success: false, error: { code, message: code } } : { success: true };
      }),
    };
  }
}

class MemoryTokenStore implements DeviceTokenStore {
  constructor(public devices: DeviceToken[]) {}
  async list() {
    return [...this.devices];
  }
  async remove(_uid: string, ids: string[]) {
    this.devices = this.devices.filter((device) => !ids.includes(device.id));
  }
}

const base = 'https://dropwise.example';

/** Pushes the accepted-order notification to user u1's devices, recording every log line. */
async function pushAccepted(tokens: DeviceTokenStore, messaging: MessagingClient) {
  const lines: Array<{ level: string; message: string; details?: Record<string, unknown> }> = [];
  const log =
    (level: string) =>
    (message: string, details?: Record<string, unknown>): void => {
      lines.push({ level, message, details });
    };
  const logger: PushLogger = { info: log('info'), warn: log('warn'), error: log('error') };
  const summary = await sendNotificationPush(
    { tokens, messaging, appBaseUrl: base, logger },
    'u1',
    'n-1',
    accepted,
  );
  return { summary, lines };
}

describe('the push payload', () => {
  it('carries the title, body and the order link for the page and the service worker', () => {
    const message = buildPushMessage('n-1', accepted, ['t-1', 't-2'], base);
    expect(message.tokens).toEqual(['t-1', 't-2']);
    expect(message.notification).toEqual({ title: 'Order accepted', body: 'Your ride order was accepted.' });
    expect(message.webpush?.fcmOptions?.link).toBe('https://dropwise.example/riderHistory/order-1');
    expect(message.webpush?.notification).toMatchObject({ title: 'Order accepted', tag: 'n-1' });
    expect(message.data).toEqual({
      notificationId: 'n-1',
      title: 'Order accepted',
      body: 'Your ride order was accepted.',
      kind: 'order_status',
      link: '/riderHistory/order-1',
      orderId: 'order-1',
    });
  });

  it('resolves links against the configured app URL, else the project’s Hosting domain', () => {
    expect(appBaseUrl({ DROPWISE_APP_URL: 'https://app.dropwise.in' })).toBe('https://app.dropwise.in');
    expect(appBaseUrl({ GCLOUD_PROJECT: 'dropwise-prod' })).toBe('https://dropwise-prod.web.app');
  });

  it('leaves the link out when the notification has none', () => {
    const message = buildPushMessage(
      'n-2',
      { ...accepted, link: null, orderId: null, kind: 'info' },
      ['t'],
      base,
    );
    expect(message.webpush?.fcmOptions).toBeUndefined();
    expect(message.data).not.toHaveProperty('link');
    expect(message.data).not.toHaveProperty('orderId');
  });
});

describe('sending a queued notification', () => {
  it('sends one message to every device of the user', async () => {
    const messaging = new FakeMessaging();
    const tokens = new MemoryTokenStore([
      { id: 'a', token: 'token-a' },
      { id: 'b', token: 'token-b' },
    ]);
    const { summary } = await pushAccepted(tokens, messaging);
    expect(messaging.sent).toHaveLength(1);
    expect(messaging.sent[0]?.tokens).toEqual(['token-a', 'token-b']);
    expect(messaging.sent[0]?.data?.link).toBe('/riderHistory/order-1');
    expect(summary).toEqual({ tokens: 2, sent: 2, failed: 0, pruned: 0 });
  });

  it('sends nothing when the user has no devices', async () => {
    const messaging = new FakeMessaging();
    const { summary } = await pushAccepted(new MemoryTokenStore([]), messaging);
    expect(messaging.sent).toHaveLength(0);
    expect(summary).toEqual({ tokens: 0, sent: 0, failed: 0, pruned: 0 });
  });

  it('prunes the tokens FCM reports invalid and keeps the ones that failed for other reasons', async () => {
    const messaging = new FakeMessaging({
      'token-gone': 'messaging/registration-token-not-registered',
      'token-garbled': 'messaging/invalid-registration-token',
      'token-malformed': 'messaging/invalid-argument',
      'token-busy': 'messaging/server-unavailable',
    });
    const tokens = new MemoryTokenStore(
      ['ok', 'gone', 'garbled', 'malformed', 'busy'].map((name) => ({ id: name, token: `token-${name}` })),
    );
    const { summary, lines } = await pushAccepted(tokens, messaging);
    expect(tokens.devices.map((device) => device.id)).toEqual(['ok', 'busy']);
    expect(summary).toEqual({ tokens: 5, sent: 1, failed: 4, pruned: 3 });
    expect(lines).toContainEqual(
      expect.objectContaining({ level: 'warn', details: expect.objectContaining({ tokenId: 'busy' }) }),
    );
  });

  it('logs and does not throw when FCM cannot be reached, and keeps every token', async () => {
    const messaging = new FakeMessaging({}, true);
    const tokens = new MemoryTokenStore([{ id: 'a', token: 'token-a' }]);
    const { summary, lines } = await pushAccepted(tokens, messaging);
    expect(summary).toEqual({ tokens: 1, sent: 0, failed: 1, pruned: 0 });
    expect(tokens.devices).toHaveLength(1);
    expect(lines.some((line) => line.level === 'warn' && /could not be reached/.test(line.message))).toBe(
      true,
    );
  });

  it('logs and does not throw when the token store fails', async () => {
    const broken: DeviceTokenStore = {
      list: () => Promise.reject(new Error('firestore down')),
      remove: () => Promise.resolve(),
    };
    const { summary, lines } = await pushAccepted(broken, new FakeMessaging());
    expect(summary.sent).toBe(0);
    expect(lines).toContainEqual(expect.objectContaining({ level: 'error' }));
  });

  it('splits more than 500 devices into several multicasts', async () => {
    const messaging = new FakeMessaging();
    const devices = Array.from({ length: 1203 }, (_, i) => ({ id: `d${i}`, token: `token-${i}` }));
    const { summary } = await pushAccepted(new MemoryTokenStore(devices), messaging);
    expect(messaging.sent.map((message) => message.tokens.length)).toEqual([500, 500, 203]);
    expect(summary.sent).toBe(1203);
  });
});
