import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  addDoc,
  collection,
  deleteDoc,
  doc,
  type Firestore,
  getDoc,
  limit,
  orderBy,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
} from 'firebase/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { markAllNotificationsRead } from '../../web/src/features/notifications/api/mark-all-notifications-read';
import { markNotificationRead } from '../../web/src/features/notifications/api/mark-notification-read';
import { removePushToken } from '../../web/src/features/notifications/api/remove-push-token';
import { pushTokenId, savePushToken } from '../../web/src/features/notifications/api/save-push-token';
import { mayList, mayNotList, mayNotRead, mayRead } from '../support/rules-access';
import { actors, type RulesActor, rulesFixture } from '../support/rules-env';
import { userNotificationsPath, userTokensPath } from '@dropwise/domain/collections';

const owner = actors.customer;
const others = Object.entries(actors).filter(([name]) => name !== 'customer');
/** Everyone but the owner: the other signed-in roles and an anonymous visitor. */
const strangers: [string, RulesActor | null][] = [['anonymous visitor', null], ...others];
const feedPath = userNotificationsPath(owner.uid);
const existingToken = 'existing-device-token';

describe('notification rules', () => {
  const rules = rulesFixture(
    'notifications',
    async (db) => {
      await setDoc(doc(db, feedPath, 'n1'), {
        title: 'Order accepted',
        body: 'Your ride order was accepted.',
        link: '/riderHistory/o1',
        orderId: 'o1',
        kind: 'order_status',
        read: false,
        createdAt: Timestamp.now(),
      });
      await setDoc(doc(db, `${userTokensPath(owner.uid)}/${existingTokenId}`), {
        token: existingToken,
        platform: 'web',
        userAgent: 'Chromium',
        createdAt: Timestamp.now(),
        updatedAt: Timestamp.now(),
      });
    },
    { fresh: true },
  );
  let existingTokenId: string;

  // The test contexts hand out the compat Firestore type; the modular functions take it as is.
  const as = (actor: RulesActor | null) => rules.as(actor) as unknown as Firestore;

  beforeAll(async () => {
    existingTokenId = await pushTokenId(existingToken);
  });

  describe(userNotificationsPath('{uid}'), () => {
    it('the owner may read one notification and list their recent feed', async () => {
      const db = as(owner);
      await mayRead(db, `${feedPath}/n1`);
      const feed = await mayList(db, feedPath, orderBy('createdAt', 'desc'), limit(20));
      expect(feed.size).toBe(1);
    });

    it('the owner may not list the feed without a limit or with more than 50 at a time', async () => {
      const db = as(owner);
      await mayNotList(db, feedPath);
      await mayNotList(db, feedPath, limit(51));
    });

    it('the owner may mark a notification read and unread again', async () => {
      const db = as(owner);
      await assertSucceeds(markNotificationRead(db, owner.uid, { notificationId: 'n1', read: true }));
      await assertSucceeds(markNotificationRead(db, owner.uid, { notificationId: 'n1', read: false }));
      expect(await assertSucceeds(markAllNotificationsRead(db, owner.uid))).toBe(1);
      expect((await getDoc(doc(db, feedPath, 'n1'))).get('read')).toBe(true);
    });

    it('the owner may not change anything but read, nor set read to a non-boolean', async () => {
      const ref = doc(as(owner), feedPath, 'n1');
      await assertFails(updateDoc(ref, { body: 'Your order was delivered.' }));
      await assertFails(updateDoc(ref, { read: true, title: 'Changed' }));
      await assertFails(updateDoc(ref, { read: true, extra: 1 }));
      await assertFails(updateDoc(ref, { read: 'yes' }));
    });

    it('the owner may not create or delete notifications from a client', async () => {
      const db = as(owner);
      await assertFails(
        addDoc(collection(db, feedPath), {
          title: 't',
          body: 'b',
          read: false,
          createdAt: serverTimestamp(),
        }),
      );
      await assertFails(deleteDoc(doc(db, feedPath, 'n1')));
    });

    it.each(strangers)(
      'the %s may not read, list, mark, create or delete another user’s notifications',
      async (_name, actor) => {
        const db = as(actor);
        await mayNotRead(db, `${feedPath}/n1`);
        await mayNotList(db, feedPath, limit(20));
        await assertFails(updateDoc(doc(db, feedPath, 'n1'), { read: true }));
        await assertFails(setDoc(doc(db, feedPath, 'n2'), { title: 't', body: 'b', read: false }));
        await assertFails(deleteDoc(doc(db, feedPath, 'n1')));
      },
    );
  });

  describe(userTokensPath('{uid}'), () => {
    const tokensPath = userTokensPath(owner.uid);
    const valid = async (token: string) => ({
      id: await pushTokenId(token),
      data: {
        token,
        platform: 'web',
        userAgent: 'Chromium',
        createdAt: serverTimestamp(),
        updatedAt: serverTimestamp(),
      },
    });

    it('the owner may register a device token, refresh it, read it and remove it', async () => {
      const db = as(owner);
      const id = await assertSucceeds(
        savePushToken(db, owner.uid, { token: 'new-device-token', userAgent: 'Chromium' }),
      );
      await assertSucceeds(
        savePushToken(db, owner.uid, { token: 'new-device-token', userAgent: 'Chromium 2' }),
      );
      const saved = await mayRead(db, `${tokensPath}/${id}`);
      expect(saved.get('userAgent')).toBe('Chromium 2');
      await mayList(db, tokensPath);
      await assertSucceeds(removePushToken(db, owner.uid, { token: 'new-device-token' }));
      expect((await getDoc(doc(db, tokensPath, id))).exists()).toBe(false);
    });

    it('the owner may not store a token under an id that is not its hash', async () => {
      const { data } = await valid('some-token');
      await assertFails(setDoc(doc(as(owner), tokensPath, 'chosen-id'), data));
    });

    it('the owner may not store unknown keys, an unknown platform, or oversized values', async () => {
      const db = as(owner);
      const { id, data } = await valid('some-token');
      await assertFails(setDoc(doc(db, tokensPath, id), { ...data, admin: true }));
      await assertFails(setDoc(doc(db, tokensPath, id), { ...data, platform: 'fax' }));
      await assertFails(setDoc(doc(db, tokensPath, id), { ...data, userAgent: 'x'.repeat(513) }));
      const long = await valid('t'.repeat(4097));
      await assertFails(setDoc(doc(db, tokensPath, long.id), long.data));
      await assertFails(setDoc(doc(db, tokensPath, id), { ...data, createdAt: Timestamp.fromMillis(0) }));
    });

    it('the owner may not rewrite when a token was first registered', async () => {
      const ref = doc(as(owner), tokensPath, existingTokenId);
      await assertFails(updateDoc(ref, { createdAt: serverTimestamp(), updatedAt: serverTimestamp() }));
      await assertSucceeds(updateDoc(ref, { updatedAt: serverTimestamp() }));
    });

    it.each(strangers)(
      'the %s may not read, register or remove another user’s tokens',
      async (_name, actor) => {
        const db = as(actor);
        const { id, data } = await valid('intruder-token');
        await mayNotRead(db, `${tokensPath}/${existingTokenId}`);
        await mayNotList(db, tokensPath);
        await assertFails(setDoc(doc(db, tokensPath, id), data));
        await assertFails(updateDoc(doc(db, tokensPath, existingTokenId), { updatedAt: serverTimestamp() }));
        await assertFails(deleteDoc(doc(db, tokensPath, existingTokenId)));
      },
    );

    it.each(others)('the %s may register a token of their own', async (_name, actor) => {
      await assertSucceeds(
        savePushToken(as(actor), actor.uid, { token: `${actor.uid}-device`, userAgent: 'Chromium' }),
      );
    });
  });
});
