import { beforeAll, describe, expect, it } from 'vitest';
import { callApi, unique } from '../support/admin-api';
import { testAuth, testDb } from '../support/admin-sdk';
import { demo, signInWithPassword } from '../support/emulators';

describe('admin shop and rider functions', () => {
  let admin: string;

  beforeAll(async () => {
    admin = (await signInWithPassword(demo.admin.email, demo.admin.password)).idToken;
  });

  const shopCount = async () => (await testDb.collection('shops').count().get()).data().count;

  describe('creating a shop', () => {
    it('stores a valid shop with a normalised phone, a search key, active and timestamps', async () => {
      const name = `Asha Stores ${unique()}`;
      const answer = await callApi('POST', '/api/admin/shops', {
        token: admin,
        body: { name, phone: '098765 43210', address: '22 MG Road', city: 'Pune' },
      });
      expect(answer.status).toBe(201);
      const id = (answer.body.data as { id: string }).id;
      const stored = (await testDb.doc(`shops/${id}`).get()).data();
      expect(stored).toMatchObject({
        name,
        nameLower: name.toLowerCase(),
        phone: '+919876543210',
        address: '22 MG Road',
        city: 'Pune',
        active: true,
        riderCount: 0,
      });
      expect(stored?.createdAt).toBeDefined();
    });

    it.each([
      ['a missing name', { phone: '9876543210', address: '22 MG Road', city: 'Pune' }, 'name'],
      ['a one-letter name', { name: 'A', phone: '9876543210', address: '22 MG Road', city: 'Pune' }, 'name'],
      ['an invalid phone', { name: 'Asha', phone: '12', address: '22 MG Road', city: 'Pune' }, 'phone'],
      ['a number as city', { name: 'Asha', phone: '9876543210', address: '22 MG Road', city: 42 }, 'city'],
      [
        'a 300-character address',
        { name: 'Asha', phone: '9876543210', address: 'x'.repeat(300), city: 'Pune' },
        'address',
      ],
      [
        'an unknown field',
        { name: 'Asha', phone: '9876543210', address: '22 MG Road', city: 'Pune', active: false },
        '_',
      ],
    ])('refuses %s with 400 and the field named, and stores nothing', async (_label, body, field) => {
      const before = await shopCount();
      const answer = await callApi('POST', '/api/admin/shops', { token: admin, body });
      expect(answer.status).toBe(400);
      expect(answer.body.error?.code).toBe('validation_failed');
      expect(Object.keys(answer.body.error?.fields ?? {})).toContain(field);
      expect(await shopCount()).toBe(before);
    });

    it('refuses malformed JSON, a wrong content type and a 1 MB body without storing anything', async () => {
      const before = await shopCount();
      const malformed = await callApi('POST', '/api/admin/shops', { token: admin, rawBody: '{"name":' });
      expect(malformed.status).toBe(400);
      const wrongType = await callApi('POST', '/api/admin/shops', {
        token: admin,
        rawBody: 'name=x',
        contentType: 'application/x-www-form-urlencoded',
      });
      expect(wrongType.status).toBe(400);
      const huge = await callApi('POST', '/api/admin/shops', {
        token: admin,
        body: { name: 'x'.repeat(1024 * 1024), phone: '9876543210', address: '22 MG Road', city: 'Pune' },
      });
      expect(huge.status).toBe(413);
      expect(await shopCount()).toBe(before);
    });

    it('stores a script tag in a name as plain text', async () => {
      const name = `<script>alert(1)</script> ${unique()}`;
      const answer = await callApi('POST', '/api/admin/shops', {
        token: admin,
        body: { name, phone: '9876543210', address: '22 MG Road', city: 'Pune' },
      });
      expect(answer.status).toBe(201);
      const id = (answer.body.data as { id: string }).id;
      expect((await testDb.doc(`shops/${id}`).get()).get('name')).toBe(name);
    });
  });

  describe('editing and deactivating a shop', () => {
    it('an edit changes only the given fields and refreshes the search key', async () => {
      const created = await callApi('POST', '/api/admin/shops', {
        token: admin,
        body: { name: 'Before Name', phone: '9876543210', address: '22 MG Road', city: 'Pune' },
      });
      const id = (created.body.data as { id: string }).id;
      const edited = await callApi('PATCH', `/api/admin/shops/${id}`, {
        token: admin,
        body: { name: 'After Name' },
      });
      expect(edited.status).toBe(200);
      expect((await testDb.doc(`shops/${id}`).get()).data()).toMatchObject({
        name: 'After Name',
        nameLower: 'after name',
        city: 'Pune',
      });
      const off = await callApi('POST', `/api/admin/shops/${id}/active`, {
        token: admin,
        body: { active: false },
      });
      expect(off.status).toBe(200);
      expect((await testDb.doc(`shops/${id}`).get()).get('active')).toBe(false);
    });

    it('an empty edit, a bad active flag and an unknown shop are refused', async () => {
      expect(
        (await callApi('PATCH', '/api/admin/shops/demo-shop-kothrud', { token: admin, body: {} })).status,
      ).toBe(400);
      expect(
        (
          await callApi('POST', '/api/admin/shops/demo-shop-kothrud/active', {
            token: admin,
            body: { active: 'yes' },
          })
        ).status,
      ).toBe(400);
      expect(
        (await callApi('PATCH', '/api/admin/shops/no-such-shop', { token: admin, body: { city: 'Pune' } }))
          .status,
      ).toBe(404);
      expect(
        (await callApi('PATCH', '/api/admin/shops/bad%20id!', { token: admin, body: { city: 'Pune' } }))
          .status,
      ).toBe(404);
    });
  });

  describe('riders', () => {
    it('creates a rider account with the rider claim and a profile that can sign in', async () => {
      const email = `new-rider-${unique()}@dropwise.test`;
      const answer = await callApi('POST', '/api/admin/riders', {
        token: admin,
        body: {
          name: 'Neha Rider',
          phone: '98765 43210',
          email: email.toUpperCase(),
          password: 'rider-pass-1',
          vehicleType: 'car',
          shopId: 'demo-shop-kothrud',
        },
      });
      expect(answer.status).toBe(201);
      const uid = (answer.body.data as { uid: string }).uid;
      expect((await testAuth.getUser(uid)).customClaims).toEqual({ rider: true });
      expect((await testDb.doc(`riders/${uid}`).get()).data()).toMatchObject({
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
      const email = `dup-rider-${unique()}@dropwise.test`;
      const body = {
        name: 'Dup Rider',
        phone: '9876543210',
        email,
        password: 'rider-pass-1',
        vehicleType: 'bike',
      };
      expect((await callApi('POST', '/api/admin/riders', { token: admin, body })).status).toBe(201);
      const second = await callApi('POST', '/api/admin/riders', { token: admin, body });
      expect(second.status).toBe(409);
      expect(second.body.error?.fields?.email).toBeDefined();
      const riders = await testDb.collection('riders').where('email', '==', email).get();
      expect(riders.size).toBe(1);
    });

    it.each([
      ['an unknown vehicle type', { vehicleType: 'truck' }, 'vehicleType'],
      ['a short password', { password: '123' }, 'password'],
      ['an invalid email', { email: 'not-an-email' }, 'email'],
      ['an invalid phone', { phone: 'call me' }, 'phone'],
    ])('refuses %s and creates no account', async (_label, override, field) => {
      const email = `bad-rider-${unique()}@dropwise.test`;
      const answer = await callApi('POST', '/api/admin/riders', {
        token: admin,
        body: {
          name: 'Bad Rider',
          phone: '9876543210',
          email,
          password: 'rider-pass-1',
          vehicleType: 'bike',
          ...override,
        },
      });
      expect(answer.status).toBe(400);
      expect(answer.body.error?.fields?.[field]).toBeDefined();
      await expect(testAuth.getUserByEmail(email)).rejects.toThrow();
    });

    it('refuses a rider for an unknown shop and removes the half-made account', async () => {
      const email = `shopless-${unique()}@dropwise.test`;
      const answer = await callApi('POST', '/api/admin/riders', {
        token: admin,
        body: {
          name: 'Shopless',
          phone: '9876543210',
          email,
          password: 'rider-pass-1',
          vehicleType: 'bike',
          shopId: 'no-such-shop',
        },
      });
      expect(answer.status).toBe(400);
      expect(answer.body.error?.fields?.shopId).toBeDefined();
      await expect(testAuth.getUserByEmail(email)).rejects.toThrow();
    });

    it('deactivates and reactivates a rider', async () => {
      const off = await callApi('POST', '/api/admin/riders/demo-rider-2/active', {
        token: admin,
        body: { active: false },
      });
      expect(off.status).toBe(200);
      expect((await testDb.doc('riders/demo-rider-2').get()).get('active')).toBe(false);
      await callApi('POST', '/api/admin/riders/demo-rider-2/active', {
        token: admin,
        body: { active: true },
      });
      expect((await testDb.doc('riders/demo-rider-2').get()).get('active')).toBe(true);
    });
  });

  describe('shop-rider links', () => {
    it('links a rider, moving them from their previous shop, and unlinks them, keeping rider counts right', async () => {
      const count = async (id: string) => (await testDb.doc(`shops/${id}`).get()).get('riderCount') as number;
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
      expect((await testDb.doc(`riders/${riderId}`).get()).get('shopId')).toBe('demo-shop-kothrud');
      expect(await count('demo-shop-pune-central')).toBe(central);
      expect(await count('demo-shop-kothrud')).toBe(kothrud + 1);
      const unlinked = await callApi('DELETE', `/api/admin/shops/demo-shop-kothrud/riders/${riderId}`, {
        token: admin,
      });
      expect(unlinked.status).toBe(200);
      expect((await testDb.doc(`riders/${riderId}`).get()).get('shopId')).toBeNull();
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
