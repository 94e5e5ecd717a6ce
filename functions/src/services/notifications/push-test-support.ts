import type { MulticastMessage } from 'firebase-admin/messaging';
import type { Language } from '@dropwise/domain/languages';
import type { NotificationMessage } from '@dropwise/domain/notification-messages';
import { orderPath } from '@dropwise/domain/page-paths';
import type { QueuedNotification } from './build-push-message.js';
import type { DeviceToken, DeviceTokenStore } from './device-token-store.js';
import type { MessagingClient, MulticastOutcome } from './messaging-client.js';
import type { RecipientLanguages } from './recipient-language.js';
import { sendNotificationPush, type PushLogger } from './send-notification-push.js';

// What the push tests share: queued notifications, and stand-ins for the token store, FCM and the
// recipients' languages.

export const acceptedMessage: NotificationMessage = {
  key: 'orderStatus',
  values: { kind: 'ride', status: 'accepted', reason: null, riderName: null },
};
export const accepted: QueuedNotification = {
  title: 'Ride: Accepted',
  body: 'Your ride is accepted. We are finding a rider.',
  message: acceptedMessage,
  link: orderPath('ride', 'order-1'),
  orderId: 'order-1',
  kind: 'order_status',
};
export const acceptedText = { title: accepted.title, body: accepted.body };
/** A document written before notifications carried a message: English only. */
export const older: QueuedNotification = {
  title: 'Order accepted',
  body: 'Your ride order was accepted.',
  message: null,
  link: orderPath('ride', 'order-1'),
  orderId: 'order-1',
  kind: 'order_status',
};

/** Answers each uid's language from a table (English for the rest), counting the reads. */
export class FakeLanguages implements RecipientLanguages {
  reads = 0;
  constructor(private readonly table: Record<string, Language> = {}) {}
  async languageOf(uid: string): Promise<Language> {
    this.reads += 1;
    return this.table[uid] ?? 'en';
  }
}

/** Records what would be sent and answers each token with the error code given for it, if any. */
export class FakeMessaging implements MessagingClient {
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

export class MemoryTokenStore implements DeviceTokenStore {
  constructor(public devices: DeviceToken[]) {}
  async list() {
    return [...this.devices];
  }
  async remove(_uid: string, ids: string[]) {
    this.devices = this.devices.filter((device) => !ids.includes(device.id));
  }
}

export const base = 'https://dropwise.example';

/** Pushes a notification (the accepted order) to user u1's devices, recording every log line. */
export async function pushAccepted(
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
