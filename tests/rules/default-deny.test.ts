import { assertFails, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { doc, getDoc, setDoc } from 'firebase/firestore';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { actors, rulesTestEnvironment } from '../support/rules-env';

describe('a collection the rules do not name', () => {
  let env: RulesTestEnvironment;

  beforeAll(async () => {
    env = await rulesTestEnvironment('default-deny');
    await env.withSecurityRulesDisabled(async (context) => {
      await setDoc(doc(context.firestore(), 'unlisted/doc-1'), { secret: true });
    });
  });
  afterAll(async () => {
    await env.cleanup();
  });

  it('an anonymous visitor may not read or write it', async () => {
    const db = env.unauthenticatedContext().firestore();
    await assertFails(getDoc(doc(db, 'unlisted/doc-1')));
    await assertFails(setDoc(doc(db, 'unlisted/doc-2'), { a: 1 }));
  });

  it.each(Object.entries(actors))('the %s may not read or write it', async (_name, actor) => {
    const db = env.authenticatedContext(actor.uid, actor.claims).firestore();
    await assertFails(getDoc(doc(db, 'unlisted/doc-1')));
    await assertFails(setDoc(doc(db, 'unlisted/doc-2'), { a: 1 }));
  });
});
