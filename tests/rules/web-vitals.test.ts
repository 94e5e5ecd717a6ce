import { assertFails } from '@firebase/rules-unit-testing';
import { addDoc, collection, deleteDoc, doc, setDoc } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { mayNotList, mayNotRead } from '../support/rules-access';
import { actors, rulesFixture } from '../support/rules-env';
import { WEB_VITALS } from '@dropwise/domain/collections';

const sample = { name: 'LCP', value: 1200, rating: 'good', route: '/education', day: '2026-01-01' };

describe('webVitals (sampled page speed reports)', () => {
  const rules = rulesFixture('web-vitals', async (db) => {
    await setDoc(doc(db, `${WEB_VITALS}/sample-1`), sample);
  });

  it('an anonymous visitor may not report a metric straight into Firestore, nor read one', async () => {
    const db = rules.as(null);
    await assertFails(addDoc(collection(db, WEB_VITALS), sample));
    await mayNotRead(db, `${WEB_VITALS}/sample-1`);
    await mayNotList(db, WEB_VITALS);
  });

  it.each(Object.entries(actors))(
    'the %s may not read, list, create, change or delete samples (Site speed reads them through the API)',
    async (_name, actor) => {
      const db = rules.as(actor);
      await mayNotRead(db, `${WEB_VITALS}/sample-1`);
      await mayNotList(db, WEB_VITALS);
      await assertFails(setDoc(doc(db, `${WEB_VITALS}/sample-2`), sample));
      await assertFails(setDoc(doc(db, `${WEB_VITALS}/sample-1`), { ...sample, value: 1 }));
      await assertFails(deleteDoc(doc(db, `${WEB_VITALS}/sample-1`)));
    },
  );
});
