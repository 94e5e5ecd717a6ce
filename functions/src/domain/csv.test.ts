import { describe, expect, it } from 'vitest';
import { neutraliseCell, toCsv } from './csv';

describe('CSV export', () => {
  it.each(['=1+1', '+cmd', '-2+3', '@SUM(A1)', '\tx', '\rx'])(
    'neutralises a cell starting with a formula character: %j',
    (cell) => {
      expect(neutraliseCell(cell)).toBe(`'${cell}`);
    },
  );

  it('leaves ordinary text, numbers and empty values as they are', () => {
    expect(neutraliseCell('Asha Shop')).toBe('Asha Shop');
    expect(neutraliseCell(42)).toBe('42');
    expect(neutraliseCell(null)).toBe('');
    expect(neutraliseCell(undefined)).toBe('');
  });

  it('quotes every cell, doubles quotes and keeps commas and newlines inside a cell', () => {
    const csv = toCsv(['name', 'note'], [['A "big" shop', 'one, two\nthree']]);
    expect(csv).toBe('\uFEFF"name","note"\r\n"A ""big"" shop","one, two\nthree"\r\n');
  });

  it('neutralises a phone number stored in E.164 so it is not read as a formula', () => {
    expect(toCsv(['phone'], [['+919876543210']])).toContain(`"'+919876543210"`);
  });
});
