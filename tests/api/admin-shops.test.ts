import { beforeAll, describe, expect, it } from 'vitest';
import { callApi, unique } from '../support/admin-api';
import { testDb } from '../support/admin-sdk';
import { demo, signInWithPassword } from '../support/emulators';
import { SHOPS } from '@dropwise/domain/collections';

describe('admin shop functions', () => {
  let admin: string;

  beforeAll(async () => {
    admin = (await signInWithPassword(demo.admin.email, demo.admin.password)).idToken;
  });

  const shopCount = async () => (await testDb.collection(SHOPS).count().get()).data().count;

  describe('creating a shop', () => {
    it('stores a valid shop with a normalised phone, a search key, active and timestamps', async () => {
      const name = `Asha Stores ${unique()}`;
      const answer = await callApi('POST', '/api/admin/shops', {
        token: admin,
        body: { name, phone: '098765 43210', address: '22 MG Road', city: 'Pune' },
      });
      expect(answer.status).toBe(201);
      const id = (answer.body.data as { id: string }).id;
      const stored = (await testDb.doc(`${SHOPS}/${id}`).get()).data();
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
      expect((await testDb.doc(`${SHOPS}/${id}`).get()).get('name')).toBe(name);
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
      expect((await testDb.doc(`${SHOPS}/${id}`).get()).data()).toMatchObject({
        name: 'After Name',
        nameLower: 'after name',
        city: 'Pune',
      });
      const off = await callApi('POST', `/api/admin/shops/${id}/active`, {
        token: admin,
        body: { active: false },
      });
      expect(off.status).toBe(200);
      expect((await testDb.doc(`${SHOPS}/${id}`).get()).get('active')).toBe(false);
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
});
