import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { deleteField, doc, serverTimestamp, setDoc, updateDoc } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { seedCustomerProfiles } from '../support/customer-profiles';
import { actors, otherRider, rulesFixture, titledActors } from '../support/rules-env';
import { RIDERS, USERS } from '@dropwise/domain/collections';

// The language a person reads Dropwise in lives on their own document: users/{uid} for a
// customer, riders/{uid} for a rider, and is the one thing a rider may write on theirs.
describe('the language kept on a profile', () => {
  const rules = rulesFixture(
    'language-preference',
    async (db) => {
      await seedCustomerProfiles(db);
      for (const rider of [actors.rider, otherRider]) {
        await setDoc(doc(db, `${RIDERS}/${rider.uid}`), {
          name: `Name of ${rider.uid}`,
          nameLower: `name of ${rider.uid}`,
          shopId: 'shop-1',
          active: true,
        });
      }
    },
    { fresh: true },
  );

  const customerProfile = (db = rules.as(actors.customer)) => doc(db, `${USERS}/${actors.customer.uid}`);
  const riderRecord = (db = rules.as(actors.rider)) => doc(db, `${RIDERS}/${actors.rider.uid}`);

  describe(`${USERS}/{uid}`, () => {
    it.each(['hi', 'mr', 'en'])('the customer may set their language to %s', async (language) => {
      await assertSucceeds(updateDoc(customerProfile(), { language }));
    });

    it('the customer may change it again, and with their name in the same write', async () => {
      await assertSucceeds(updateDoc(customerProfile(), { language: 'mr' }));
      await assertSucceeds(updateDoc(customerProfile(), { language: 'hi', name: 'Asha' }));
    });

    it('the customer may create their profile with a language, but not with another one', async () => {
      const newcomer = { uid: 'newcomer-1', claims: { phone_number: '+15555550177' } };
      const profile = (language: unknown) => ({
        name: 'Ravi',
        phoneNumber: newcomer.claims.phone_number,
        cityName: 'Agra',
        profileImage: null,
        createdAt: serverTimestamp(),
        language,
      });
      const mine = doc(rules.as(newcomer), `${USERS}/${newcomer.uid}`);
      await assertFails(setDoc(mine, profile('fr')));
      await assertSucceeds(setDoc(mine, profile('hi')));
    });

    it.each([
      ['a language Dropwise does not speak', 'fr'],
      ['a region tag', 'hi-IN'],
      ['upper case', 'HI'],
      ['a number', 1],
      ['null', null],
      ['a list', ['hi']],
    ])('the customer may not set %s', async (_label, language) => {
      await assertFails(updateDoc(customerProfile(), { language }));
    });

    it('the customer may not set a language once the account is disabled', async () => {
      await rules.withRulesOff((db) =>
        updateDoc(doc(db, `${USERS}/${actors.customer.uid}`), { disabled: true }),
      );
      await assertFails(updateDoc(customerProfile(), { language: 'hi' }));
    });

    it('another customer may not set it', async () => {
      await assertFails(updateDoc(customerProfile(rules.as(actors.otherCustomer)), { language: 'hi' }));
    });

    it('an anonymous visitor may not set it', async () => {
      await assertFails(updateDoc(customerProfile(rules.as(null)), { language: 'hi' }));
    });

    it.each(titledActors('rider', 'admin', 'eduAdmin'))(
      'a %s may not set a customer’s language',
      async (_label, actor) => {
        await assertFails(updateDoc(customerProfile(rules.as(actor)), { language: 'hi' }));
      },
    );
  });

  describe(`${RIDERS}/{riderId}`, () => {
    it.each(['hi', 'mr', 'en'])('the rider may set their own language to %s', async (language) => {
      await assertSucceeds(updateDoc(riderRecord(), { language }));
    });

    it.each([
      ['their name', { name: 'Someone else' }],
      ['their active flag', { active: false }],
      ['their shop', { shopId: 'shop-2' }],
      ['a new field', { onDuty: true }],
    ])('the rider may not change %s, alone or with the language', async (_label, change) => {
      await assertFails(updateDoc(riderRecord(), change));
      await assertFails(updateDoc(riderRecord(), { ...change, language: 'hi' }));
    });

    it.each([
      ['a language Dropwise does not speak', 'fr'],
      ['a number', 2],
      ['null', null],
    ])('the rider may not set %s', async (_label, language) => {
      await assertFails(updateDoc(riderRecord(), { language }));
    });

    it('the rider may not remove the language once set', async () => {
      await assertSucceeds(updateDoc(riderRecord(), { language: 'mr' }));
      await assertFails(updateDoc(riderRecord(), { language: deleteField() }));
    });

    it('the rider may not create or replace their record', async () => {
      await assertFails(setDoc(riderRecord(), { language: 'hi' }));
      await assertFails(setDoc(doc(rules.as(actors.rider), `${RIDERS}/rider-new`), { language: 'hi' }));
    });

    it('a deactivated rider may not set it', async () => {
      await rules.withRulesOff((db) =>
        updateDoc(doc(db, `${RIDERS}/${actors.rider.uid}`), { active: false }),
      );
      await assertFails(updateDoc(riderRecord(), { language: 'hi' }));
    });

    it('another rider may not set it', async () => {
      await assertFails(updateDoc(riderRecord(rules.as(otherRider)), { language: 'hi' }));
    });

    it('a customer whose uid matches the rider record, without the rider claim, may not set it', async () => {
      await assertFails(updateDoc(riderRecord(rules.dbFor('riderWithoutClaim')), { language: 'hi' }));
    });

    it.each(titledActors('customer', 'admin', 'eduAdmin'))(
      'a %s may not set a rider’s language',
      async (_label, actor) => {
        await assertFails(updateDoc(riderRecord(rules.as(actor)), { language: 'hi' }));
      },
    );

    it('an anonymous visitor may not set it', async () => {
      await assertFails(updateDoc(riderRecord(rules.as(null)), { language: 'hi' }));
    });
  });
});
