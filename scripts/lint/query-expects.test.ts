import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The repository's own ESLint configuration, as `npm run lint` runs it, on small test files that
// exist only in memory: if the rule against expects that cannot fail stops being applied, these fail.
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd: repoRoot });
const FILE = 'web/src/features/rider/components/example.test.tsx';

async function restrictedSyntaxLines(code: string, filePath = FILE): Promise<number[]> {
  const [result] = await eslint.lintText(code, { filePath });
  if (!result) throw new Error(`ESLint returned no result for ${filePath}`);
  return result.messages.filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.line);
}

// Loading the configuration (typescript-eslint and all) takes seconds on a busy machine.
describe('lint rule against expecting a found element to exist', { timeout: 60_000 }, () => {
  // Each fixture line is put together from its query and matcher, so that the file holds no line
  // that reads like such an expect itself.
  it.each([
    ["screen.getByText('Saved')", 'toBeTruthy()', 'a getBy query expected truthy'],
    ["within(form).getAllByRole('radio')", 'toBeDefined()', 'a getAllBy query within an element'],
    ["getByLabelText('Name')", 'not.toBeNull()', 'a destructured getBy expected not null'],
    ["screen.getByRole('alert')", 'not.toBeUndefined()', 'a getBy query expected not undefined'],
    ["await screen.findByRole('status')", 'toBeTruthy()', 'an awaited findBy query'],
  ])('refuses expect(%s).%s (%s)', async (query, matcher) => {
    const line = `expect(${query}).${matcher};`;
    expect(await restrictedSyntaxLines(`it('x', async () => {\n  ${line}\n});\n`)).toEqual([2]);
  });

  it('refuses it in the API and rules suites too', async () => {
    const line = `expect(${'await screen.findByText'}('x')).toBeDefined();`;
    const code = `it('x', async () => {\n  ${line}\n});\n`;
    expect(await restrictedSyntaxLines(code, 'tests/api/example.test.ts')).toEqual([2]);
  });

  it('lets through checks that can fail', async () => {
    const code = [
      "it('x', async () => {",
      "  expect(screen.getByRole('alert').textContent).toBe('Enter your city.');",
      "  expect(screen.queryByRole('alert')).toBeNull();",
      "  expect(screen.queryByText('Saved')).not.toBeNull();",
      "  expect(within(form).getAllByRole('radio')).toHaveLength(5);",
      "  expect((await screen.findByRole('status')).textContent).toBe('Saved');",
      "  screen.getByRole('button', { name: 'Save' });",
      '});',
      '',
    ].join('\n');
    expect(await restrictedSyntaxLines(code)).toEqual([]);
  });
});
