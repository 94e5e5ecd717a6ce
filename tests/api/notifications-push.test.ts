import { createHash, randomUUID } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { db } from '../../scripts/seed/emulator-admin';
import { queueNotification } from '../support/notifications';
import { userTokensPath } from '@dropwise/domain/collections';

/** Waits for the push trigger to record its outcome on the notification document. */
async function pushOutcome(path: string): Promise<Record<string, unknown>> {
  const deadline = Date.now() + 25_000;
  while (Date.now() < deadline) {
    const push = (await db.doc(path).get()).get('push') as Record<string, unknown> | undefined;
    if (push) return push;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the push trigger did not process ${path}`);
}

// A push that reaches every device (or a user with none) is only logged; the unit tests beside
// the sender cover which outcomes are kept.
describe('pushing a queued notification (functions emulator, FCM unreachable)', () => {
  it('a failed send to a registered device is recorded, and the device token is kept', async () => {
    const uid = `push-device-${randomUUID()}`;
    const token = `fake-fcm-token-${randomUUID()}`;
    const tokenId = createHash('sha256').update(token).digest('hex');
    await db.doc(`${userTokensPath(uid)}/${tokenId}`).set({
      token,
      platform: 'web',
      userAgent: 'api test',
      createdAt: Timestamp.now(),
      updatedAt: Timestamp.now(),
    });
    const { path } = await queueNotification(uid);
    expect(await pushOutcome(path)).toMatchObject({ tokens: 1, sent: 0, failed: 1, pruned: 0 });
    expect((await db.doc(`${userTokensPath(uid)}/${tokenId}`).get()).exists).toBe(true);
    expect((await db.doc(path).get()).get('body')).toBe('Your ride order was accepted.');
  });
});
