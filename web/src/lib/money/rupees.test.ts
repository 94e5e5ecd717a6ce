import { describe, expect, it } from 'vitest';
import { formattersFor } from '../i18n/formatters';
import { parseRupees, rupeeText, paiseAsRupeeText } from './rupees';
import { formatPaise } from './use-paise';

describe('parseRupees', () => {
  it('reads whole rupees and rupees with paise exactly', () => {
    expect(parseRupees('77')).toBe(7700);
    expect(parseRupees('77.50')).toBe(7750);
    expect(parseRupees('77.5')).toBe(7750);
    expect(parseRupees('77.05')).toBe(7705);
    expect(parseRupees('0.01')).toBe(1);
    expect(parseRupees('0')).toBe(0);
  });

  it('gives paise a float would get wrong', () => {
    // 1.1 * 100 and 4.35 * 100 are 110.00000000000001 and 434.99999999999994 in floating point.
    expect(parseRupees('1.10')).toBe(110);
    expect(parseRupees('4.35')).toBe(435);
    expect(parseRupees('1005.07')).toBe(100507);
  });

  it('takes grouped digits, a rupee sign, spaces and Devanagari digits', () => {
    expect(parseRupees('1,200')).toBe(120000);
    expect(parseRupees('1,00,000')).toBe(10000000);
    expect(parseRupees('100,000.25')).toBe(10000025);
    expect(parseRupees(' ₹ 77.50 ')).toBe(7750);
    expect(parseRupees('Rs. 120')).toBe(12000);
    expect(parseRupees('७७.५०')).toBe(7750);
  });

  it('refuses what is not an amount of rupees', () => {
    for (const bad of [
      '',
      '  ',
      'abc',
      '77.505',
      '-5',
      '7 7',
      '1,2,00',
      '12,00',
      '77.',
      '.5',
      '1e3',
      '77,50',
    ])
      expect(parseRupees(bad), bad).toBeNull();
  });

  it('refuses more digits than paise can be counted exactly in', () => {
    expect(parseRupees('999999999999')).toBe(99999999999900);
    expect(parseRupees('9999999999999')).toBeNull();
  });
});

describe('rupeeText', () => {
  it('writes paise as a rupee amount to edit, and reads back the same', () => {
    expect(rupeeText(7700)).toBe('77');
    expect(rupeeText(7750)).toBe('77.50');
    expect(rupeeText(7705)).toBe('77.05');
    expect(rupeeText(120000)).toBe('1200');
    for (const paise of [0, 1, 99, 7705, 123456]) expect(parseRupees(rupeeText(paise))).toBe(paise);
  });
});

describe('formatPaise', () => {
  const english = formattersFor('en');

  it('shows paise only when there are some', () => {
    expect(formatPaise(english, 7700)).toBe('₹77');
    expect(formatPaise(english, 7750)).toBe('₹77.50');
    expect(formatPaise(english, 7705)).toBe('₹77.05');
    expect(formatPaise(english, 12345600)).toBe('₹1,23,456');
  });

  it('writes Marathi digits in Devanagari', () => {
    expect(formatPaise(formattersFor('mr'), 7750)).toBe('₹७७.५०');
  });
});

describe('paiseAsRupeeText', () => {
  it('writes paise as rupees with two decimals and no grouping, for CSV files', () => {
    expect(paiseAsRupeeText(125_050)).toBe('1250.50');
    expect(paiseAsRupeeText(5)).toBe('0.05');
    expect(paiseAsRupeeText(0)).toBe('0.00');
    expect(paiseAsRupeeText(-150)).toBe('-1.50');
  });
});
