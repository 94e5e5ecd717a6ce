import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The repository's own ESLint configuration on files that exist only in memory: if a service
// layer stops being enforced, or an allowed import starts failing, these fail.
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd: repoRoot });

async function refusedImports(filePath: string, specifiers: string[]): Promise<string[]> {
  const code = specifiers.map((specifier, index) => `import * as m${index} from '${specifier}';\n`).join('');
  const [result] = await eslint.lintText(
    `${code}export const all = [${specifiers.map((_, i) => `m${i}`)}];\n`,
    {
      filePath,
    },
  );
  if (!result) throw new Error(`ESLint returned no result for ${filePath}`);
  return result.messages
    .filter((m) => m.ruleId === 'no-restricted-imports')
    .map((m) => specifiers[m.line - 1] ?? `line ${m.line}`);
}

describe('service layers lint rule', { timeout: 60_000 }, () => {
  it.each([
    {
      file: 'functions/src/services/trip/example.ts',
      refused: ['../dispatch/b.js', '../orders/b.js', '../money/b.js'],
      allowed: ['../notifications/b.js', '../order-records/b.js', '../../lib/b.js', './b.js'],
    },
    {
      file: 'functions/src/services/dispatch/example.ts',
      refused: ['../orders/b.js', '../admin/b.js'],
      allowed: ['../trip/b.js', '../money/b.js', '../fares/b.js'],
    },
    {
      file: 'functions/src/services/limits/example.ts',
      refused: ['../orders/b.js', '../account/b.js', '../dispatch/b.js', '../trip/b.js', '../money/b.js'],
      allowed: ['../order-records/b.js', '@dropwise/domain/admin/query-catalogue'],
    },
    {
      file: 'functions/src/services/rider-standing.ts',
      refused: ['./admin/b.js'],
      allowed: ['./account-status.js'],
    },
    {
      file: 'functions/src/services/orders/example.ts',
      refused: ['../account/b.js', '../../http/b.js'],
      allowed: ['../dispatch/b.js', '../trip/b.js', '../money/b.js', '../limits/b.js'],
    },
  ])(
    'in $file, refuses what points up or sideways and allows what points down',
    async ({ file, refused, allowed }) => {
      expect(await refusedImports(file, [...refused, ...allowed])).toEqual(refused);
    },
  );
});
