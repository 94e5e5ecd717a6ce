import { describe, expect, it } from 'vitest';
import {
  financialYearOf,
  MAX_IN_SERIES,
  randomSeriesCode,
  RECEIPT_NUMBER_PATTERN,
  receiptNumber,
} from './receipt-number.js';

describe('receipt numbers', () => {
  it('name the financial year, April to March in India time', () => {
    expect(financialYearOf(Date.parse('2026-04-01T00:00:00+05:30'))).toBe('2627');
    expect(financialYearOf(Date.parse('2026-03-31T23:59:00+05:30'))).toBe('2526');
    // 31 March 19:00 UTC is already 1 April in India.
    expect(financialYearOf(Date.parse('2027-03-31T19:00:00Z'))).toBe('2728');
    expect(financialYearOf(Date.parse('2099-12-01T00:00:00Z'))).toBe('9900');
  });

  it('are 16 characters of letters, digits and slashes, the series numbered without gaps', () => {
    const first = receiptNumber('2627', 'K7Q', 1);
    expect(first).toBe('DW/2627/K7Q/0001');
    expect(receiptNumber('2627', 'K7Q', MAX_IN_SERIES)).toBe('DW/2627/K7Q/9999');
    for (const number of [first, receiptNumber('2627', 'K7Q', MAX_IN_SERIES)]) {
      expect(number).toHaveLength(16);
      expect(number).toMatch(RECEIPT_NUMBER_PATTERN);
    }
  });

  it('refuse a number outside the series', () => {
    for (const sequence of [0, -1, 1.5, MAX_IN_SERIES + 1]) {
      expect(() => receiptNumber('2627', 'K7Q', sequence)).toThrow(RangeError);
    }
  });

  it('draw series codes of three unmistakable characters', () => {
    expect(randomSeriesCode(() => 0)).toBe('222');
    expect(randomSeriesCode(() => 0.999)).toBe('ZZZ');
    for (let draw = 0; draw < 200; draw += 1) {
      const code = randomSeriesCode();
      expect(code).toMatch(/^[2-9A-HJ-NP-Z]{3}$/);
      expect(receiptNumber('2627', code, 1)).toMatch(RECEIPT_NUMBER_PATTERN);
    }
  });
});
