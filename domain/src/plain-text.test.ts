import { describe, expect, it } from 'vitest';
import { plainText } from './plain-text.js';

const line = plainText({ label: 'The address', min: 3, max: 10 });
const lines = plainText({ label: 'The note', min: 1, max: 40, multiLine: true });

describe('the free-text rule', () => {
  it('trims and stores the NFC form, counting its length after both', () => {
    expect(line.parse('  Cafe\u0301 ')).toBe('Caf\u00e9');
    expect(line.safeParse('  ab  ').success).toBe(false);
    expect(line.safeParse('abcdefghijk').success).toBe(false);
  });

  it.each([
    ['NUL', 'Mall\u0000Road'],
    ['tab', 'Mall\tRoad'],
    ['newline in a one-line field', 'Mall\nRoad'],
    ['DEL', 'Mall\u007fRoad'],
    ['a C1 control', 'Mall\u0085Road'],
    ['a right-to-left override', 'Mall\u202eRoad'],
    ['a left-to-right embedding', '\u202aMallRoad'],
    ['a first-strong isolate', 'Mall\u2068Road'],
    ['a pop directional isolate', 'MallRoad\u2069x'],
  ])('refuses %s', (_name, value) => {
    const result = line.safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('The address contains characters we cannot store.');
  });

  it('allows a newline, and only a newline, where the field takes several lines', () => {
    expect(lines.parse('First line\nSecond line')).toBe('First line\nSecond line');
    expect(lines.safeParse('First\r\nSecond').success).toBe(false);
    expect(lines.safeParse('First\u202eSecond').success).toBe(false);
  });

  it('keeps letters of every script, and marks that are not controls', () => {
    expect(line.parse('पुणे रोड')).toBe('पुणे रोड');
    expect(line.parse('شارع ١')).toBe('شارع ١');
    expect(line.parse('a\u200db')).toBe('a\u200db');
  });

  it('names the field when the value is missing or not text', () => {
    expect(line.safeParse(undefined).error?.issues[0]?.message).toBe('The address is required.');
    expect(line.safeParse(42).error?.issues[0]?.message).toBe('The address must be text.');
  });
});
