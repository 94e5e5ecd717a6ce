import { assertFails } from '@firebase/rules-unit-testing';
import { deleteDoc, doc, setDoc, updateDoc } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { mayList, mayNotList, mayNotRead, mayRead } from '../support/rules-access';
import { actors, rulesFixture } from '../support/rules-env';
import { RIDERS, SHOPS } from '@dropwise/domain/collections';

describe('shops and riders rules', () => {
  const rules = rulesFixture('shops-riders', async (db) => {
    await setDoc(doc(db, `${SHOPS}/shop-1`), { name: 'Shop One', nameLower: 'shop one', active: true });
    await setDoc(doc(db, `${SHOPS}/shop-2`), { name: 'Shop Two', nameLower: 'shop two', active: true });
    await setDoc(doc(db, `${RIDERS}/${actors.rider.uid}`), {
      name: 'Rider One',
      nameLower: 'rider one',
      shopId: 'shop-1',
      active: true,
    });
    await setDoc(doc(db, `${RIDERS}/rider-2`), {
      name: 'Rider Two',
      nameLower: 'rider two',
      shopId: null,
      active: true,
    });
  });
  const { dbFor } = rules;

  describe('shops', () => {
    it('an admin may read one shop and list all shops', async () => {
      await mayRead(dbFor('admin'), `${SHOPS}/shop-1`);
      await mayList(dbFor('admin'), SHOPS);
    });

    it('a rider may read the shop they are linked to, but not another shop or the list', async () => {
      await mayRead(dbFor('rider'), `${SHOPS}/shop-1`);
      await mayNotRead(dbFor('rider'), `${SHOPS}/shop-2`);
      await mayNotList(dbFor('rider'), SHOPS);
    });
  });

  describe('riders', () => {
    it('an admin may read one rider and list all riders', async () => {
      await mayRead(dbFor('admin'), `${RIDERS}/rider-2`);
      await mayList(dbFor('admin'), RIDERS);
    });

    it('a rider may read their own profile, but not another rider or the list', async () => {
      await mayRead(dbFor('rider'), `${RIDERS}/${actors.rider.uid}`);
      await mayNotRead(dbFor('rider'), `${RIDERS}/rider-2`);
      await mayNotList(dbFor('rider'), RIDERS);
    });

    it('a customer whose uid matches a rider document still may not read it without the rider claim', async () => {
      const db = rules.as({ uid: 'rider-2', claims: { phone_number: '+919876543299' } });
      await mayNotRead(db, `${RIDERS}/rider-2`);
    });
  });

  describe.each([
    { kind: 'shop', one: `${SHOPS}/shop-1`, list: SHOPS, created: `${SHOPS}/new-shop` },
    { kind: 'rider', one: `${RIDERS}/${actors.rider.uid}`, list: RIDERS, created: `${RIDERS}/new-rider` },
  ])('$list, as seen from a client', ({ kind, one, list, created }) => {
    it.each(['anonymous', 'customer', 'otherCustomer', 'eduAdmin'] as const)(
      `the %s may neither read one ${kind} nor list them`,
      async (name) => {
        await mayNotRead(dbFor(name), one);
        await mayNotList(dbFor(name), list);
      },
    );

    it.each(['anonymous', 'customer', 'otherCustomer', 'rider', 'admin', 'eduAdmin'] as const)(
      `the %s may not create, change or delete a ${kind} directly (only functions do)`,
      async (name) => {
        const db = dbFor(name);
        await assertFails(setDoc(doc(db, created), { name: 'New', active: true }));
        await assertFails(updateDoc(doc(db, one), { active: false }));
        await assertFails(deleteDoc(doc(db, one)));
      },
    );
  });
});
