import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The repository's own ESLint configuration on files that exist only in memory: if the rule stops
// being applied somewhere, or starts refusing document ids, these fail.
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd: repoRoot });

async function refusedLines(filePath: string, code: string): Promise<number[]> {
  const [result] = await eslint.lintText(code, { filePath });
  if (!result) throw new Error(`ESLint returned no result for ${filePath}`);
  return result.messages.filter((m) => m.ruleId === 'collections/collection-names').map((m) => m.line);
}

const written = [
  "db.collection('orders').doc(id);",
  'db.doc(`riders/${uid}`);',
  "collection(db, 'users', uid, 'notifications');",
  "db.collection(orderPath).doc(id).collection('history');",
  "db.collectionGroup('offers');",
  "db.collection('riderCashDays');",
  "doc(db, 'config/fares');",
  "await mayList(db, 'ratings');",
  "const query = { collection: 'shops' };",
  'const path = `dispatchRuns/${orderId}/claims`;',
];
const allowed = [
  "db.collection(ORDERS).doc('handover');",
  "doc(db, DISPATCH_SETTINGS_PATH).collection(PRIVATE).doc('share');",
  "db.collection(orderPrivatePath(id)).doc('accept');",
  'db.doc(`${USERS}/${uid}`);',
  "describe('riders', () => undefined);",
  "useT('history');",
  "where('status', '==', 'orders');",
  "const page = '/riderHistory/o1';",
];

describe('collection names lint rule', { timeout: 60_000 }, () => {
  it.each([
    'functions/src/services/orders/example.ts',
    'web/src/features/history/api/example.ts',
    'tests/rules/example.test.ts',
    'scripts/seed/example.ts',
    'bench/example.ts',
    'domain/src/example.ts',
  ])('refuses each name written out, and nothing else, in %s', async (file) => {
    const code = [...written, ...allowed].join('\n');
    // One report per line, except the line with two names.
    const expected = written.flatMap((line, index) =>
      line.includes("'notifications'") ? [index + 1, index + 1] : [index + 1],
    );
    expect(await refusedLines(file, code)).toEqual(expected);
  });

  it('lets domain/src/collections.ts name them', async () => {
    expect(await refusedLines('domain/src/collections.ts', "export const ORDERS = 'orders';\n")).toEqual([]);
  });
});
