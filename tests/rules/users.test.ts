import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { deleteDoc, doc, serverTimestamp, setDoc, Timestamp, updateDoc } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { mayList, mayNotList, mayNotRead, mayRead } from '../support/rules-access';
import { seedCustomerProfiles } from '../support/customer-profiles';
import { actors, rulesFixture, titledActors } from '../support/rules-env';
import { USERS } from '@dropwise/domain/collections';

const tinyJpeg = 'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQAAAQABAAD/2wBD';

function newProfile(phoneNumber: string = actors.customer.claims.phone_number) {
  return { name: 'Asha', phoneNumber, cityName: 'Pune', profileImage: null, createdAt: serverTimestamp() };
}

/** Signed-in people who are not customers: none of them may write a customer's profile. */
const staff = titledActors('rider', 'admin', 'eduAdmin');

describe(`${USERS}/{uid}`, () => {
  const rules = rulesFixture('users', seedCustomerProfiles, { fresh: true });

  const customerDb = () => rules.as(actors.customer);
  /** A signed-in phone user who has no profile yet (first sign-in). */
  const newcomer = { uid: 'newcomer-1', claims: { phone_number: '+15555550177' } };
  const newcomerDb = () => rules.as(newcomer);

  describe('reading', () => {
    it('a customer may read their own profile', async () => {
      await mayRead(customerDb(), `${USERS}/${actors.customer.uid}`);
    });

    it('a customer may not read another customer’s profile', async () => {
      await mayNotRead(customerDb(), `${USERS}/${actors.otherCustomer.uid}`);
    });

    it('a customer may not list profiles', async () => {
      await mayNotList(customerDb(), USERS);
    });

    it('an anonymous visitor may not read or list profiles', async () => {
      const db = rules.as(null);
      await mayNotRead(db, `${USERS}/${actors.customer.uid}`);
      await mayNotList(db, USERS);
    });

    it.each(titledActors('rider', 'eduAdmin'))(
      'a %s may not read or list profiles',
      async (_label, actor) => {
        const db = rules.as(actor);
        await mayNotRead(db, `${USERS}/${actors.customer.uid}`);
        await mayNotList(db, USERS);
      },
    );

    it('a platform admin may read and list every profile', async () => {
      const db = rules.as(actors.admin);
      await mayRead(db, `${USERS}/${actors.customer.uid}`);
      await mayList(db, USERS);
    });
  });

  describe('creating', () => {
    it('a signed-in phone user may create their own profile with their token’s phone number', async () => {
      await assertSucceeds(
        setDoc(doc(newcomerDb(), `${USERS}/${newcomer.uid}`), newProfile(newcomer.claims.phone_number)),
      );
    });

    it('a user may create their profile with a small JPEG image', async () => {
      await assertSucceeds(
        setDoc(doc(newcomerDb(), `${USERS}/${newcomer.uid}`), {
          ...newProfile(newcomer.claims.phone_number),
          profileImage: tinyJpeg,
        }),
      );
    });

    it('a user may not create a profile with someone else’s phone number', async () => {
      await assertFails(setDoc(doc(newcomerDb(), `${USERS}/${newcomer.uid}`), newProfile('+919999999999')));
    });

    it('a user without a phone number in their token may not create a profile', async () => {
      const db = rules.as({ uid: 'email-only', claims: { email: 'x@example.com' } });
      await assertFails(setDoc(doc(db, `${USERS}/email-only`), newProfile('+15555550177')));
    });

    it('a user may not create another user’s profile', async () => {
      await assertFails(
        setDoc(doc(newcomerDb(), `${USERS}/someone-else`), newProfile(newcomer.claims.phone_number)),
      );
    });

    it.each([
      ['an extra key', { role: 'admin' }],
      ['an empty name', { name: '' }],
      ['a name of 81 characters', { name: 'a'.repeat(81) }],
      ['a missing city', { cityName: undefined }],
      ['a PNG image', { profileImage: 'data:image/png;base64,iVBORw0KGgo=' }],
      ['an image over 200 000 characters', { profileImage: tinyJpeg + 'A'.repeat(200_000) }],
      ['a client-chosen creation time', { createdAt: Timestamp.fromDate(new Date('2020-01-01')) }],
    ])('a user may not create their profile with %s', async (_label, change) => {
      const data: Record<string, unknown> = { ...newProfile(newcomer.claims.phone_number), ...change };
      for (const key of Object.keys(data)) if (data[key] === undefined) delete data[key];
      await assertFails(setDoc(doc(newcomerDb(), `${USERS}/${newcomer.uid}`), data));
    });

    it('an anonymous visitor may not create a profile', async () => {
      const db = rules.as(null);
      await assertFails(
        setDoc(doc(db, `${USERS}/${newcomer.uid}`), newProfile(newcomer.claims.phone_number)),
      );
    });

    it.each(staff)('a %s may not create a customer’s profile', async (_label, actor) => {
      const db = rules.as(actor);
      await assertFails(
        setDoc(doc(db, `${USERS}/${newcomer.uid}`), newProfile(newcomer.claims.phone_number)),
      );
    });
  });

  describe('updating', () => {
    it('a customer may change their name, city and profile image', async () => {
      await assertSucceeds(
        updateDoc(doc(customerDb(), `${USERS}/${actors.customer.uid}`), {
          name: 'Asha R',
          cityName: 'Mumbai',
          profileImage: tinyJpeg,
        }),
      );
    });

    it('a customer may remove their profile image', async () => {
      await assertSucceeds(
        updateDoc(doc(customerDb(), `${USERS}/${actors.customer.uid}`), { profileImage: null }),
      );
    });

    it.each([
      ['their phone number', { phoneNumber: '+919999999999' }],
      ['their creation time', { createdAt: Timestamp.now() }],
      ['a new key', { admin: true }],
      ['an empty city', { cityName: '' }],
      ['an image that is not a JPEG data URL', { profileImage: 'https://example.com/me.jpg' }],
    ])('a customer may not change %s', async (_label, change) => {
      await assertFails(updateDoc(doc(customerDb(), `${USERS}/${actors.customer.uid}`), change));
    });

    it('a customer may not change another customer’s profile', async () => {
      await assertFails(
        updateDoc(doc(customerDb(), `${USERS}/${actors.otherCustomer.uid}`), { name: 'Hacked' }),
      );
    });

    it('an anonymous visitor may not change a profile', async () => {
      const db = rules.as(null);
      await assertFails(updateDoc(doc(db, `${USERS}/${actors.customer.uid}`), { name: 'Hacked' }));
    });

    it.each(staff)('a %s may not change a customer’s profile', async (_label, actor) => {
      const db = rules.as(actor);
      await assertFails(updateDoc(doc(db, `${USERS}/${actors.customer.uid}`), { name: 'Changed' }));
    });
  });

  describe('deleting', () => {
    it.each(Object.entries(actors))(
      'the %s may not delete a profile from the client',
      async (_name, actor) => {
        const db = rules.as(actor);
        await assertFails(deleteDoc(doc(db, `${USERS}/${actors.customer.uid}`)));
      },
    );

    it('an anonymous visitor may not delete a profile', async () => {
      await assertFails(deleteDoc(doc(rules.as(null), `${USERS}/${actors.customer.uid}`)));
    });
  });
});
