import { describe, expect, it } from 'vitest';
import { lineCount, MAX_LINES, tooLong } from './file-length';

const lines = (n: number) => 'x\n'.repeat(n);

describe('the file-length check', () => {
  it('counts lines with or without a final newline', () => {
    expect(lineCount('')).toBe(0);
    expect(lineCount('a')).toBe(1);
    expect(lineCount('a\nb\n')).toBe(2);
    expect(lineCount('a\nb')).toBe(2);
  });

  it('names every source file over the limit, code, tests, styles and scripts alike', () => {
    const files: Record<string, string> = {
      'web/src/long.tsx': lines(MAX_LINES + 1),
      'web/src/long.css': lines(MAX_LINES + 5),
      'tests/api/long.test.ts': lines(MAX_LINES + 1),
      'scripts/long.sh': lines(MAX_LINES + 1),
      'web/src/fits.ts': lines(MAX_LINES),
    };
    expect(tooLong(Object.keys(files), (file) => files[file] ?? '')).toEqual([
      { file: 'web/src/long.tsx', lines: MAX_LINES + 1 },
      { file: 'web/src/long.css', lines: MAX_LINES + 5 },
      { file: 'tests/api/long.test.ts', lines: MAX_LINES + 1 },
      { file: 'scripts/long.sh', lines: MAX_LINES + 1 },
    ]);
  });

  it('does not count data and prose', () => {
    const files = ['web/src/lib/i18n/messages/app/en.json', 'docs/trip.md', 'package-lock.json'];
    expect(tooLong(files, () => lines(MAX_LINES * 3))).toEqual([]);
  });
});
