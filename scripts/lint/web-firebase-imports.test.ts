import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The repository's own ESLint configuration on files that exist only in memory: if the rule that
// keeps Firebase calls in their folders stops applying, these fail.
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd: repoRoot });

async function firebaseImportErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  if (!result) throw new Error(`ESLint returned no result for ${filePath}`);
  return result.messages
    .filter((message) => message.ruleId === '@typescript-eslint/no-restricted-imports')
    .map((message) => message.message);
}

const page = 'web/src/features/education/pages/example-page.tsx';

// Loading the configuration (typescript-eslint and all) takes seconds on a busy machine.
describe('web Firebase imports lint rule', { timeout: 60_000 }, () => {
  it.each([
    {
      what: 'a Firebase call',
      code: "import { signOut } from 'firebase/auth';\nexport const out = signOut;\n",
    },
    {
      what: 'a reactfire hook',
      code: "import { useAuth } from 'reactfire';\nexport const auth = useAuth;\n",
    },
    {
      what: 'the SDK package itself',
      code: "import * as sdk from '@firebase/firestore';\nexport const all = sdk;\n",
    },
  ])('stops a page importing $what', async ({ code }) => {
    const errors = await firebaseImportErrors(page, code);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(
      /Call Firebase from web\/src\/lib\/firebase\/, web\/src\/lib\/session\/ or the feature's api\/ folder/,
    );
  });

  it('lets a page import Firebase types and the hooks of lib/firebase', async () => {
    const code =
      "import type { Auth } from 'firebase/auth';\nimport { useAuth } from '@/lib/firebase/instances';\nimport { useLive } from '@/lib/firebase/use-live';\nexport const uses: [Auth | null, unknown, unknown] = [null, useAuth, useLive];\n";
    expect(await firebaseImportErrors(page, code)).toEqual([]);
  });

  it.each([
    'web/src/lib/firebase/example.ts',
    'web/src/lib/session/example.ts',
    'web/src/features/education/api/example.ts',
    'web/src/features/education/pages/example-page.test.tsx',
  ])('lets %s call Firebase', async (file) => {
    const code =
      "import { getDocs } from 'firebase/firestore';\nimport { useFirestore } from 'reactfire';\nexport const read = [getDocs, useFirestore];\n";
    expect(await firebaseImportErrors(file, code)).toEqual([]);
  });
});
