import { describe, expect, it } from 'vitest';
import type { MulticastMessage } from 'firebase-admin/messaging';
import type { Language } from '@domain/languages';
import type { NotificationMessage } from '@domain/notification-messages';
import { appBaseUrl, buildPushMessage, type QueuedNotification } from './build-push-message.js';
import type { DeviceToken, DeviceTokenStore } from './device-token-store.js';
import type { MessagingClient, MulticastOutcome } from './messaging-client.js';
import { pickRecipientLanguage, type RecipientLanguages } from './recipient-language.js';
import { sendNotificationPush, type PushLogger } from './send-notification-push.js';

const acceptedMessage: NotificationMessage = {
  key: 'orderStatus',
  values: { kind: 'ride', status: 'accepted', reason: null, riderName: null },
};
const accepted: QueuedNotification = {
  title: 'Ride: Accepted',
  body: 'Your ride is accepted. We are finding a rider.',
  message: acceptedMessage,
  link: '/riderHistory/order-1',
  orderId: 'order-1',
  kind: 'order_status',
};
const acceptedText = { title: accepted.title, body: accepted.body };
/** A document written before notifications carried a message: English only. */
const older: QueuedNotification = {
  title: 'Order accepted',
  body: 'Your ride order was accepted.',
  message: null,
  link: '/riderHistory/order-1',
  orderId: 'order-1',
  kind: 'order_status',
};

/** Answers each uid's language from a table (English for the rest), counting the reads. */
class FakeLanguages implements RecipientLanguages {
  reads = 0;
  constructor(private readonly table: Record<string, Language> = {}) {}
  async languageOf(uid: string): Promise<Language> {
    this.reads += 1;
    return this.table[uid] ?? 'en';
  }
}

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

/** Pushes a notification (the accepted order) to user u1's devices, recording every log line. */
async function pushAccepted(
  tokens: DeviceTokenStore,
  messaging: MessagingClient,
  languages: RecipientLanguages = new FakeLanguages(),
  notification: QueuedNotification = accepted,
) {
  const lines: Array<{ level: string; message: string; details?: Record<string, unknown> }> = [];
  const log =
    (level: string) =>
    (message: string, details?: Record<string, unknown>): void => {
      lines.push({ level, message, details });
    };
  const logger: PushLogger = { info: log('info'), warn: log('warn'), error: log('error') };
  const summary = await sendNotificationPush(
    { tokens, messaging, languages, appBaseUrl: base, logger },
    'u1',
    'n-1',
    notification,
  );
  return { summary, lines };
}

describe('the push payload', () => {
  it('carries the title, body and the order link for the page and the service worker', () => {
    const message = buildPushMessage('n-1', accepted, acceptedText, ['t-1', 't-2'], base);
    expect(message.tokens).toEqual(['t-1', 't-2']);
    expect(message.notification).toEqual(acceptedText);
    expect(message.webpush?.fcmOptions?.link).toBe('https://dropwise.example/riderHistory/order-1');
    expect(message.webpush?.notification).toMatchObject({ title: 'Ride: Accepted', tag: 'n-1' });
    expect(message.data).toEqual({
      notificationId: 'n-1',
      ...acceptedText,
      message: JSON.stringify(acceptedMessage),
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
      acceptedText,
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
    expect(summary).toEqual({ tokens: 2, sent: 2, failed: 0, pruned: 0, language: 'en', ...acceptedText });
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
    expect(summary).toMatchObject({ tokens: 5, sent: 1, failed: 4, pruned: 3 });
    expect(lines).toContainEqual(
      expect.objectContaining({ level: 'warn', details: expect.objectContaining({ tokenId: 'busy' }) }),
    );
  });

  it('logs and does not throw when FCM cannot be reached, and keeps every token', async () => {
    const messaging = new FakeMessaging({}, true);
    const tokens = new MemoryTokenStore([{ id: 'a', token: 'token-a' }]);
    const { summary, lines } = await pushAccepted(tokens, messaging);
    expect(summary).toMatchObject({ tokens: 1, sent: 0, failed: 1, pruned: 0 });
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

describe('the language of a push', () => {
  const device = () => new MemoryTokenStore([{ id: 'a', token: 'token-a' }]);

  it('is the recipient’s: a Hindi reader is sent the Hindi title and body', async () => {
    const messaging = new FakeMessaging();
    const { summary } = await pushAccepted(device(), messaging, new FakeLanguages({ u1: 'hi' }));
    const hindi = { title: 'राइड स्वीकार हो गई', body: 'आपकी राइड स्वीकार हो गई है। हम राइडर ढूँढ रहे हैं।' };
    expect(messaging.sent[0]?.notification).toEqual(hindi);
    expect(messaging.sent[0]?.webpush?.notification).toMatchObject(hindi);
    expect(messaging.sent[0]?.data).toMatchObject({ ...hindi, message: JSON.stringify(acceptedMessage) });
    expect(summary).toMatchObject({ language: 'hi', ...hindi });
  });

  it('is the stored English for a document without a message, without reading the profile', async () => {
    const messaging = new FakeMessaging();
    const languages = new FakeLanguages({ u1: 'mr' });
    const { summary } = await pushAccepted(device(), messaging, languages, older);
    expect(messaging.sent[0]?.notification).toEqual({ title: older.title, body: older.body });
    expect(summary.language).toBe('en');
    expect(languages.reads).toBe(0);
  });

  it('is not looked up for a user without devices', async () => {
    const languages = new FakeLanguages({ u1: 'mr' });
    const { summary } = await pushAccepted(new MemoryTokenStore([]), new FakeMessaging(), languages);
    expect(languages.reads).toBe(0);
    expect(summary).toEqual({ tokens: 0, sent: 0, failed: 0, pruned: 0 });
  });

  it('falls back to English when the profile cannot be read, and still sends', async () => {
    const messaging = new FakeMessaging();
    const broken: RecipientLanguages = { languageOf: () => Promise.reject(new Error('firestore down')) };
    const { summary, lines } = await pushAccepted(device(), messaging, broken);
    expect(messaging.sent[0]?.notification).toEqual(acceptedText);
    expect(summary).toMatchObject({ sent: 1, language: 'en' });
    expect(lines).toContainEqual(expect.objectContaining({ level: 'warn' }));
  });

  it('comes from the customer profile, else the rider record, else English', () => {
    expect(pickRecipientLanguage('mr', 'hi')).toBe('mr');
    expect(pickRecipientLanguage(undefined, 'hi')).toBe('hi');
    expect(pickRecipientLanguage('fr', 'hi')).toBe('hi');
    expect(pickRecipientLanguage(undefined, undefined)).toBe('en');
    expect(pickRecipientLanguage(null, 'de')).toBe('en');
  });
});
