import { assertFails } from '@firebase/rules-unit-testing';
import { doc, setDoc } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { mayNotRead } from '../support/rules-access';
import { actors, rulesFixture } from '../support/rules-env';

describe('a collection the rules do not name', () => {
  const rules = rulesFixture('default-deny', async (db) => {
    await setDoc(doc(db, 'unlisted/doc-1'), { secret: true });
  });

  it('an anonymous visitor may not read or write it', async () => {
    const db = rules.as(null);
    await mayNotRead(db, 'unlisted/doc-1');
    await assertFails(setDoc(doc(db, 'unlisted/doc-2'), { a: 1 }));
  });

  it.each(Object.entries(actors))('the %s may not read or write it', async (_name, actor) => {
    const db = rules.as(actor);
    await mayNotRead(db, 'unlisted/doc-1');
    await assertFails(setDoc(doc(db, 'unlisted/doc-2'), { a: 1 }));
  });
});
