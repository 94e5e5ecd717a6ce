import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The repository's own ESLint configuration, as `npm run lint` runs it, on small files that exist
// only in memory: if the API path rule stops being applied, these fail.
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd: repoRoot });

async function ruleMessages(
  filePath: string,
  code: string,
): Promise<Array<{ rule: string | null; line: number }>> {
  const [result] = await eslint.lintText(code, { filePath });
  if (!result) throw new Error(`ESLint returned no result for ${filePath}`);
  return result.messages.map((m) => ({ rule: m.ruleId, line: m.line }));
}

const API_RULE = 'api-paths/no-restricted-syntax';
const apiPathLines = async (filePath: string, code: string) =>
  (await ruleMessages(filePath, code)).filter((m) => m.rule === API_RULE).map((m) => m.line);

// Loading the configuration (typescript-eslint and all) takes seconds on a busy machine.
describe('API path lint rule', { timeout: 60_000 }, () => {
  it.each([
    { where: 'a web call site', file: 'web/src/features/booking/api/example.ts' },
    { where: 'a functions route', file: 'functions/src/http/orders/example.ts' },
    { where: 'a domain module outside domain/src/api', file: 'domain/src/example.ts' },
    { where: 'a benchmark', file: 'bench/request-path/rows/example.ts' },
    { where: 'a script', file: 'scripts/seed/example.ts' },
  ])(
    'stops an /api/ or /counter/ path written out in $where, as a string or a template',
    async ({ file }) => {
      const code = [
        "export const book = '/api/orders';",
        'export const cancel = (id: string) => `/api/orders/${id}/cancel`;',
        "export const visit = '/counter/dropwiseEduCounter';",
        '',
      ].join('\n');
      expect(await apiPathLines(file, code)).toEqual([1, 2, 3]);
    },
  );

  it('lets the contracts in domain/src/api and the tests name paths', async () => {
    const code = "export const book = '/api/orders';\n";
    expect(await apiPathLines('domain/src/api/example.ts', code)).toEqual([]);
    expect(await apiPathLines('web/src/features/booking/api/example.test.ts', code)).toEqual([]);
    expect(await apiPathLines('tests/api/example.test.ts', code)).toEqual([]);
  });

  it('leaves other strings alone: a path segment named api, a page address, a Firestore path', async () => {
    const code = [
      "export const word = 'api/orders';",
      "export const page = '/apidocs';",
      'export const shard = (run: string) => `counters/${run}/counter/shards`;',
      '',
    ].join('\n');
    expect(await apiPathLines('web/src/lib/example.ts', code)).toEqual([]);
  });

  it('adds to the page address selectors of the same file instead of replacing them', async () => {
    const code = "export const page = '/admin/orders';\nexport const call = '/api/orders';\n";
    const messages = await ruleMessages('web/src/lib/example.ts', code);
    expect(messages).toEqual([
      { rule: 'no-restricted-syntax', line: 1 },
      { rule: API_RULE, line: 2 },
    ]);
  });
});
