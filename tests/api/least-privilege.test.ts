import { randomUUID } from 'node:crypto';
import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { readFileSync } from 'node:fs';
import { type Firestore, getDoc, doc } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushTokenId, savePushToken } from '../../web/src/features/notifications/api/save-push-token';
import { pastThisSecond } from '../support/access-actors';
import { actorTokens, callApi, newRiderBody } from '../support/admin-api';
import { testDb } from '../support/admin-sdk';
import { FIRESTORE_EMULATOR_URL, PROJECT_ID, signInWithPassword } from '../support/emulators';
import { userTokensPath } from '@dropwise/domain/collections';

const MAX_PUSH_TOKENS_PER_USER = 10;

async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, seconds = 45): Promise<T> {
  const deadline = Date.now() + seconds * 1000;
  let value = await read();
  while (!done(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    value = await read();
  }
  return value;
}

describe('a deactivated rider loses access at once', () => {
  it('the rider’s session stops working on the API the moment an admin deactivates them', async () => {
    const { admin } = await actorTokens();
    const body = newRiderBody({ name: 'Leaving Rider', password: 'rider-pass-9' });
    const created = await callApi('POST', '/api/admin/riders', { token: admin, body });
    expect(created.status).toBe(201);
    const uid = (created.body.data as { uid: string }).uid;
    const { idToken } = await signInWithPassword(body.email, 'rider-pass-9');
    expect((await callApi('GET', '/api/fares', { token: idToken })).status).toBe(200);
    // A session signed in during the same second as the revocation cannot be told apart from a
    // new one; a real session is older than that.
    await pastThisSecond();

    const off = await callApi('POST', `/api/admin/riders/${uid}/active`, {
      token: admin,
      body: { active: false },
    });
    expect(off.status).toBe(200);
    // Deactivation disables the account as well as revoking its sessions.
    const after = await callApi('GET', '/api/fares', { token: idToken });
    expect(after.status).toBe(401);
    expect(after.body).toMatchObject({ success: false, error: { code: 'account_disabled' } });
  });
});

describe('push tokens, registered by the web app’s own code under the real rules', () => {
  let env: RulesTestEnvironment;
  const firestoreHost = new URL(FIRESTORE_EMULATOR_URL);
  const as = (uid: string) => env.authenticatedContext(uid).firestore() as unknown as Firestore;
  const tokenDoc = (uid: string, id: string) => testDb.doc(`${userTokensPath(uid)}/${id}`);

  beforeAll(async () => {
    // The app's own project, so the functions emulator's triggers see the writes. Never cleared.
    env = await initializeTestEnvironment({
      projectId: PROJECT_ID,
      firestore: {
        rules: readFileSync(new URL('../../firestore.rules', import.meta.url), 'utf8'),
        host: firestoreHost.hostname,
        port: Number(firestoreHost.port),
      },
    });
  });
  afterAll(async () => {
    await env.cleanup();
  });

  it('a token moves to the account that registered it last', async () => {
    const [first, second] = [`first-${randomUUID()}`, `second-${randomUUID()}`];
    const token = `shared-device-${randomUUID()}`;
    const id = await pushTokenId(token);
    await savePushToken(as(first), first, { token, userAgent: 'test' });
    expect((await tokenDoc(first, id).get()).exists).toBe(true);

    await savePushToken(as(second), second, { token, userAgent: 'test' });
    const firstStillHasIt = await eventually(
      async () => (await tokenDoc(first, id).get()).exists,
      (exists) => !exists,
    );
    expect(firstStillHasIt).toBe(false);
    expect((await tokenDoc(second, id).get()).exists).toBe(true);
    // The first account cannot even read it any more.
    await expect(getDoc(doc(as(first), `${userTokensPath(second)}/${id}`))).rejects.toThrow();
  }, 90_000);

  it(`one account keeps at most ${MAX_PUSH_TOKENS_PER_USER} tokens, the most recently registered`, async () => {
    const uid = `many-devices-${randomUUID()}`;
    const tokens = Array.from(
      { length: MAX_PUSH_TOKENS_PER_USER + 3 },
      (_, i) => `device-${i}-${randomUUID()}`,
    );
    for (const token of tokens) {
      await savePushToken(as(uid), uid, { token, userAgent: 'test' });
      // Distinct server timestamps, so "most recent" is well defined.
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const kept = await eventually(
      async () =>
        (await testDb.collection(userTokensPath(uid)).get()).docs.map((entry) => entry.get('token')),
      (values) => values.length <= MAX_PUSH_TOKENS_PER_USER,
    );
    expect(kept).toHaveLength(MAX_PUSH_TOKENS_PER_USER);
    expect(new Set(kept)).toEqual(new Set(tokens.slice(-MAX_PUSH_TOKENS_PER_USER)));
  }, 90_000);
});
