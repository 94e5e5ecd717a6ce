import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

/**
 * No source file over 200 lines: code, tests, styles and scripts alike. A file that grows past it
 * is doing more than one thing; split it by what its parts are about. Data (JSON, catalogues),
 * prose and lockfiles are not source and are not counted.
 */
export const MAX_LINES = 200;
const SOURCE = /\.(ts|tsx|mts|cts|js|mjs|cjs|jsx|css|sh)$/;

export function lineCount(text: string): number {
  if (text === '') return 0;
  return text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
}

export function tooLong(
  files: string[],
  read = (file: string) => readFileSync(file, 'utf8'),
): { file: string; lines: number }[] {
  return files
    .filter((file) => SOURCE.test(file))
    .map((file) => ({ file, lines: lineCount(read(file)) }))
    .filter(({ lines }) => lines > MAX_LINES);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    encoding: 'utf8',
  })
    .split('\n')
    .filter(Boolean);
  // A file deleted in the working tree but not yet in the index is listed and no longer there.
  const long = tooLong(files.filter((file) => existsSync(file)));
  for (const { file, lines } of long) {
    console.error(`${file}: ${lines} lines, more than ${MAX_LINES}. Split it by what its parts are about.`);
  }
  process.exit(long.length > 0 ? 1 : 0);
}
