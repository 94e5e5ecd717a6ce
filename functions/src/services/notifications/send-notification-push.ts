import type { Language } from '@dropwise/domain/languages';
import type { NotificationText } from '@dropwise/domain/notification-messages';
import { renderNotification } from '@dropwise/domain/notification-text-catalogues';
import { buildPushMessage, type QueuedNotification } from './build-push-message.js';
import type { DeviceToken, DeviceTokenStore } from './device-token-store.js';
import type { MessagingClient, MulticastOutcome } from './messaging-client.js';
import type { RecipientLanguages } from './recipient-language.js';

/**
 * FCM answers meaning a token will never work again, so its document is deleted. FCM also answers
 * `invalid-argument` for a malformed token; the payload itself is built (and unit tested) here, so
 * that answer is taken to be about the token.
 */
export const INVALID_TOKEN_ERRORS = new Set([
  'messaging/registration-token-not-registered',
  'messaging/invalid-registration-token',
  'messaging/invalid-argument',
]);

/** FCM accepts at most this many tokens in one multicast. */
export const MAX_TOKENS_PER_MULTICAST = 500;

export interface PushLogger {
  info(message: string, details?: Record<string, unknown>): void;
  warn(message: string, details?: Record<string, unknown>): void;
  error(message: string, details?: Record<string, unknown>): void;
}

export interface PushDependencies {
  tokens: DeviceTokenStore;
  messaging: MessagingClient;
  languages: RecipientLanguages;
  appBaseUrl: string;
  logger: PushLogger;
}

export interface PushSummary {
  tokens: number;
  sent: number;
  failed: number;
  pruned: number;
  /** What the devices were sent, and in which language; absent when there were no devices. */
  language?: Language;
  title?: string;
  body?: string;
}

/**
 * Whether a push's outcome is kept on its notification: only when it did not reach every device
 * (a failed send, a pruned token), which support may have to act on. Pushes that went out, and
 * users with no device, are most notifications; logging them costs no write.
 */
export function worthRecording(summary: Pick<PushSummary, 'failed' | 'pruned'>): boolean {
  return summary.failed > 0 || summary.pruned > 0;
}

/**
 * Sends one queued notification to every device the user registered, in the user's language,
 * deletes the tokens FCM reports as invalid, and logs the other failures. It never throws: the
 * notification is already in the user's in-app feed, and a push that cannot be delivered (FCM
 * unreachable, as in the emulators) must not fail anything.
 */
export async function sendNotificationPush(
  deps: PushDependencies,
  uid: string,
  notificationId: string,
  notification: QueuedNotification,
): Promise<PushSummary> {
  const summary: PushSummary = { tokens: 0, sent: 0, failed: 0, pruned: 0 };
  const context = { uid, notificationId };
  try {
    const devices = await deps.tokens.list(uid);
    summary.tokens = devices.length;
    if (devices.length === 0) return summary;
    const { language, text } = await pushText(deps, context, notification);
    Object.assign(summary, { language, ...text });
    for (let start = 0; start < devices.length; start += MAX_TOKENS_PER_MULTICAST) {
      const batch = devices.slice(start, start + MAX_TOKENS_PER_MULTICAST);
      const message = buildPushMessage(
        notificationId,
        notification,
        text,
        batch.map((device) => device.token),
        deps.appBaseUrl,
      );
      let outcome: MulticastOutcome;
      try {
        outcome = await deps.messaging.sendEachForMulticast(message);
      } catch (error) {
        summary.failed += batch.length;
        deps.logger.warn('push: FCM could not be reached; the notification stays in the in-app feed', {
          ...context,
          devices: batch.length,
          error: describe(error),
        });
        continue;
      }
      const invalid = countOutcome(deps, context, batch, outcome, summary);
      if (invalid.length > 0) {
        await deps.tokens.remove(uid, invalid);
        summary.pruned += invalid.length;
        deps.logger.info('push: removed tokens FCM reports as invalid', { ...context, tokenIds: invalid });
      }
    }
  } catch (error) {
    deps.logger.error('push: could not send a notification', { ...context, error: describe(error) });
  }
  return summary;
}

/**
 * The title and body in the recipient's language. Only a document with a `message` can be put in
 * another language, so only then is the profile read; when it cannot be, the user still gets the
 * stored English rather than nothing.
 */
async function pushText(
  deps: PushDependencies,
  context: { uid: string; notificationId: string },
  notification: QueuedNotification,
): Promise<{ language: Language; text: NotificationText }> {
  const stored = { language: 'en' as const, text: { title: notification.title, body: notification.body } };
  if (!notification.message) return stored;
  let language: Language;
  try {
    language = await deps.languages.languageOf(context.uid);
  } catch (error) {
    deps.logger.warn('push: could not read the recipient’s language; sending it in English', {
      ...context,
      error: describe(error),
    });
    return stored;
  }
  return language === 'en' ? stored : { language, text: renderNotification(notification.message, language) };
}

/** Adds one multicast's answers to the summary and returns the ids of the tokens to delete. */
function countOutcome(
  deps: PushDependencies,
  context: { uid: string; notificationId: string },
  devices: DeviceToken[],
  outcome: MulticastOutcome,
  summary: PushSummary,
): string[] {
  const invalid: string[] = [];
  devices.forEach((device, index) => {
    const response = outcome.responses[index];
    if (response?.success) {
      summary.sent += 1;
      return;
    }
    summary.failed += 1;
    const code = response?.error?.code ?? 'messaging/no-answer';
    if (INVALID_TOKEN_ERRORS.has(code)) {
      invalid.push(device.id);
    } else {
      deps.logger.warn('push: FCM did not deliver to a device', { ...context, tokenId: device.id, code });
    }
  });
  return invalid;
}

function describe(error: unknown): string {
  if (error instanceof Error) {
    const code = (error as Error & { code?: unknown }).code;
    return typeof code === 'string' ? `${code}: ${error.message}` : error.message;
  }
  return String(error);
}
