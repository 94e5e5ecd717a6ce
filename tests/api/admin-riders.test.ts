import { beforeAll, describe, expect, it } from 'vitest';
import { callApi, newRiderBody, unique } from '../support/admin-api';
import { testAuth, testDb } from '../support/admin-sdk';
import { demo, signInWithPassword } from '../support/emulators';
import { RIDERS, SHOPS } from '@dropwise/domain/collections';

describe('admin rider functions and shop-rider links', () => {
  let admin: string;

  beforeAll(async () => {
    admin = (await signInWithPassword(demo.admin.email, demo.admin.password)).idToken;
  });

  describe('riders', () => {
    it('creates a rider account with the rider claim and a profile that can sign in', async () => {
      const email = `new-rider-${unique()}@dropwise.test`;
      const answer = await callApi('POST', '/api/admin/riders', {
        token: admin,
        body: newRiderBody({
          name: 'Neha Rider',
          email: email.toUpperCase(),
          vehicleType: 'car',
          shopId: 'demo-shop-kothrud',
        }),
      });
      expect(answer.status).toBe(201);
      const uid = (answer.body.data as { uid: string }).uid;
      expect((await testAuth.getUser(uid)).customClaims).toEqual({ rider: true });
      expect((await testDb.doc(`${RIDERS}/${uid}`).get()).data()).toMatchObject({
        name: 'Neha Rider',
        phone: '+919876543210',
        email,
        vehicleType: 'car',
        shopId: 'demo-shop-kothrud',
        active: true,
      });
      const signedIn = await signInWithPassword(email, 'rider-pass-1');
      expect(signedIn.uid).toBe(uid);
    });

    it('refuses a second rider with the same email with 409 and keeps one account', async () => {
      const body = newRiderBody({ name: 'Dup Rider' });
      const { email } = body;
      expect((await callApi('POST', '/api/admin/riders', { token: admin, body })).status).toBe(201);
      const second = await callApi('POST', '/api/admin/riders', { token: admin, body });
      expect(second.status).toBe(409);
      expect(second.body.error?.fields?.email).toBeDefined();
      const riders = await testDb.collection(RIDERS).where('email', '==', email).get();
      expect(riders.size).toBe(1);
    });

    it.each([
      ['an unknown vehicle type', { vehicleType: 'truck' }, 'vehicleType'],
      ['a short password', { password: '123' }, 'password'],
      ['an invalid email', { email: 'not-an-email' }, 'email'],
      ['an invalid phone', { phone: 'call me' }, 'phone'],
    ])('refuses %s and creates no account', async (_label, override, field) => {
      const body = newRiderBody({ name: 'Bad Rider', ...override });
      const answer = await callApi('POST', '/api/admin/riders', { token: admin, body });
      expect(answer.status).toBe(400);
      expect(answer.body.error?.fields?.[field]).toBeDefined();
      await expect(testAuth.getUserByEmail(body.email)).rejects.toThrow();
    });

    it('refuses a rider for an unknown shop and removes the half-made account', async () => {
      const body = newRiderBody({ name: 'Shopless', shopId: 'no-such-shop' });
      const answer = await callApi('POST', '/api/admin/riders', { token: admin, body });
      expect(answer.status).toBe(400);
      expect(answer.body.error?.fields?.shopId).toBeDefined();
      await expect(testAuth.getUserByEmail(body.email)).rejects.toThrow();
    });

    it('deactivates and reactivates a rider', async () => {
      const off = await callApi('POST', '/api/admin/riders/demo-rider-2/active', {
        token: admin,
        body: { active: false },
      });
      expect(off.status).toBe(200);
      expect((await testDb.doc(`${RIDERS}/demo-rider-2`).get()).get('active')).toBe(false);
      await callApi('POST', '/api/admin/riders/demo-rider-2/active', {
        token: admin,
        body: { active: true },
      });
      expect((await testDb.doc(`${RIDERS}/demo-rider-2`).get()).get('active')).toBe(true);
    });
  });

  describe('shop-rider links', () => {
    it('links a rider, moving them from their previous shop, and unlinks them, keeping rider counts right', async () => {
      const count = async (id: string) =>
        (await testDb.doc(`${SHOPS}/${id}`).get()).get('riderCount') as number;
      const central = await count('demo-shop-pune-central');
      const kothrud = await count('demo-shop-kothrud');
      const riderId = 'demo-rider-2';
      await callApi('POST', '/api/admin/shops/demo-shop-pune-central/riders', {
        token: admin,
        body: { riderId },
      });
      expect(await count('demo-shop-pune-central')).toBe(central + 1);
      const moved = await callApi('POST', '/api/admin/shops/demo-shop-kothrud/riders', {
        token: admin,
        body: { riderId },
      });
      expect(moved.status).toBe(200);
      expect((await testDb.doc(`${RIDERS}/${riderId}`).get()).get('shopId')).toBe('demo-shop-kothrud');
      expect(await count('demo-shop-pune-central')).toBe(central);
      expect(await count('demo-shop-kothrud')).toBe(kothrud + 1);
      const unlinked = await callApi('DELETE', `/api/admin/shops/demo-shop-kothrud/riders/${riderId}`, {
        token: admin,
      });
      expect(unlinked.status).toBe(200);
      expect((await testDb.doc(`${RIDERS}/${riderId}`).get()).get('shopId')).toBeNull();
      expect(await count('demo-shop-kothrud')).toBe(kothrud);
    });

    it('refuses linking to a deactivated shop, an unknown rider, and unlinking a rider who is not linked', async () => {
      const closed = await callApi('POST', '/api/admin/shops/demo-shop-closed/riders', {
        token: admin,
        body: { riderId: 'demo-rider-2' },
      });
      expect(closed.status).toBe(409);
      const unknown = await callApi('POST', '/api/admin/shops/demo-shop-kothrud/riders', {
        token: admin,
        body: { riderId: 'no-such-rider' },
      });
      expect(unknown.status).toBe(404);
      const notLinked = await callApi('DELETE', '/api/admin/shops/demo-shop-kothrud/riders/demo-rider-2', {
        token: admin,
      });
      expect(notLinked.status).toBe(404);
    });
  });
});
