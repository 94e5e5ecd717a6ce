import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { actors, rulesFixture } from '../support/rules-env';

type ActorName = keyof typeof actors;

describe('shops and riders rules', () => {
  const rules = rulesFixture('shops-riders', async (db) => {
    await setDoc(doc(db, 'shops/shop-1'), { name: 'Shop One', nameLower: 'shop one', active: true });
    await setDoc(doc(db, 'shops/shop-2'), { name: 'Shop Two', nameLower: 'shop two', active: true });
    await setDoc(doc(db, `riders/${actors.rider.uid}`), {
      name: 'Rider One',
      nameLower: 'rider one',
      shopId: 'shop-1',
      active: true,
    });
    await setDoc(doc(db, 'riders/rider-2'), {
      name: 'Rider Two',
      nameLower: 'rider two',
      shopId: null,
      active: true,
    });
  });
  const dbFor = (name: ActorName | 'anonymous') => rules.as(name === 'anonymous' ? null : actors[name]);

  describe('shops', () => {
    it('an admin may read one shop and list all shops', async () => {
      await assertSucceeds(getDoc(doc(dbFor('admin'), 'shops/shop-1')));
      await assertSucceeds(getDocs(collection(dbFor('admin'), 'shops')));
    });

    it('a rider may read the shop they are linked to, but not another shop or the list', async () => {
      await assertSucceeds(getDoc(doc(dbFor('rider'), 'shops/shop-1')));
      await assertFails(getDoc(doc(dbFor('rider'), 'shops/shop-2')));
      await assertFails(getDocs(collection(dbFor('rider'), 'shops')));
    });

    it.each(['anonymous', 'customer', 'otherCustomer', 'eduAdmin'] as const)(
      'the %s may neither read one shop nor list them',
      async (name) => {
        await assertFails(getDoc(doc(dbFor(name), 'shops/shop-1')));
        await assertFails(getDocs(collection(dbFor(name), 'shops')));
      },
    );

    it.each(['anonymous', 'customer', 'otherCustomer', 'rider', 'admin', 'eduAdmin'] as const)(
      'the %s may not create, change or delete a shop directly (only functions do)',
      async (name) => {
        const db = dbFor(name);
        await assertFails(setDoc(doc(db, 'shops/new-shop'), { name: 'New', active: true }));
        await assertFails(updateDoc(doc(db, 'shops/shop-1'), { active: false }));
        await assertFails(deleteDoc(doc(db, 'shops/shop-1')));
      },
    );
  });

  describe('riders', () => {
    it('an admin may read one rider and list all riders', async () => {
      await assertSucceeds(getDoc(doc(dbFor('admin'), 'riders/rider-2')));
      await assertSucceeds(getDocs(collection(dbFor('admin'), 'riders')));
    });

    it('a rider may read their own profile, but not another rider or the list', async () => {
      await assertSucceeds(getDoc(doc(dbFor('rider'), `riders/${actors.rider.uid}`)));
      await assertFails(getDoc(doc(dbFor('rider'), 'riders/rider-2')));
      await assertFails(getDocs(collection(dbFor('rider'), 'riders')));
    });

    it('a customer whose uid matches a rider document still may not read it without the rider claim', async () => {
      const db = rules.as({ uid: 'rider-2', claims: { phone_number: '+919876543299' } });
      await assertFails(getDoc(doc(db, 'riders/rider-2')));
    });

    it.each(['anonymous', 'customer', 'otherCustomer', 'eduAdmin'] as const)(
      'the %s may neither read one rider nor list them',
      async (name) => {
        await assertFails(getDoc(doc(dbFor(name), `riders/${actors.rider.uid}`)));
        await assertFails(getDocs(collection(dbFor(name), 'riders')));
      },
    );

    it.each(['anonymous', 'customer', 'otherCustomer', 'rider', 'admin', 'eduAdmin'] as const)(
      'the %s may not create, change or delete a rider directly (only functions do)',
      async (name) => {
        const db = dbFor(name);
        await assertFails(setDoc(doc(db, 'riders/new-rider'), { name: 'New', active: true }));
        await assertFails(updateDoc(doc(db, `riders/${actors.rider.uid}`), { active: false }));
        await assertFails(deleteDoc(doc(db, `riders/${actors.rider.uid}`)));
      },
    );
  });
});
