import { describe, expect, it } from 'vitest';
import type { DeviceTokenStore } from './device-token-store.js';
import { worthRecording } from './send-notification-push.js';
import { acceptedText, FakeMessaging, MemoryTokenStore, pushAccepted } from './push-test-support.js';

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

  it('keeps on the notification only an outcome that missed a device', () => {
    expect(worthRecording({ failed: 0, pruned: 0 })).toBe(false);
    expect(worthRecording({ failed: 1, pruned: 0 })).toBe(true);
    expect(worthRecording({ failed: 0, pruned: 1 })).toBe(true);
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
