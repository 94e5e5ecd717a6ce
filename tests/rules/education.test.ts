import { assertFails } from '@firebase/rules-unit-testing';
import { doc, serverTimestamp, setDoc, updateDoc } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { mayList, mayNotList, mayNotRead, mayRead } from '../support/rules-access';
import { actors, type RulesFirestore, rulesFixture, titledActors } from '../support/rules-env';
import { assertWritesRefused } from '../support/rules-writes';
import { COUNTERS, ENROLMENTS, RATE_LIMITS, visitCounterShardsPath } from '@dropwise/domain/collections';

const enrolment = {
  course: 'BCA',
  name: 'Asha Kumari',
  email: 'asha@example.com',
  number: '98765 43210',
  phone: '+919876543210',
  city: 'Pune',
  status: 'new',
  searchTerms: ['asha'],
};

const nonEducationActors = titledActors('customer', 'otherCustomer', 'rider', 'admin');

describe('education rules', () => {
  const rules = rulesFixture(
    'education',
    async (db) => {
      await setDoc(doc(db, `${ENROLMENTS}/e1`), { ...enrolment, createdAt: serverTimestamp() });
      await setDoc(doc(db, `${visitCounterShardsPath('dropwise')}/0`), { count: 5 });
      await setDoc(doc(db, `${RATE_LIMITS}/education-enrol_abc_0`), { count: 1 });
    },
    { fresh: true },
  );

  const { as } = rules;
  const anonymous = () => as(null);

  /** Neither reading nor listing enrolments, nor creating, changing or deleting one. */
  async function assertEnrolmentsClosedTo(db: RulesFirestore): Promise<void> {
    await mayNotRead(db, `${ENROLMENTS}/e1`);
    await mayNotList(db, ENROLMENTS);
    await assertWritesRefused(db, {
      set: [[`${ENROLMENTS}/e2`, enrolment]],
      update: [[`${ENROLMENTS}/e1`, { status: 'contacted' }]],
      remove: [`${ENROLMENTS}/e1`],
    });
  }

  describe('enrolments', () => {
    it('an education admin may read one enrolment and list them', async () => {
      const db = as(actors.eduAdmin);
      await mayRead(db, `${ENROLMENTS}/e1`);
      await mayList(db, ENROLMENTS);
    });

    it('an education admin may not change the status from a client (the function records who did)', async () => {
      await assertFails(updateDoc(doc(as(actors.eduAdmin), `${ENROLMENTS}/e1`), { status: 'contacted' }));
    });

    it('an education admin may not set an unknown status', async () => {
      await assertFails(updateDoc(doc(as(actors.eduAdmin), `${ENROLMENTS}/e1`), { status: 'paid' }));
    });

    it('an education admin may not change any field other than status', async () => {
      const db = as(actors.eduAdmin);
      await assertFails(updateDoc(doc(db, `${ENROLMENTS}/e1`), { name: 'Someone Else' }));
      await assertFails(updateDoc(doc(db, `${ENROLMENTS}/e1`), { status: 'enrolled', city: 'Delhi' }));
    });

    it('an education admin may not create or delete enrolments', async () => {
      const db = as(actors.eduAdmin);
      await assertWritesRefused(db, { set: [[`${ENROLMENTS}/e2`, enrolment]], remove: [`${ENROLMENTS}/e1`] });
    });

    it('an anonymous visitor may not read, list, create, update or delete enrolments', async () => {
      await assertEnrolmentsClosedTo(anonymous());
    });

    it.each(nonEducationActors)(
      'a %s may not read, list, create, update or delete enrolments',
      async (_name, actor) => {
        await assertEnrolmentsClosedTo(as(actor));
      },
    );
  });

  describe.each([
    [COUNTERS, `${visitCounterShardsPath('dropwise')}/0`, visitCounterShardsPath('dropwise')],
    [RATE_LIMITS, `${RATE_LIMITS}/education-enrol_abc_0`, RATE_LIMITS],
  ])('%s', (_collection, path, collectionPath) => {
    it.each([
      ['anonymous visitor', null],
      ...nonEducationActors,
      ['education admin', actors.eduAdmin],
    ] as const)('a %s may not read, list or write them', async (_name, actor) => {
      const db = actor ? as(actor) : anonymous();
      await mayNotRead(db, path);
      await mayNotList(db, collectionPath);
      await assertWritesRefused(db, { set: [[path, { count: 1000 }]], remove: [path] });
    });
  });
});
